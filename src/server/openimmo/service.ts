import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { inRegion, pointWkt } from '../../shared/domain/geo';
import { STATUS } from '../../shared/domain/objekt';
import type { ImportBericht, ImportLauf, ImportRefusalReason } from '../../shared/domain/openimmo';
import { routePath } from '../../shared/domain/routes';
import { isReleased } from '../../shared/domain/status';
import { type ObjektDraft, objektDraftSchema, objektInputSchema } from '../../shared/schemas/objekt-input';
import { removeFiles } from '../bilder/storage';
import type { Db } from '../db/client';
import { enqueueMail } from '../jobs/mail';
import type { Actor } from '../log/audit';
import { importBerichtMail } from '../notify/import-mail';
import { selectObjekte } from '../objekt/queries';
import { isValidGeometry } from '../objekt/write-queries';
import { cleanOwnerTexts } from '../objekt/write-service';
import { AppError } from '../plugins/errors';
import { isAdmin } from '../plugins/session';
import type { FileStore } from '../storage/store';
import { anhaengeFingerprint, pruefeAnhaenge, sha256, stageAnhaenge } from './anhaenge';
import { FeedError } from './feed-error';
import { createSlots, type FeedPool } from './feed-pool';
import type { GeoAngabe, Mapped } from './mapping';
import { presentLauf } from './presenter';
import {
  insertLauf,
  selectImportiert,
  selectLaeufe,
  selectLauf,
  selectMakler,
  selectNaechsterOrt,
  selectOrtByName,
} from './queries';
import { changeImportiert, createImportiert, type Schluessel, withdrawImportiert } from './schreiben';
import { readFeedFiles } from './zip';

/**
 * The OpenImmo import of a broker's feed (issue #26 part B). The whole feed is read first — the upload
 * unpacked (zip.ts), parsed and mapped off the event loop (feed-pool.ts) — and refused with importInvalid,
 * nothing written, when it cannot be read. Then object by object, each in its own transaction: validated
 * with the editor's rules and cleaning, located in the gazetteer, its attachments checked, and created,
 * changed, left unchanged (same fingerprint) or withdrawn (DELETE; a VOLL feed's missing ones), with the
 * broker as the acting owner; one object's refusal does not stop the others. The report is stored and
 * mailed to the broker in one transaction.
 */

/** The reason text of a listing a VOLL feed no longer has, or a DELETE names (deactivation 'other: …'). */
const GRUND_VOLL = 'removed from feed';
const GRUND_DELETE = 'deleted in the feed';

export interface ImportDeps {
  db: Db;
  store: FileStore;
  publicUrl: string;
  pool: FeedPool;
  log: FastifyBaseLogger;
}

/** The file of one upload, saved in the import's work directory. */
export interface ImportDatei {
  file: string;
  dateiname: string;
  bytes: number;
  workDir: string;
}

/**
 * The broker an import is for: the caller when a broker; for an administrator the broker named by
 * `?makler=` (400 when that user is no broker). Others are refused (403) before their file is read.
 */
export async function resolveMakler(db: Db, viewer: Actor, makler: number | undefined) {
  if (makler !== undefined && !isAdmin(viewer))
    throw new AppError('forbidden', 'Only administrators import for a broker');
  const target = await selectMakler(db, makler ?? viewer.id);
  if (makler === undefined && !target?.makler) {
    if (isAdmin(viewer)) throw invalidMakler('Name the broker to import for with ?makler=');
    throw new AppError('forbidden', 'Only brokers import OpenImmo feeds');
  }
  if (!target?.makler) throw invalidMakler('The user named by ?makler= is no broker');
  return target;
}

const invalidMakler = (message: string) => new AppError('invalidRequest', message, { makler: 'error.invalidValue' });

/** A work directory for one upload under DATA_DIR/tmp, beside the stored files (removed by the caller). */
export async function createWorkDir(dataDir: string) {
  await fs.mkdir(path.join(dataDir, 'tmp'), { recursive: true });
  return fs.mkdtemp(path.join(dataDir, 'tmp', 'openimmo-'));
}

/** The import service of one app: the slots and the worker pool are per process. */
export function createImportService(deps: ImportDeps) {
  const { db } = deps;
  const slots = createSlots();

  /** The point and district of the feed's location, or null when it is outside Lower Austria (or unknown). */
  async function locate(geo: GeoAngabe): Promise<{ standort: string; bezirk: string } | null> {
    if (geo.land !== null && geo.land !== 'AUT') return null;
    if (geo.lon !== null && geo.lat !== null) {
      if (!inRegion(geo.lon, geo.lat)) return null;
      // The nearest place of the gazetteer decides: one of Lower Austria gives the district, a neighbouring one (Vienna, say) refuses.
      const naechster = await selectNaechsterOrt(db, geo.lon, geo.lat);
      return naechster?.bezirk ? { standort: pointWkt(geo.lon, geo.lat), bezirk: naechster.bezirk } : null;
    }
    const ort = geo.ort ? await selectOrtByName(db, geo.ort) : undefined;
    return ort ? { standort: pointWkt(ort.lon, ort.lat), bezirk: ort.bezirk } : null;
  }

  async function importFeed(
    viewer: Actor,
    makler: NonNullable<Awaited<ReturnType<typeof selectMakler>>>,
    datei: ImportDatei,
  ) {
    await slots.acquire();
    try {
      let files: Awaited<ReturnType<typeof readFeedFiles>>;
      try {
        files = await readFeedFiles(datei.file, datei.workDir);
      } catch (error) {
        if (error instanceof FeedError) throw new AppError('importInvalid', error.message);
        throw error;
      }
      const feed = await deps.pool.read(files.xml);
      if (!feed.ok) throw new AppError('importInvalid', feed.message);

      // The broker acts as the owner of the listings, also when an administrator sends the feed.
      const actor: Actor = { id: makler.id, userlevel: makler.userlevel, sessionId: viewer.sessionId, ip: viewer.ip };
      const notify = { publicUrl: deps.publicUrl };
      const bericht: ImportBericht = {
        created: 0,
        changed: 0,
        unchanged: 0,
        deactivated: 0,
        refused: [],
        incomplete: [],
      };
      const refuse = (obid: string, reason: ImportRefusalReason, detail?: string) =>
        bericht.refused.push(detail === undefined ? { obid, reason } : { obid, reason, detail });
      const importiert = new Map((await selectImportiert(db, makler.id)).map((r) => [r.schluessel, r]));
      const genannt = new Set<string>();
      const unused: { file: string; mimetype: string }[] = [];

      const withdraw = async (objektId: string, obid: string, grund: string) => {
        const result = await withdrawImportiert(db, actor, objektId, grund, notify);
        if (result.done === 'deactivated') {
          bericht.deactivated += 1;
          unused.push(...result.files);
        } else if (result.done === 'notEditable') refuse(obid, 'notEditable');
        return result.done;
      };

      for (const objekt of feed.objekte) {
        if (objekt.key !== null && genannt.has(objekt.key)) {
          refuse(objekt.obid, 'duplicateKey');
          continue;
        }
        if (objekt.key !== null) genannt.add(objekt.key);
        if (objekt.kind === 'refused') {
          refuse(objekt.obid, objekt.reason, objekt.detail);
          continue;
        }
        const existing = importiert.get(objekt.key);
        if (objekt.kind === 'delete') {
          if (!existing) refuse(objekt.obid, 'unknownObject');
          else if ((await withdraw(existing.objekt, objekt.obid, GRUND_DELETE)) === 'unchanged') bericht.unchanged += 1;
          continue;
        }
        const outcome = await upsert(actor, makler.id, objekt, existing, files.dateien, unused);
        if (typeof outcome === 'string') bericht[outcome] += 1;
        else if ('outcome' in outcome) {
          bericht[outcome.outcome] += 1;
          bericht.incomplete.push({ obid: objekt.obid, objekt: outcome.objekt, detail: outcome.offen });
        } else refuse(objekt.obid, outcome.reason, outcome.detail);
      }

      if (feed.umfang === 'VOLL') {
        for (const [schluessel, row] of importiert) {
          if (!genannt.has(schluessel) && row.status !== STATUS.DEAKTIVIERT)
            await withdraw(row.objekt, schluessel, GRUND_VOLL);
        }
      }
      await Promise.all(unused.map((f) => removeFiles(deps.store, f.file, f.mimetype)));

      const id = await db.transaction(async (tx) => {
        const laufId = await insertLauf(tx, {
          makler: makler.id,
          von: viewer.id,
          dateiname: datei.dateiname,
          bytes: datei.bytes,
          umfang: feed.umfang,
          bericht,
        });
        // The upload page lists the broker's runs with their reports.
        const url = `${deps.publicUrl}${routePath('admin-import', makler.lang)}`;
        const label = makler.lang === 'en' ? 'See the imports' : 'Importe ansehen';
        await enqueueMail(tx, importBerichtMail(makler.lang, makler.email, datei.dateiname, bericht, { label, url }));
        return laufId;
      });
      return { id, ...bericht };
    } finally {
      slots.release();
    }
  }

  type Upsert = Extract<Mapped, { kind: 'upsert' }>;
  type Outcome =
    | 'created'
    | 'changed'
    | 'unchanged'
    | { outcome: 'created' | 'changed'; objekt: string; offen: string }
    | { reason: ImportRefusalReason; detail?: string };

  /**
   * What OpenImmo may not carry and the broker may have added in the editor — a plot's outline, the English
   * texts — kept from the stored listing where the feed leaves it out.
   */
  async function keptFromEditor(
    maklerId: number,
    objektId: string,
    entwurf: Upsert['entwurf'],
  ): Promise<Upsert['entwurf']> {
    const [gespeichert] = await selectObjekte(db, { statuses: [], includeExpired: true, ownerId: maklerId }, objektId);
    if (!gespeichert) return entwurf;
    const en = gespeichert.uebersetzung;
    return {
      ...entwurf,
      polygon: entwurf.polygon ?? gespeichert.polygon,
      uebersetzung: {
        objektname_en: entwurf.uebersetzung.objektname_en ?? en?.objektname_en ?? null,
        detailbeschreibung_en: entwurf.uebersetzung.detailbeschreibung_en ?? en?.detailbeschreibung_en ?? null,
        lageerreichbarkeit_en: entwurf.uebersetzung.lageerreichbarkeit_en ?? en?.lageerreichbarkeit_en ?? null,
      },
    };
  }

  /** Creates or changes one object of the feed (or finds it unchanged); a refusal with its reason otherwise. */
  async function upsert(
    actor: Actor,
    maklerId: number,
    objekt: Upsert,
    existing: { objekt: string; fingerprint: string; anhaenge: string; status: number } | undefined,
    dateien: Map<string, string>,
    unused: { file: string; mimetype: string }[],
  ): Promise<Outcome> {
    if (!existing && objekt.change) return { reason: 'unknownObject' };
    const lage = await locate(objekt.geo);
    if (!lage)
      return {
        reason: 'outsideRegion',
        detail: [objekt.geo.plz, objekt.geo.ort].filter(Boolean).join(' ') || undefined,
      };
    const entwurf = {
      ...(existing ? await keptFromEditor(maklerId, existing.objekt, objekt.entwurf) : objekt.entwurf),
      ...lage,
    };
    const complete = objektInputSchema.safeParse(entwurf);
    const firstIssue = (issues: readonly { path: PropertyKey[]; message: string }[]) =>
      `${issues[0]?.path.join('.')}: ${issues[0]?.message}`;
    let parsed: { data: ObjektDraft };
    let offen: string | undefined;
    if (complete.success) parsed = complete;
    else {
      // What a submission needs and the feed lacks: kept in progress (a released listing's change must be
      // complete, as in the editor). Anything else wrong is refused.
      const draft = objektDraftSchema.safeParse(entwurf);
      if (!draft.success || (existing && isReleased(existing.status)))
        return { reason: 'invalidField', detail: firstIssue((draft.success ? complete : draft).error.issues) };
      parsed = draft;
      offen = firstIssue(complete.error.issues);
    }
    const input = cleanOwnerTexts(parsed.data);
    if (input.polygon && !(await isValidGeometry(db, input.polygon))) {
      return { reason: 'invalidField', detail: 'polygon: error.polygonInvalid' };
    }
    const anhaenge = await pruefeAnhaenge(objekt.anhaenge, dateien);
    if (!anhaenge.ok) return { reason: 'attachmentRefused', detail: anhaenge.pfad };
    const key: Schluessel = {
      makler: maklerId,
      schluessel: objekt.key,
      fingerprint: sha256(JSON.stringify(input)),
      anhaenge: anhaengeFingerprint(anhaenge.anhaenge),
    };
    const felderGeaendert = existing?.fingerprint !== key.fingerprint;
    const anhaengeGeaendert = existing?.anhaenge !== key.anhaenge;
    if (existing && !felderGeaendert && !anhaengeGeaendert && existing.status !== STATUS.DEAKTIVIERT)
      return 'unchanged';
    // The agency reviews it or has hidden it: its owner cannot change it now (the editor's rule).
    if (existing && (existing.status === STATUS.IN_PRUEFUNG || existing.status === STATUS.NICHT_ANZEIGEN)) {
      return { reason: 'notEditable' };
    }
    const files = anhaengeGeaendert ? await stageAnhaenge(deps.store, anhaenge.anhaenge) : null;
    if (anhaengeGeaendert && !files) return { reason: 'attachmentRefused', detail: 'image not readable' };
    if (!existing) {
      const id = await createImportiert(
        db,
        actor,
        input,
        files ?? { bilder: [], commit: async () => {}, rollback: async () => {} },
        key,
        offen === undefined,
      );
      return offen === undefined ? 'created' : { outcome: 'created', objekt: id, offen };
    }
    unused.push(
      ...(await changeImportiert(db, actor, existing.objekt, input, files, key, felderGeaendert, offen === undefined)),
    );
    return offen === undefined ? 'changed' : { outcome: 'changed', objekt: existing.objekt, offen };
  }

  /** Stored runs: a broker's own, an administrator's of all brokers or of one. */
  async function listLaeufe(viewer: Actor, makler: number | undefined): Promise<ImportLauf[]> {
    if (!isAdmin(viewer)) {
      if (makler !== undefined && makler !== viewer.id)
        throw new AppError('forbidden', 'Only administrators see other brokers’ imports');
      if (!(await selectMakler(db, viewer.id))?.makler)
        throw new AppError('forbidden', 'Only brokers import OpenImmo feeds');
    }
    const rows = await selectLaeufe(db, isAdmin(viewer) ? makler : viewer.id, 100);
    return rows.map(presentLauf);
  }

  /** One stored run: a broker's own (404 for others'), any for an administrator. */
  async function getLauf(viewer: Actor, id: string): Promise<ImportLauf> {
    const row = await selectLauf(db, id, isAdmin(viewer) ? undefined : viewer.id);
    if (!row) throw new AppError('notFound', 'No such import');
    return presentLauf(row);
  }

  return { importFeed, listLaeufe, getLauf };
}
