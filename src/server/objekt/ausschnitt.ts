import { eq, sql } from 'drizzle-orm';
import { type Bbox, inBbox } from '../../shared/domain/ausschnitt';
import {
  type FilterbaresObjekt,
  type FilterViewer,
  type KartenFilter,
  matchesKartenFilter,
} from '../../shared/domain/kartenfilter';
import type { BezirkAnzahl, ObjektKurz } from '../../shared/schemas/objekt';
import type { Db } from '../db/client';
import { objekt, uebersetzung } from '../db/schema';
import { isVisible, type VisibilityFilter } from './queries';

/**
 * The map by extent (GET /api/objekt/ausschnitt, shared/domain/ausschnitt.ts). Every object is kept in
 * memory once per data version as a small entry: what the filters and the visibility rule read, its
 * position, and its map summary (ObjektKurz) already serialised. An answer filters the entries with the
 * map's own filter code (shared/domain/kartenfilter.ts) — the same rules the browser applies to a whole
 * list — and joins the summaries of the matches, or counts them per district when there are too many.
 * Nothing else is held per object: no full rows, no texts, no pictures but the first.
 */
export interface KartenEintrag extends FilterbaresObjekt {
  istabgelaufen: boolean;
  bezirk: string;
  /** Lon/lat, NaN when the object has no location. */
  lon: number;
  lat: number;
  /** The ObjektKurz as JSON. */
  json: string;
}

/** The summary columns of every object, newest first (the order of GET /api/objekt). */
async function loadEintraege(db: Db): Promise<KartenEintrag[]> {
  const rows = await db
    .select({
      row: {
        id: objekt.id,
        status: objekt.status,
        objektname: objekt.objektname,
        ort: objekt.ort,
        plz: objekt.plz,
        bezirk: objekt.bezirk,
        objektart: objekt.objektart,
        owner: objekt.owner,
        flaecheinqm: objekt.flaecheinqm,
        istteilbar: objekt.istteilbar,
        kleinsteflaecheinqm: objekt.kleinsteflaecheinqm,
        istkaufobjekt: objekt.istkaufobjekt,
        istmietobjekt: objekt.istmietobjekt,
        kaufpreis: objekt.kaufpreis,
        kaufpreisproqm: objekt.kaufpreisproqm,
        mietpreis: objekt.mietpreis,
        mietpreisproqm: objekt.mietpreisproqm,
        istabgelaufen: objekt.istabgelaufen,
        ecoplus: objekt.ecoplus,
      },
      lon: sql<number | null>`ST_X(${objekt.standort})`,
      lat: sql<number | null>`ST_Y(${objekt.standort})`,
      standort: sql<string | null>`ST_AsText(${objekt.standort})`,
      geometry: sql<string | null>`ST_AsText(${objekt.geometry})`,
      polygon: sql<string | null>`ST_AsText(${objekt.polygon})`,
      objektnameEn: uebersetzung.objektname_en,
      hatUebersetzung: sql<boolean>`${uebersetzung.msid} is not null`,
      standortbeschreibung: sql<number[]>`coalesce((select array_agg(m.merkmal order by m.merkmal)
        from objekt_merkmal m where m.objekt = ${objekt.id}), '{}')`,
      bild: sql<ObjektKurz['bilder'][number] | null>`(select json_build_object('msid', b.msid, 'id', b.id,
        'mimetype', b.mimetype, 's3filename', b.s3filename, 'width', b.width, 'height', b.height)
        from objektbild b where b.objekt = ${objekt.id} order by b.reihenfolge limit 1)`,
    })
    .from(objekt)
    .leftJoin(uebersetzung, eq(uebersetzung.objekt, objekt.id))
    .orderBy(sql`${objekt.erstelltam} desc`, objekt.id);

  return rows.map((r) => {
    const { owner, ...row } = r.row;
    const kurz: ObjektKurz = {
      ...row,
      standortbeschreibung: r.standortbeschreibung,
      bilder: r.bild ? [r.bild] : [],
      standort: r.standort,
      geometry: r.geometry,
      polygon: r.polygon,
      uebersetzung: r.hatUebersetzung ? { objektname_en: r.objektnameEn } : null,
    };
    return {
      ...row,
      owner,
      standortbeschreibung: r.standortbeschreibung,
      lon: r.lon ?? Number.NaN,
      lat: r.lat ?? Number.NaN,
      json: JSON.stringify(kurz),
    };
  });
}

/** One extent question: who asks (visibility and the filters' viewer), what they filter, and where. */
export interface AusschnittFrage {
  visibility: VisibilityFilter;
  viewer: FilterViewer;
  filter: KartenFilter;
  /** The map section; null with ignoreExtent (the whole list). */
  bbox: Bbox | null;
  /** Above this many matches the answer counts per district instead of listing. */
  maxObjekte: number;
}

/**
 * Counts per district, most first, each at the position of its match nearest to the matches' mean
 * position: always where an object is (a mean can fall where none is), so zooming in there never
 * lands on an empty section and every step narrows it.
 */
function proBezirk(matches: readonly KartenEintrag[]): BezirkAnzahl[] {
  const groups = new Map<string, KartenEintrag[]>();
  for (const m of matches) {
    const group = groups.get(m.bezirk);
    if (group) group.push(m);
    else groups.set(m.bezirk, [m]);
  }
  const zahlen: BezirkAnzahl[] = [];
  for (const [bezirk, group] of groups) {
    const placed = group.filter((m) => !Number.isNaN(m.lon));
    if (placed.length === 0) continue;
    const lon = placed.reduce((sum, m) => sum + m.lon, 0) / placed.length;
    const lat = placed.reduce((sum, m) => sum + m.lat, 0) / placed.length;
    const distance = (m: KartenEintrag) => (m.lon - lon) ** 2 + (m.lat - lat) ** 2;
    const nearest = placed.reduce((best, m) => (distance(m) < distance(best) ? m : best));
    zahlen.push({ bezirk, anzahl: group.length, lon: nearest.lon, lat: nearest.lat });
  }
  return zahlen.sort((a, b) => b.anzahl - a.anzahl || a.bezirk.localeCompare(b.bezirk));
}

/**
 * While a rebuild of an index that took longer than this is under way, answers come from the previous
 * index. Small indexes (the demo data: ~50 ms) are always current; at 50,000 objects on the embedded
 * database a rebuild takes seconds, and a change shows on the map once it is done instead of every map
 * visitor waiting for it.
 */
export const STALE_WHILE_REBUILDING_AFTER_MS = 1_000;

/**
 * The kartenindex of one app (one database), rebuilt when the data version 'objekt' changes: one build
 * at a time; while a slow index is rebuilt, the previous one answers (see above).
 */
export function createKartenIndex(
  db: Db,
  currentVersion: () => Promise<number>,
  staleAfterMs = STALE_WHILE_REBUILDING_AFTER_MS,
) {
  let current: { version: number; eintraege: KartenEintrag[]; buildMs: number } | undefined;
  let running: { version: number; promise: Promise<KartenEintrag[]> } | undefined;

  function build(version: number): Promise<KartenEintrag[]> {
    if (running?.version === version) return running.promise;
    const started = performance.now();
    const promise = loadEintraege(db)
      .then((eintraege) => {
        if (!current || current.version < version) {
          current = { version, eintraege, buildMs: performance.now() - started };
        }
        return eintraege;
      })
      .finally(() => {
        if (running?.promise === promise) running = undefined;
      });
    running = { version, promise };
    return promise;
  }

  async function eintraegeFor(version: number): Promise<KartenEintrag[]> {
    if (current?.version === version) return current.eintraege;
    if (current && current.buildMs > staleAfterMs) {
      // A failed rebuild is tried again by the next call; this one answers from the previous index.
      if (!running) build(version).catch(() => undefined);
      return current.eintraege;
    }
    return build(version);
  }

  return {
    /**
     * Brings the index to the current version, waiting for the build (at start with many objects, and in
     * tests); a failure is left to the next call.
     */
    async warm(): Promise<void> {
      const version = await currentVersion();
      if (current?.version !== version) await build(version).catch(() => undefined);
    },
    /** The answer of GET /api/objekt/ausschnitt as JSON text (objektAusschnittSchema). */
    async antwort(frage: AusschnittFrage): Promise<string> {
      const alle = await eintraegeFor(await currentVersion());
      const { visibility, viewer, filter, bbox } = frage;
      const matches = alle.filter(
        (e) =>
          isVisible(e, visibility) &&
          (bbox === null || inBbox(bbox, e.lon, e.lat)) &&
          matchesKartenFilter(e, filter, viewer),
      );
      const listed = matches.length <= frage.maxObjekte;
      const objekte = listed ? matches.map((m) => m.json).join(',') : '';
      const bezirke = listed ? [] : proBezirk(matches);
      return `{"anzahl":${matches.length},"objekte":[${objekte}],"bezirke":${JSON.stringify(bezirke)}}`;
    },
  };
}
