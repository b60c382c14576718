import { eq, sql } from 'drizzle-orm';
import { type Bbox, inBbox } from '../../shared/domain/ausschnitt';
import {
  type FilterbaresObjekt,
  type FilterViewer,
  type KartenFilter,
  matchesKartenFilter,
} from '../../shared/domain/kartenfilter';
import type { SearchableObjekt } from '../../shared/domain/search';
import type { BezirkAnzahl, ObjektKurz } from '../../shared/schemas/objekt';
import type { ObjektTreffer } from '../../shared/schemas/suche';
import type { Db } from '../db/client';
import { objekt, uebersetzung } from '../db/schema';
import { type VisibilityFilter, visibilityPredicate } from './queries';

const COMMA = Buffer.from(',');

/**
 * The map by extent (GET /api/objekt/ausschnitt, shared/domain/ausschnitt.ts). Every object is kept in
 * memory once per data version as a small entry: what the filters, the search box and the visibility rule
 * read, its position, and its map summary (ObjektKurz) already serialised. An answer filters the entries
 * with the map's own filter code (shared/domain/kartenfilter.ts) — the same rules the browser applies to a
 * whole list — and joins the summaries of the matches, or counts them per district when there are too
 * many. The search box's answers (GET /api/objekt/suche, suche.ts) match the same entries. Nothing else is
 * held per object: no full rows, no long texts, no pictures but the first.
 */
export interface KartenDaten {
  /** What the map filters and the search read, one object of one shape per entry. */
  eintraege: KartenEintrag[];
  /** Position (NaN without a location), status, owner (0: none) and expiry, per entry, for the fast checks. */
  lon: Float64Array;
  lat: Float64Array;
  status: Int32Array;
  owner: Int32Array;
  abgelaufen: Uint8Array;
  bezirk: string[];
  /** The ObjektKurz as UTF-8 JSON, outside the JavaScript heap. */
  json: Buffer[];
}

/** The index of one data version. */
export interface KartenStand {
  version: number;
  daten: KartenDaten;
}

/**
 * One object in the index: what the map filters read (kartenfilter.ts), what the search finds it by
 * (search.ts objektSearchFields) and what its search result shows (ObjektTreffer).
 */
export type KartenEintrag = FilterbaresObjekt & SearchableObjekt & ObjektTreffer;

/** The summary columns of every object, newest first (the order of GET /api/objekt). */
async function loadDaten(db: Db): Promise<KartenDaten> {
  const rows = await db
    .select({
      row: {
        id: objekt.id,
        status: objekt.status,
        objektname: objekt.objektname,
        objektnummer: objekt.objektnummer,
        flaechenbezeichnung: objekt.flaechenbezeichnung,
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
      widmungen: sql<string[]>`coalesce((select array_agg(w.widmung order by w.widmung)
        from objekt_widmung w where w.objekt = ${objekt.id}), '{}')`,
      bild: sql<ObjektKurz['bilder'][number] | null>`(select json_build_object('msid', b.msid, 'id', b.id,
        'mimetype', b.mimetype, 's3filename', b.s3filename, 'width', b.width, 'height', b.height)
        from objektbild b where b.objekt = ${objekt.id} order by b.reihenfolge limit 1)`,
    })
    .from(objekt)
    .leftJoin(uebersetzung, eq(uebersetzung.objekt, objekt.id))
    .orderBy(sql`${objekt.erstelltam} desc`, objekt.id);

  const n = rows.length;
  const daten: KartenDaten = {
    eintraege: new Array(n),
    lon: new Float64Array(n),
    lat: new Float64Array(n),
    status: new Int32Array(n),
    owner: new Int32Array(n),
    abgelaufen: new Uint8Array(n),
    bezirk: new Array(n),
    json: new Array(n),
  };
  rows.forEach((r, i) => {
    const { owner, objektnummer, flaechenbezeichnung, ...row } = r.row;
    const uebersetzung = r.hatUebersetzung ? { objektname_en: r.objektnameEn } : null;
    const kurz: ObjektKurz = {
      ...row,
      standortbeschreibung: r.standortbeschreibung,
      bilder: r.bild ? [r.bild] : [],
      standort: r.standort,
      geometry: r.geometry,
      polygon: r.polygon,
      uebersetzung,
    };
    daten.eintraege[i] = {
      id: row.id,
      status: row.status,
      objektart: row.objektart,
      owner,
      istkaufobjekt: row.istkaufobjekt,
      istmietobjekt: row.istmietobjekt,
      standortbeschreibung: r.standortbeschreibung,
      flaecheinqm: row.flaecheinqm,
      istteilbar: row.istteilbar,
      kleinsteflaecheinqm: row.kleinsteflaecheinqm,
      kaufpreisproqm: row.kaufpreisproqm,
      mietpreisproqm: row.mietpreisproqm,
      ecoplus: row.ecoplus,
      objektname: row.objektname,
      objektnummer,
      flaechenbezeichnung,
      ort: row.ort,
      plz: row.plz,
      widmungen: r.widmungen,
      uebersetzung,
    };
    daten.lon[i] = r.lon ?? Number.NaN;
    daten.lat[i] = r.lat ?? Number.NaN;
    daten.status[i] = row.status;
    daten.owner[i] = owner ?? 0;
    daten.abgelaufen[i] = row.istabgelaufen ? 1 : 0;
    daten.bezirk[i] = row.bezirk;
    daten.json[i] = Buffer.from(JSON.stringify(kurz));
  });
  return daten;
}

/** Whether the entry at a position passes a visibility filter: queries.ts visibilityPredicate on the typed columns. */
export function sichtbarIn(daten: KartenDaten, filter: VisibilityFilter): (i: number) => boolean {
  const visible = visibilityPredicate(filter);
  const { status, abgelaufen, owner } = daten;
  return (i) => visible(status[i] as number, abgelaufen[i] === 1, owner[i] || null);
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
function proBezirk(daten: KartenDaten, matches: readonly number[]): BezirkAnzahl[] {
  const groups = new Map<string, number[]>();
  for (const i of matches) {
    const group = groups.get(daten.bezirk[i] as string);
    if (group) group.push(i);
    else groups.set(daten.bezirk[i] as string, [i]);
  }
  const { lon, lat } = daten;
  const zahlen: BezirkAnzahl[] = [];
  for (const [bezirk, group] of groups) {
    const placed = group.filter((i) => !Number.isNaN(lon[i]));
    if (placed.length === 0) continue;
    let sumLon = 0;
    let sumLat = 0;
    for (const i of placed) {
      sumLon += lon[i] as number;
      sumLat += lat[i] as number;
    }
    const meanLon = sumLon / placed.length;
    const meanLat = sumLat / placed.length;
    const distance = (i: number) => ((lon[i] as number) - meanLon) ** 2 + ((lat[i] as number) - meanLat) ** 2;
    const nearest = placed.reduce((best, i) => (distance(i) < distance(best) ? i : best));
    zahlen.push({ bezirk, anzahl: group.length, lon: lon[nearest] as number, lat: lat[nearest] as number });
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
  let current: (KartenStand & { buildMs: number }) | undefined;
  let running: { version: number; promise: Promise<KartenStand> } | undefined;

  function build(version: number): Promise<KartenStand> {
    if (running?.version === version) return running.promise;
    const started = performance.now();
    const promise = loadDaten(db)
      .then((daten) => {
        if (!current || current.version < version) {
          current = { version, daten, buildMs: performance.now() - started };
        }
        return { version, daten };
      })
      .finally(() => {
        if (running?.promise === promise) running = undefined;
      });
    running = { version, promise };
    return promise;
  }

  async function standFor(version: number): Promise<KartenStand> {
    if (current?.version === version) return current;
    if (current && current.buildMs > staleAfterMs) {
      // A failed rebuild is tried again by the next call; this one answers from the previous index.
      if (!running) build(version).catch(() => undefined);
      return current;
    }
    return build(version);
  }
  const stand = async () => standFor(await currentVersion());

  return {
    /**
     * Brings the index to the current version, waiting for the build (at start with many objects, and in
     * tests); a failure is left to the next call.
     */
    async warm(): Promise<void> {
      const version = await currentVersion();
      if (current?.version !== version) await build(version).catch(() => undefined);
    },
    /** The index answers come from: the current version's, or the previous one while a slow one is rebuilt. */
    stand,
    /** How many objects each visibility filter admits. */
    async zaehle(filters: readonly VisibilityFilter[]): Promise<number[]> {
      const { daten } = await stand();
      return filters.map((filter) => {
        const visible = sichtbarIn(daten, filter);
        let count = 0;
        for (let i = 0; i < daten.status.length; i++) if (visible(i)) count++;
        return count;
      });
    },
    /** The answer of GET /api/objekt/ausschnitt as UTF-8 JSON (objektAusschnittSchema). */
    async antwort(frage: AusschnittFrage): Promise<Buffer> {
      const { daten } = await stand();
      const { viewer, filter, bbox } = frage;
      const visible = sichtbarIn(daten, frage.visibility);
      const { lon, lat, eintraege } = daten;
      // The typed checks first (section, visibility), the shared filter code on what is left.
      const matches: number[] = [];
      for (let i = 0; i < eintraege.length; i++) {
        if (bbox !== null && !inBbox(bbox, lon[i] as number, lat[i] as number)) continue;
        if (!visible(i)) continue;
        if (matchesKartenFilter(eintraege[i] as KartenEintrag, filter, viewer)) matches.push(i);
      }
      const listed = matches.length <= frage.maxObjekte;
      const parts: Buffer[] = [Buffer.from(`{"anzahl":${matches.length},"objekte":[`)];
      if (listed) {
        matches.forEach((i, k) => {
          if (k > 0) parts.push(COMMA);
          parts.push(daten.json[i] as Buffer);
        });
      }
      parts.push(Buffer.from(`],"bezirke":${JSON.stringify(listed ? [] : proBezirk(daten, matches))}}`));
      return Buffer.concat(parts);
    },
  };
}
