import { randomUUID } from 'node:crypto';
import type { Status } from '../../shared/domain/objekt';
import { stageCopy } from '../bilder/storage';
import type { Db } from '../db/client';
import { type Actor, auditObjekt } from '../log/audit';
import { AppError } from '../plugins/errors';
import type { FileStore } from '../storage/store';
import { type CopiedBild, insertCopy, selectBilderOf, selectUebersetzungName } from './duplicate-queries';
import { nextObjektnummer } from './write-queries';
import { expiryFrom, loadForWrite, requireTransition, roleOf } from './write-service';

/** The longest object name the editor accepts (shared objekt-input schema). */
const NAME_MAX = 120;

/** The copy's name: the original's with a marker, shortened so the marker fits. */
export const copyName = (name: string, marker: string) => `${name.slice(0, NAME_MAX - marker.length)}${marker}`;

/**
 * Copies a listing as a new one of the caller (POST /api/objekt/{id}/duplikat): status 'in progress', a new
 * number and expiry, every field, list and translation, and its images and documents in the same order.
 * The files are copied under new names first (each row owns its file, so deleting one listing never
 * removes the other's), then all rows are written in one transaction; a failure takes the copies back.
 * A file whose original is missing in the store is left out (it could not be shown either). Returns the new id.
 */
export async function duplicateObjekt(db: Db, store: FileStore, viewer: Actor, sourceId: string): Promise<string> {
  const source = await loadForWrite(db, viewer, sourceId);
  if (!source) throw new AppError('notFound', 'No such object');
  requireTransition('duplizieren', source.status as Status, roleOf(viewer));

  const copies: CopiedBild[] = [];
  const staged: { commit: () => Promise<unknown>; rollback: () => Promise<unknown> }[] = [];
  try {
    for (const bild of await selectBilderOf(db, sourceId)) {
      const extension = bild.s3filename.includes('.') ? bild.s3filename.slice(bild.s3filename.lastIndexOf('.')) : '';
      const s3filename = `${randomUUID()}${extension}`;
      const files = await stageCopy(store, bild.s3filename, s3filename, bild.mimetype);
      if (!files) continue;
      staged.push(files);
      copies.push({ msid: `web-${randomUUID()}`, s3filename, source: bild });
    }
    await Promise.all(staged.map((s) => s.commit()));
    const id = randomUUID();
    const now = new Date();
    const nameEn = await selectUebersetzungName(db, sourceId);
    await db.transaction(async (tx) => {
      const objektnummer = await nextObjektnummer(tx, now.getFullYear());
      const objektname = copyName(source.objektname, ' (Kopie)');
      await insertCopy(
        tx,
        sourceId,
        {
          id,
          objektnummer,
          objektname,
          objektnameEn: nameEn ? copyName(nameEn, ' (copy)') : null,
          owner: viewer.id,
          now,
          ablaufdatum: expiryFrom(now),
          originalNummer: source.objektnummer,
        },
        copies,
      );
      await auditObjekt(tx, viewer, 'objektCreated', { id, objektname, objektnummer }, { quelle: source.objektnummer });
    });
    return id;
  } catch (error) {
    await Promise.all(staged.map((s) => s.rollback()));
    throw error;
  }
}
