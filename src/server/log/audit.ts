import type { FastifyRequest } from 'fastify';
import { diffBilder, diffWerte } from '../../shared/domain/aenderung';
import type { Objektbild } from '../../shared/schemas/objekt';
import type { AuditDetails, LogAction, ObjektAuditAction } from '../../shared/schemas/statistik';
import type { Db, Tx } from '../db/client';
import { type Viewer, viewerOf } from '../plugins/session';
import { insertLog } from './queries';

/**
 * The audit trail (issue 20): who changed what and when, written into the log table in the transaction of
 * the change itself, so a change is never without its entry and an entry never without its change. The
 * log has no reference to the objects it names: an entry outlives the property, user or record it is about.
 */

/** Who acts: the logged-in user and the address the request came from. */
export type Actor = Viewer & { ip: string | null };

/** The acting user of a request that needs a login (loginRequired otherwise). */
export const actorOf = (request: FastifyRequest): Actor => ({ ...viewerOf(request), ip: request.ip });

/** An audit entry about a property: its id, name and number as they are at the time of the change. */
export interface AuditObjekt {
  id: string;
  objektname: string;
  objektnummer: string | null;
}

/** Drops empty parts, so an entry stores only what it says (a save without changed fields stores no list). */
function compact(details: AuditDetails): AuditDetails | null {
  const kept = Object.entries(details).filter(
    ([, v]) => v !== undefined && v !== null && !(Array.isArray(v) && v.length === 0),
  );
  return kept.length ? (Object.fromEntries(kept) as AuditDetails) : null;
}

/** Writes one audit entry inside the caller's transaction. */
export async function writeAudit(
  tx: Tx,
  actor: Actor | null,
  action: LogAction,
  entry: { data1?: string | null; data2?: string | null; objektnummer?: string | null; details?: AuditDetails },
) {
  await insertLog(tx, {
    action,
    userid: actor?.id ?? null,
    ip: actor?.ip ?? null,
    data1: entry.data1 ?? null,
    data2: entry.data2 ?? null,
    objektnummer: entry.objektnummer ?? null,
    details: entry.details ? compact(entry.details) : null,
  });
}

/** Writes the audit entry of a property's change: data1 its id, data2 its name, and its number. */
export function auditObjekt(
  tx: Tx,
  actor: Actor | null,
  action: ObjektAuditAction,
  objekt: AuditObjekt,
  details: AuditDetails = {},
) {
  return writeAudit(tx, actor, action, {
    data1: objekt.id,
    data2: objekt.objektname,
    objektnummer: objekt.objektnummer,
    details,
  });
}

/** The name a file is listed under: its title, else the name it was uploaded with. */
const dateiname = (b: Objektbild) => b.titel || b.crmfilename;

/**
 * Writes the audit entries of a change of a property's files, from its files before and after (the one
 * file diff, diffBilder): one entry each for files added, removed and retitled, and one when the kept
 * files changed their order. `ausstehend`: the change went into a released property's pending change.
 */
export async function auditBilder(
  tx: Tx,
  actor: Actor | null,
  objekt: AuditObjekt,
  alt: readonly Objektbild[],
  neu: readonly Objektbild[],
  ausstehend: boolean,
) {
  const diff = diffBilder(alt, neu);
  const pending = ausstehend || undefined;
  const entries: [ObjektAuditAction, Objektbild[]][] = [
    ['objektImageAdded', diff.hinzugefuegt],
    ['objektImageRemoved', diff.entfernt],
    ['objektImageRetitled', diff.umbenannt],
  ];
  for (const [action, files] of entries) {
    if (files.length)
      await auditObjekt(tx, actor, action, objekt, { dateien: files.map(dateiname), ausstehend: pending });
  }
  if (diff.reihenfolgeGeaendert) {
    await auditObjekt(tx, actor, 'objektImagesReordered', objekt, { dateien: neu.map(dateiname), ausstehend: pending });
  }
}

/** What a change of an administrators' editor reports for its audit entry. */
export interface Audited<R> {
  result: R;
  /** The record's id. */
  data1: string;
  /** Its name (title, slug, e-mail), as it is after the change (before it, for a deletion). */
  data2: string | null;
  /** For a save: the record before and after, and the fields compared (the editor's fields). */
  vorher?: Record<string, unknown>;
  nachher?: Record<string, unknown>;
  felder?: readonly string[];
}

/**
 * Runs a change of the administrators' editors (layers, URL entries, glossary, funding, campaigns, users)
 * and writes its audit entry in the same transaction: who, the record, and for a save the fields old → new.
 */
export function auditedChange<R>(
  db: Db,
  actor: Actor,
  action: LogAction,
  change: (tx: Tx) => Promise<Audited<R>>,
): Promise<R> {
  return db.transaction(async (tx) => {
    const { result, data1, data2, vorher, nachher, felder } = await change(tx);
    const diff = vorher && nachher && felder ? diffWerte(vorher, nachher, felder) : undefined;
    await writeAudit(tx, actor, action, { data1, data2, details: { felder: diff } });
    return result;
  });
}
