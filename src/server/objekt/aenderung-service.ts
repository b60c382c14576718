import { diffFelder } from '../../shared/domain/aenderung';
import { isReleased } from '../../shared/domain/status';
import type { Aenderung } from '../../shared/schemas/aenderung';
import type { Objekt } from '../../shared/schemas/objekt';
import type { ObjektDraft } from '../../shared/schemas/objekt-input';
import type { Db } from '../db/client';
import type { AenderungBild } from '../db/schema';
import { type Actor, auditBilder, auditObjekt } from '../log/audit';
import { enqueueReviewDigest, type NotifyContext, notifyAenderungDecision } from '../notify/objekt-notices';
import { AppError } from '../plugins/errors';
import { isAdmin, type Viewer } from '../plugins/session';
import { loadForWrite } from './access';
import { overlayAenderung, presentAenderung, presentBild } from './aenderung-presenter';
import {
  deleteAenderung,
  insertHistorie,
  lockObjekt,
  rejectAenderung,
  replaceBilder,
  selectAenderung,
  selectBildRows,
  updateObjekt,
  upsertAenderung,
} from './aenderung-queries';
import { presentObjekt } from './presenter';
import type { ObjektRecord } from './queries';
import { getObjekt } from './service';
import { objektColumns, replaceObjektLists, type Tx } from './write-queries';

/**
 * Revisions of released properties (issue 19 part 3). An owner's save, upload, reorder or file deletion on
 * a released object (shown with login or public) goes into the object's one pending change while the
 * released version stays online; the agency reviews the change (field and file diff) and releases it —
 * the pending version replaces the released one in one transaction — or rejects it with a reason (the
 * change stays with the owner, who reworks and thereby resubmits it, or withdraws it). Administrators'
 * own saves go live directly. Every write locks the object's row first (lockObjekt), so a release and an
 * owner's save never interleave; a release names the revision it reviewed and is refused once the owner
 * saved again.
 */

type File = { file: string; mimetype: string };

/** Whether this viewer's writes on an object in this status go into a pending change (owners of released objects). */
export const writesPending = (viewer: Viewer, status: number) => !isAdmin(viewer) && isReleased(status);

/** Locks the object and checks the viewer's writes still go into a pending change (the status may have changed). */
async function lockReleased(tx: Tx, viewer: Viewer, id: string) {
  const row = await lockObjekt(tx, id);
  if (!row) throw new AppError('notFound', 'No such object');
  if (!writesPending(viewer, row.status)) {
    throw new AppError('transitionNotAllowed', 'The object is no longer released; reload it');
  }
  return row;
}

const historie = (viewer: Viewer, row: { id: string; status: number }, aktion: string, grund?: string) => ({
  objekt: row.id,
  benutzer: viewer.id,
  aktion,
  von: row.status,
  nach: row.status,
  grund: grund ?? null,
});

/**
 * Saves the owner's edited version of a released object as its pending change (a new one, or the next
 * revision). An expired object is renewed at once: its released version comes back unchanged.
 */
export async function savePending(db: Db, viewer: Actor, id: string, input: ObjektDraft, renewUntil: string | null) {
  await db.transaction(async (tx) => {
    const row = await lockReleased(tx, viewer, id);
    const current = await selectAenderung(tx, id);
    const bilder = current?.bilder ?? (await selectBildRows(tx, id));
    await upsertAenderung(tx, { objekt: id, daten: input, bilder, benutzer: viewer.id });
    if (current?.status !== 'offen') await enqueueReviewDigest(tx);
    // The owner's save confirms the listing (shown as 'last confirmed'); an expired listing, or one
    // reminded of its expiry, runs another year.
    const renew = renewUntil && (row.istabgelaufen || row.ablaufhinweis !== null);
    await updateObjekt(tx, id, {
      bestaetigtam: new Date(),
      ...(renew ? { istabgelaufen: false, ablaufdatum: renewUntil, ablaufhinweis: null } : {}),
    });
    if (renew) await insertHistorie(tx, historie(viewer, row, 'verlaengern'));
    if (renew) await auditObjekt(tx, viewer, 'objektRenewed', row);
    await insertHistorie(tx, historie(viewer, row, 'aenderungSpeichern'));
    // The fields old → new of this save: against the pending version it replaces, or the released one.
    const released = presentObjekt(await getObjekt(tx, viewer, id), viewer);
    const before = current ? overlayAenderung(released, current) : released;
    const felder = diffFelder(before, overlayAenderung(released, { daten: input, bilder }));
    await auditObjekt(tx, viewer, 'aenderungSaved', row, { felder, ausstehend: true });
  });
}

/**
 * Changes the files of a released object's pending change inside the caller's transaction (an upload's
 * row, a new order, a removal), starting the change from the released files when there is none. Returns
 * the pending files and the released ones.
 */
export async function changePendingBilder(
  tx: Tx,
  viewer: Actor,
  id: string,
  change: (bilder: AenderungBild[]) => AenderungBild[],
) {
  const row = await lockReleased(tx, viewer, id);
  const current = await selectAenderung(tx, id);
  const released = await selectBildRows(tx, id);
  const bilder = change(current?.bilder ?? released);
  await upsertAenderung(tx, { objekt: id, bilder, benutzer: viewer.id });
  // A change of files is a step of its own when it starts or resubmits the change; then it waits for review.
  if (current?.status !== 'offen') {
    await insertHistorie(tx, historie(viewer, row, 'aenderungSpeichern'));
    await enqueueReviewDigest(tx);
  }
  await auditBilder(tx, viewer, row, (current?.bilder ?? released).map(presentBild), bilder.map(presentBild), true);
  return { bilder, released };
}

/** The files only a pending change refers to (uploads never released): removed with the change. */
const unreleased = (bilder: AenderungBild[], released: AenderungBild[]): File[] => {
  const known = new Set(released.map((b) => b.msid));
  return bilder.filter((b) => !known.has(b.msid)).map((b) => ({ file: b.s3filename, mimetype: b.mimetype }));
};

/** The files of an object's pending change that were never released (for deleting the object). */
export async function unreleasedFiles(db: Db, id: string): Promise<File[]> {
  const aenderung = await selectAenderung(db, id);
  return aenderung ? unreleased(aenderung.bilder, await selectBildRows(db, id)) : [];
}

/** The owner or an administrator withdraws the pending change; returns its unreleased files to remove. */
export async function withdrawAenderung(db: Db, viewer: Actor, id: string): Promise<File[]> {
  if (!(await loadForWrite(db, viewer, id))) throw new AppError('notFound', 'No such object');
  return db.transaction(async (tx) => {
    const row = await lockObjekt(tx, id);
    const aenderung = await selectAenderung(tx, id);
    if (!row || !aenderung) throw new AppError('notFound', 'No pending change');
    await deleteAenderung(tx, id);
    await insertHistorie(tx, historie(viewer, row, 'aenderungZurueckziehen'));
    await auditObjekt(tx, viewer, 'aenderungWithdrawn', row);
    return unreleased(aenderung.bilder, await selectBildRows(tx, id));
  });
}

/** The pending change an administrator decides on: waiting for review, in the revision they reviewed. */
async function lockReviewed(tx: Tx, id: string, revision: number) {
  const row = await lockObjekt(tx, id);
  const aenderung = row && (await selectAenderung(tx, id));
  if (!row || !aenderung) throw new AppError('notFound', 'No pending change');
  if (aenderung.status !== 'offen' || !isReleased(row.status)) {
    throw new AppError('transitionNotAllowed', 'The change does not wait for review');
  }
  if (aenderung.revision !== revision) {
    throw new AppError('aenderungVeraltet', 'The owner saved the change again; review it anew');
  }
  return { row, aenderung };
}

/** The object as the owner's mail about a decision names it: by the name of the change when it has one. */
const mailed = (
  row: { id: string; objektname: string; objektnummer: string | null; owner: number | null },
  daten: ObjektDraft | null,
) => ({
  ...row,
  objektname: daten?.objektname || row.objektname,
});

/**
 * An administrator releases the pending change: in one transaction its fields, lists, translation and
 * files replace the released version, the change is dropped and the owner's mail is enqueued. The release
 * confirms the listing ('last confirmed'). Returns the files no longer used.
 */
export async function releaseAenderung(
  db: Db,
  viewer: Actor,
  id: string,
  revision: number,
  notify: NotifyContext,
): Promise<File[]> {
  return db.transaction(async (tx) => {
    const { row, aenderung } = await lockReviewed(tx, id, revision);
    const { daten } = aenderung;
    const now = new Date();
    const released = presentObjekt(await getObjekt(tx, viewer, id), viewer);
    await updateObjekt(tx, id, {
      ...(daten ? objektColumns(daten) : {}),
      geaendertam: now,
      geaendertvon: aenderung.benutzer,
      versionsnummer: row.versionsnummer + 1,
      bestaetigtam: now,
    });
    if (daten) await replaceObjektLists(tx, id, row.msid, daten);
    const removed = await replaceBilder(tx, id, aenderung.bilder);
    await deleteAenderung(tx, id);
    await insertHistorie(tx, historie(viewer, row, 'aenderungFreigeben'));
    await notifyAenderungDecision(tx, notify, mailed(row, daten), { released: true });
    const live = presentObjekt(await getObjekt(tx, viewer, id), viewer);
    await auditObjekt(tx, viewer, 'aenderungReleased', live, { felder: diffFelder(released, live) });
    await auditBilder(tx, viewer, live, released.bilder, live.bilder, false);
    return removed;
  });
}

/**
 * An administrator rejects the pending change with a reason; the owner keeps it to rework or withdraw and
 * is mailed the reason in the same transaction.
 */
export async function rejectPending(
  db: Db,
  viewer: Actor,
  id: string,
  revision: number,
  grund: string,
  notify: NotifyContext,
) {
  await db.transaction(async (tx) => {
    const { row, aenderung } = await lockReviewed(tx, id, revision);
    await rejectAenderung(tx, id, grund);
    await insertHistorie(tx, historie(viewer, row, 'aenderungAblehnen', grund));
    await notifyAenderungDecision(tx, notify, mailed(row, aenderung.daten), { released: false, grund });
    await auditObjekt(tx, viewer, 'aenderungRejected', row, { grund });
  });
}

/** The pending change of an object with its diff, for the owner and administrators; null when there is none. */
export async function getAenderung(db: Db, viewer: Viewer, id: string): Promise<Aenderung | null> {
  if (!(await loadForWrite(db, viewer, id))) throw new AppError('notFound', 'No such object');
  const aenderung = await selectAenderung(db, id);
  if (!aenderung) return null;
  return presentAenderung(presentObjekt(await getObjekt(db, viewer, id), viewer), aenderung);
}

/**
 * One object as GET /api/objekt/{id} shows it to this viewer: the owner of a released object with a
 * pending change sees (and edits) the pending version, everyone else the released one.
 */
export async function presentForViewer(db: Db, viewer: Viewer | null, record: ObjektRecord): Promise<Objekt> {
  const id = record.row.id;
  const presented = presentObjekt(record, viewer);
  if (!viewer || isAdmin(viewer) || record.row.owner !== viewer.id || !record.aenderung) return presented;
  const aenderung = await selectAenderung(db, id);
  return aenderung ? overlayAenderung(presented, aenderung) : presented;
}

/** One object by id as the viewer sees it after a write (see presentForViewer). */
export async function presentById(db: Db, viewer: Viewer, id: string): Promise<Objekt> {
  return presentForViewer(db, viewer, await getObjekt(db, viewer, id));
}
