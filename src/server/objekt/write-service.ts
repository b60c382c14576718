import { diffFelder } from '../../shared/domain/aenderung';
import { PUBLIC_STATUS, STATUS, type Status } from '../../shared/domain/objekt';
import { type ObjektAktion, type Rolle, requiresComplete, transition } from '../../shared/domain/status';
import {
  inputOfObjekt,
  missingForSubmission,
  type ObjektAktionBody,
  type ObjektDraft,
} from '../../shared/schemas/objekt-input';
import type { Db } from '../db/client';
import { plainOwnerText, sanitizeOwnerText } from '../lib/sanitize';
import { type Actor, auditObjekt } from '../log/audit';
import { type NotifyContext, notifyStatusChange } from '../notify/objekt-notices';
import { AppError } from '../plugins/errors';
import { isAdmin, type Viewer } from '../plugins/session';
import { requestInstantAlerts } from '../suchauftrag/alerts';
import { loadForWrite } from './access';
import { lockObjekt } from './aenderung-queries';
import { savePending, unreleasedFiles, writesPending } from './aenderung-service';
import { presentObjekt } from './presenter';
import { getObjekt } from './service';
import {
  deleteObjektRow,
  insertHistorie,
  insertObjekt,
  isValidGeometry,
  nextObjektnummer,
  type ObjektRow,
  objektColumns,
  replaceObjektLists,
  selectBildDateien,
  selectHistorie,
  type Tx,
  updateObjekt,
} from './write-queries';

/** How long a listing runs before it expires; saving an expired one renews it (spec 4). */
const LAUFZEIT_MONATE = 12;

export const expiryFrom = (now: Date) => {
  const d = new Date(now);
  d.setMonth(d.getMonth() + LAUFZEIT_MONATE);
  return d.toISOString().slice(0, 10);
};

/**
 * What an owner types is stored clean (issue 23, finding 9), so every reader of the API gets it so: the
 * detailed descriptions as text with <br> breaks and nothing else (spec 3: line breaks become HTML
 * breaks), the other multi-line fields as plain text without markup. Names, street and place are single
 * plain-text lines, escaped wherever they are shown.
 */
export function cleanOwnerTexts<T extends ObjektDraft>(input: T): T {
  const plain = (text: string | null) => (text === null ? null : plainOwnerText(text));
  const u = input.uebersetzung;
  return {
    ...input,
    detailbeschreibung: sanitizeOwnerText(input.detailbeschreibung),
    lageerreichbarkeit: plain(input.lageerreichbarkeit),
    internebeschreibung: plain(input.internebeschreibung),
    kontakte: plain(input.kontakte),
    uebersetzung: {
      ...u,
      detailbeschreibung_en: u.detailbeschreibung_en === null ? null : sanitizeOwnerText(u.detailbeschreibung_en),
      lageerreichbarkeit_en: plain(u.lageerreichbarkeit_en),
    },
  };
}

export const roleOf = (viewer: Viewer): Rolle => (isAdmin(viewer) ? 'admin' : 'owner');

/** Re-exported for the other writers of objects (duplicate-service.ts). */
export { loadForWrite };

export function requireTransition(action: ObjektAktion, from: Status, role: Rolle, wanted?: number): Status {
  const to = transition(action, from, role, wanted);
  if (to === null) throw new AppError('transitionNotAllowed', `Action ${action} is not allowed in status ${from}`);
  return to;
}

/**
 * Refuses a listing that is not complete for a status that needs it (under review, released) with the
 * missing fields keyed by body path ('objekt.plz'), as a validation failure of the body would be.
 */
export function requireComplete(input: unknown) {
  const missing = missingForSubmission(input);
  if (missing.length === 0) return;
  const fields = Object.fromEntries(missing.map((m) => [`objekt.${m.path}`, m.message]));
  throw new AppError('incomplete', `Missing for submission: ${Object.keys(fields).join(', ')}`, fields);
}

async function checkGeometry(db: Db, input: ObjektDraft) {
  if (input.polygon && !(await isValidGeometry(db, input.polygon))) {
    throw new AppError('invalidRequest', 'The plot outline is no valid polygon', {
      'objekt.polygon': 'error.polygonInvalid',
    });
  }
}

/**
 * Writes a new object of the viewer 'in progress' inside the caller's transaction: its row with the year's
 * next object number, its lists and translation, the history's first step and the audit entry (the
 * editor's creation, and the OpenImmo import's). Returns the object number.
 */
export async function insertNewObjekt(tx: Tx, viewer: Actor, id: string, msid: string, input: ObjektDraft) {
  const now = new Date();
  const objektnummer = await nextObjektnummer(tx, now.getFullYear());
  await insertObjekt(tx, {
    id,
    msid,
    status: STATUS.IN_BEARBEITUNG,
    objektnummer,
    owner: viewer.id,
    geaendertvon: viewer.id,
    ablaufdatum: expiryFrom(now),
    ...objektColumns(input),
  });
  await replaceObjektLists(tx, id, msid, input);
  await insertHistorie(tx, { objekt: id, benutzer: viewer.id, aktion: 'erstellen', nach: STATUS.IN_BEARBEITUNG });
  await auditObjekt(tx, viewer, 'objektCreated', { id, objektname: input.objektname, objektnummer });
  return objektnummer;
}

/**
 * Creates or saves an object (PUT /api/objekt/{id}). Creating needs a logged-in user who confirms being
 * owner, lawful landlord or broker with sole mandate; the object starts 'in progress' and belongs to them.
 * A draft saves with whatever is filled in; a listing under review or released only when complete.
 * Saving follows the transition table; an expired object is renewed by saving it once.
 */
export async function saveObjekt(
  db: Db,
  viewer: Actor,
  id: string,
  input: ObjektDraft,
  bestaetigung: boolean | undefined,
): Promise<{ created: boolean }> {
  input = cleanOwnerTexts(input);
  const existing = await loadForWrite(db, viewer, id);
  if (existing && requiresComplete(existing.status)) requireComplete(input);
  await checkGeometry(db, input);
  const now = new Date();
  if (!existing) {
    if (!bestaetigung && !isAdmin(viewer)) {
      throw new AppError('confirmationRequired', 'Confirm being owner, landlord or broker with sole mandate', {
        bestaetigung: 'error.confirmationRequired',
      });
    }
    await db.transaction((tx) => insertNewObjekt(tx, viewer, id, `web-${id}`, input));
    return { created: true };
  }
  const status = requireTransition('speichern', existing.status as Status, roleOf(viewer));
  // Expired, or reminded of its expiry: one save renews it for another year.
  const renew = existing.istabgelaufen || existing.ablaufhinweis !== null;
  if (writesPending(viewer, existing.status)) {
    // Released: the owner's version waits for the agency's review (aenderung-service.ts).
    await savePending(db, viewer, id, input, renew ? expiryFrom(now) : null);
    return { created: false };
  }
  await db.transaction(async (tx) => {
    // Locked and checked again: a release or activation meanwhile would turn this save into a pending change.
    if ((await lockObjekt(tx, id))?.status !== existing.status) {
      throw new AppError('transitionNotAllowed', 'The object changed its status meanwhile; reload it');
    }
    const before = await snapshot(tx, viewer, id);
    await updateObjekt(tx, id, {
      ...objektColumns(input),
      internebeschreibung:
        isAdmin(viewer) || existing.owner === viewer.id ? input.internebeschreibung : existing.internebeschreibung,
      status,
      geaendertam: now,
      geaendertvon: viewer.id,
      versionsnummer: existing.versionsnummer + 1,
      bestaetigtam: now,
      ...(renew ? { istabgelaufen: false, ablaufdatum: expiryFrom(now), ablaufhinweis: null } : {}),
    });
    await replaceObjektLists(tx, id, existing.msid, input);
    // The agency's direct save of a released listing (a price, say) or a renewal: the instant alerts look.
    if (PUBLIC_STATUS.includes(status)) await requestInstantAlerts(tx);
    await insertHistorie(tx, {
      objekt: id,
      benutzer: viewer.id,
      aktion: renew ? 'verlaengern' : 'speichern',
      von: existing.status,
      nach: status,
    });
    const after = await snapshot(tx, viewer, id);
    await auditObjekt(tx, viewer, renew ? 'objektRenewed' : 'objektSaved', after, {
      felder: diffFelder(before, after),
      status: status === existing.status ? undefined : { aktion: 'speichern', von: existing.status, nach: status },
    });
  });
  return { created: false };
}

/**
 * Applies a workflow action (submit, release, reject, deactivate, activate, set status), records it and
 * enqueues the mails it causes in the same transaction. An action that leads to review or release needs
 * the complete listing (spec 5), else 400 `incomplete` with what is missing.
 */
export async function applyAktion(
  db: Db,
  viewer: Actor,
  id: string,
  body: ObjektAktionBody,
  notify: NotifyContext,
): Promise<Status> {
  const existing = await loadForWrite(db, viewer, id);
  if (!existing) throw new AppError('notFound', 'No such object');
  const to = requireTransition(body.aktion, existing.status as Status, roleOf(viewer), body.status);
  if (requiresComplete(to)) requireComplete(inputOfObjekt(presentObjekt(await getObjekt(db, viewer, id), viewer)));
  await db.transaction((tx) => recordAktion(tx, viewer, existing, to, body, notify));
  return to;
}

/**
 * Writes a checked status change of one object inside the caller's transaction: the new status, the
 * history entry with its reason and the mails it causes (also used by the admin list's bulk change).
 */
export async function recordAktion(
  tx: Tx,
  viewer: Actor,
  existing: ObjektRow,
  to: Status,
  body: ObjektAktionBody,
  notify: NotifyContext,
): Promise<void> {
  const grund = [body.grund, body.grundtext].filter(Boolean).join(': ') || null;
  await updateObjekt(tx, existing.id, { status: to, geaendertam: new Date(), geaendertvon: viewer.id });
  await insertHistorie(tx, {
    objekt: existing.id,
    benutzer: viewer.id,
    aktion: body.aktion,
    von: existing.status,
    nach: to,
    grund,
  });
  await auditObjekt(tx, viewer, 'objektStatusChanged', existing, {
    status: { aktion: body.aktion, von: existing.status, nach: to },
    grund: grund ?? undefined,
  });
  await notifyStatusChange(tx, notify, existing, {
    aktion: body.aktion,
    from: existing.status as Status,
    to,
    byAgency: isAdmin(viewer) && existing.owner !== viewer.id,
    grund: body.grund,
    grundtext: body.grundtext,
  });
}

/** Deletes an object irreversibly; returns its files so the caller removes them after the commit. */
export async function deleteObjekt(db: Db, viewer: Actor, id: string): Promise<{ file: string; mimetype: string }[]> {
  const existing = await loadForWrite(db, viewer, id);
  if (!existing) throw new AppError('notFound', 'No such object');
  requireTransition('loeschen', existing.status as Status, roleOf(viewer));
  const files = await selectBildDateien(db, id);
  files.push(...(await unreleasedFiles(db, id)));
  await db.transaction(async (tx) => {
    await deleteObjektRow(tx, id);
    await auditObjekt(tx, viewer, 'objektDeleted', existing);
  });
  return files;
}

/** The object as it is inside the transaction, presented as the editor shows it (the one shape diffFelder compares). */
async function snapshot(tx: Tx, viewer: Viewer, id: string) {
  return presentObjekt(await getObjekt(tx, viewer, id), viewer);
}

/** The history of an object for its owner or the agency. */
export async function getHistorie(db: Db, viewer: Viewer, id: string) {
  const existing = await loadForWrite(db, viewer, id);
  if (!existing) throw new AppError('notFound', 'No such object');
  const rows = await selectHistorie(db, id);
  return rows.map((r) => ({ ...r, zeit: r.zeit.toISOString() }));
}
