import { randomUUID } from 'node:crypto';
import { STATUS, type Status } from '../../shared/domain/objekt';
import { isReleased } from '../../shared/domain/status';
import type { ObjektDraft } from '../../shared/schemas/objekt-input';
import type { Db } from '../db/client';
import { type Actor, auditObjekt } from '../log/audit';
import { enqueueReviewDigest, type NotifyContext } from '../notify/objekt-notices';
import { lockObjekt, replaceBilder } from '../objekt/aenderung-queries';
import { changePendingBilder, savePending } from '../objekt/aenderung-service';
import {
  deleteObjektRow,
  insertHistorie,
  objektColumns,
  replaceObjektLists,
  selectBildDateien,
  type Tx,
  updateObjekt,
} from '../objekt/write-queries';
import { expiryFrom, insertNewObjekt, recordAktion } from '../objekt/write-service';
import type { GespeicherteAnhaenge } from './anhaenge';
import { upsertSchluessel } from './queries';

/**
 * The writes of one imported object, each in one transaction, with the broker as the acting owner: what the
 * editor does for an owner's save, submission and deactivation, without the owner's per-listing receipt
 * mails (the broker gets the feed's report instead). New listings and changes of unreleased ones go to
 * review; changes of released ones become their pending change (objekt/aenderung-service.ts).
 */

type File = { file: string; mimetype: string };

/** The key row written with every import of an object. */
export interface Schluessel {
  makler: number;
  schluessel: string;
  fingerprint: string;
  anhaenge: string;
}

/** Submits (in progress, draft) or reactivates (deactivated) an object for review, as its owner would. */
async function zurPruefung(
  tx: Tx,
  actor: Actor,
  row: { id: string; objektname: string; objektnummer: string },
  von: Status,
) {
  const aktion = von === STATUS.DEAKTIVIERT ? 'aktivieren' : 'einreichen';
  await updateObjekt(tx, row.id, { status: STATUS.IN_PRUEFUNG, geaendertam: new Date(), geaendertvon: actor.id });
  await insertHistorie(tx, { objekt: row.id, benutzer: actor.id, aktion, von, nach: STATUS.IN_PRUEFUNG });
  await auditObjekt(tx, actor, 'objektStatusChanged', row, { status: { aktion, von, nach: STATUS.IN_PRUEFUNG } });
  await enqueueReviewDigest(tx);
}

/**
 * Creates the listing with its files and the broker's key: submitted for review when complete, otherwise
 * left in progress for the broker to complete in the editor. Returns its id.
 */
export async function createImportiert(
  db: Db,
  actor: Actor,
  input: ObjektDraft,
  files: GespeicherteAnhaenge,
  key: Schluessel,
  einreichen: boolean,
): Promise<string> {
  const id = randomUUID();
  await files.commit();
  try {
    await db.transaction(async (tx) => {
      const objektnummer = await insertNewObjekt(tx, actor, id, `openimmo-${id}`, input);
      await replaceBilder(tx, id, files.bilder);
      if (einreichen)
        await zurPruefung(tx, actor, { id, objektname: input.objektname, objektnummer }, STATUS.IN_BEARBEITUNG);
      await upsertSchluessel(tx, { ...key, objekt: id });
    });
    return id;
  } catch (error) {
    await files.rollback();
    throw error;
  }
}

/**
 * Changes an imported listing: a released one gets the feed's version as its pending change (fields and,
 * when they changed, files); an unreleased one (in progress, draft, deactivated) is saved and goes to
 * review when complete (`einreichen`). `files` is null when the attachments did not change. Returns the files
 * no longer used.
 */
export async function changeImportiert(
  db: Db,
  actor: Actor,
  objektId: string,
  input: ObjektDraft,
  files: GespeicherteAnhaenge | null,
  key: Schluessel,
  felderGeaendert: boolean,
  einreichen: boolean,
): Promise<File[]> {
  await files?.commit();
  try {
    return await db.transaction(async (tx) => {
      const row = await lockObjekt(tx, objektId);
      if (!row) throw new Error(`imported object ${objektId} is gone`);
      let removed: File[] = [];
      if (isReleased(row.status)) {
        // savePending's own transaction becomes a savepoint of this one: the object's writes commit together.
        if (felderGeaendert) await savePending(tx as unknown as Db, actor, objektId, input, expiryFrom(new Date()));
        if (files) await changePendingBilder(tx, actor, objektId, () => files.bilder);
      } else {
        const now = new Date();
        await updateObjekt(tx, objektId, {
          ...objektColumns(input),
          geaendertam: now,
          geaendertvon: actor.id,
          bestaetigtam: now,
          versionsnummer: row.versionsnummer + 1,
          ...(row.istabgelaufen || row.ablaufhinweis !== null
            ? { istabgelaufen: false, ablaufdatum: expiryFrom(now), ablaufhinweis: null }
            : {}),
        });
        await replaceObjektLists(tx, objektId, row.msid, input);
        if (files) removed = await replaceBilder(tx, objektId, files.bilder);
        await insertHistorie(tx, {
          objekt: objektId,
          benutzer: actor.id,
          aktion: 'speichern',
          von: row.status,
          nach: row.status,
        });
        await auditObjekt(tx, actor, 'objektSaved', { ...row, objektname: input.objektname });
        if (einreichen) await zurPruefung(tx, actor, { ...row, objektname: input.objektname }, row.status as Status);
      }
      await upsertSchluessel(tx, { ...key, objekt: objektId });
      return removed;
    });
  } catch (error) {
    await files?.rollback();
    throw error;
  }
}

/** What withdrawing an imported listing did. */
export type Rueckzug = { done: 'deactivated'; files: File[] } | { done: 'unchanged' } | { done: 'notEditable' };

/**
 * Withdraws an imported listing as its owner could (a DELETE of the feed, or a VOLL feed without it): a
 * released one is deactivated with the reason "other: <grundtext>", one in progress or draft is deleted
 * (its files returned for removal), a deactivated one stays so; one the agency reviews or has hidden cannot
 * be withdrawn by its owner.
 */
export async function withdrawImportiert(
  db: Db,
  actor: Actor,
  objektId: string,
  grundtext: string,
  notify: NotifyContext,
): Promise<Rueckzug> {
  return db.transaction(async (tx): Promise<Rueckzug> => {
    const row = await lockObjekt(tx, objektId);
    if (!row || row.status === STATUS.DEAKTIVIERT) return { done: 'unchanged' };
    if (isReleased(row.status)) {
      const body = { aktion: 'deaktivieren', grund: 'sonstiges', grundtext } as const;
      await recordAktion(tx, actor, row, STATUS.DEAKTIVIERT, body, notify);
      return { done: 'deactivated', files: [] };
    }
    if (row.status === STATUS.IN_BEARBEITUNG || row.status === STATUS.ENTWURF) {
      const files = await selectBildDateien(tx as unknown as Db, objektId);
      await deleteObjektRow(tx, objektId);
      await auditObjekt(tx, actor, 'objektDeleted', row);
      return { done: 'deactivated', files };
    }
    return { done: 'notEditable' };
  });
}
