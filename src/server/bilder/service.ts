import { randomUUID } from 'node:crypto';
import { sanitizeDateiname } from '../../shared/domain/dateiname';
import type { Status } from '../../shared/domain/objekt';
import { transition } from '../../shared/domain/status';
import { acceptsType, PDF_TYPE } from '../../shared/domain/upload';
import type { Objektbild } from '../../shared/schemas/objekt';
import type { Db } from '../db/client';
import type { objektbild } from '../db/schema';
import { type Actor, auditBilder } from '../log/audit';
import { presentBild } from '../objekt/aenderung-presenter';
import { lockObjekt, selectBildRows } from '../objekt/aenderung-queries';
import { changePendingBilder, writesPending } from '../objekt/aenderung-service';
import { visibleToMembers } from '../objekt/service';
import type { Tx } from '../objekt/write-queries';
import { AppError } from '../plugins/errors';
import { isAdmin, type Viewer } from '../plugins/session';
import type { FileStore } from '../storage/store';
import { deletePendingBild, reorderPending, requireCompleteOrder, setPendingTitel } from './pending';
import {
  deleteBildRow,
  insertBildLast,
  selectBilder,
  selectBildMsids,
  selectBildZugang,
  updateBildTitel,
  updateReihenfolge,
} from './queries';
import { removeFiles, stageFiles } from './storage';

/**
 * Files of an object may change when the viewer may save the object (spec 4 transition table). Returns
 * whether the changes go into a pending change (an owner's released object) rather than online at once.
 */
async function requireEditable(db: Db, viewer: Viewer, objektId: string): Promise<{ pending: boolean }> {
  const row = await selectBildZugang(db, objektId);
  const mine = row && (isAdmin(viewer) || row.owner === viewer.id);
  if (!row || !mine) {
    const visible = row && visibleToMembers(row);
    throw visible ? new AppError('forbidden', 'Not your object') : new AppError('notFound', 'No such object');
  }
  if (transition('speichern', row.status as Status, isAdmin(viewer) ? 'admin' : 'owner') === null) {
    throw new AppError('transitionNotAllowed', 'The object cannot be edited in its current status');
  }
  return { pending: writesPending(viewer, row.status) };
}

const present = (row: Omit<typeof objektbild.$inferSelect, 'objekt' | 'reihenfolge'>): Objektbild => ({
  msid: row.msid,
  id: row.id,
  mimetype: row.mimetype,
  s3filename: row.s3filename,
  width: row.width,
  height: row.height,
  crmfilename: row.crmfilename,
  titel: row.titel,
});

/**
 * Runs a change of an object's released files in a transaction that locks the object and writes the audit
 * entries of the change (the files before and after it).
 */
async function changeBilder<T>(db: Db, viewer: Actor, objektId: string, change: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const locked = await lockObjekt(tx, objektId);
    if (!locked) throw new AppError('notFound', 'No such object');
    const before = await selectBildRows(tx, objektId);
    const result = await change(tx);
    const after = await selectBildRows(tx, objektId);
    await auditBilder(tx, viewer, locked, before.map(presentBild), after.map(presentBild), false);
    return result;
  });
}

/**
 * Stores one uploaded image or PDF of an object. The type is judged by the content (magic bytes), not the
 * name. Files are written under temporary names and made final before the row is inserted; a failed
 * insert removes them. A failure leaves neither a file nor a row behind, and a crash (SIGKILL) at any
 * moment at worst an unreferenced file, never a row whose file is missing.
 */
export async function addBild(
  db: Db,
  store: FileStore,
  viewer: Actor,
  objektId: string,
  upload: { filename: string; data: Buffer },
) {
  await requireEditable(db, viewer, objektId);
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(upload.data);
  const mimetype = type?.mime;
  if (!acceptsType('objekt', mimetype))
    throw new AppError('unsupportedFileType', 'Only images and PDF documents are accepted');
  const file = `${randomUUID()}.${mimetype === PDF_TYPE ? 'pdf' : 'webp'}`;
  let staged: Awaited<ReturnType<typeof stageFiles>>;
  try {
    staged = await stageFiles(store, file, mimetype, upload.data);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('unsupportedFileType', 'The image could not be read');
  }
  try {
    await staged.commit();
    const row = await db.transaction(async (tx) => {
      const locked = await lockObjekt(tx, objektId);
      const values = {
        msid: `web-${randomUUID()}`,
        objekt: objektId,
        mimetype: mimetype === PDF_TYPE ? mimetype : 'image/webp',
        // Shown as the document's name: the last path segment without control or reserved characters.
        crmfilename: sanitizeDateiname(upload.filename),
        s3filename: file,
        width: staged.width,
        height: staged.height,
        titel: null,
      };
      if (locked && writesPending(viewer, locked.status)) {
        const bild = { ...values, id: randomUUID() };
        await changePendingBilder(tx, viewer, objektId, (bilder) => [...bilder, bild]);
        return bild;
      }
      if (!locked) throw new AppError('notFound', 'No such object');
      const inserted = await insertBildLast(tx, values);
      if (inserted) await auditBilder(tx, viewer, locked, [], [present(inserted)], false);
      return inserted;
    });
    if (!row) throw new Error('no row');
    return present(row);
  } catch (error) {
    await staged.rollback();
    throw error;
  }
}

/** Puts an object's files into the given order (first = thumbnail); the list must name each exactly once. */
export async function reorderBilder(db: Db, viewer: Actor, objektId: string, msids: string[]) {
  if ((await requireEditable(db, viewer, objektId)).pending) return reorderPending(db, viewer, objektId, msids);
  requireCompleteOrder(msids, await selectBildMsids(db, objektId));
  await changeBilder(db, viewer, objektId, (tx) => updateReihenfolge(tx, msids));
  return listBilder(db, objektId);
}

/** Gives one file of an object a title (documents are listed by it), or removes it (null). */
export async function setBildTitel(db: Db, viewer: Actor, objektId: string, msid: string, titel: string | null) {
  if ((await requireEditable(db, viewer, objektId)).pending) return setPendingTitel(db, viewer, objektId, msid, titel);
  const row = await changeBilder(db, viewer, objektId, (tx) => updateBildTitel(tx, objektId, msid, titel));
  if (!row) throw new AppError('notFound', 'No such file');
  return present(row);
}

/** Deletes one file of an object: the row first, then its files. */
export async function deleteBild(db: Db, store: FileStore, viewer: Actor, objektId: string, msid: string) {
  if ((await requireEditable(db, viewer, objektId)).pending) {
    return deletePendingBild(db, store, viewer, objektId, msid);
  }
  const row = await changeBilder(db, viewer, objektId, (tx) => deleteBildRow(tx, objektId, msid));
  if (!row) throw new AppError('notFound', 'No such file');
  await removeFiles(store, row.s3filename, row.mimetype);
  return listBilder(db, objektId);
}

async function listBilder(db: Db, objektId: string) {
  return (await selectBilder(db, objektId)).map(present);
}
