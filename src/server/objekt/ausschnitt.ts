import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { type Bbox, inBbox } from '../../shared/domain/ausschnitt';
import {
  type FilterbaresObjekt,
  type FilterViewer,
  type KartenFilter,
  kartenFilterPredicate,
} from '../../shared/domain/kartenfilter';
import type { SearchableObjekt } from '../../shared/domain/search';
import { flaechenklasse, type VorschauFilterbar } from '../../shared/domain/vorschau';
import type { BezirkAnzahl } from '../../shared/schemas/objekt';
import type { ObjektTreffer } from '../../shared/schemas/suche';
import type { Db } from '../db/client';
import { objekt, objektMerkmal, uebersetzung } from '../db/schema';
import { presentVorschau } from './presenter';
import { type VisibilityFilter, visibilityPredicate } from './queries';

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
  /** The district of each entry as a position in `bezirke` (the district codes). */
  bezirk: Uint16Array;
  bezirke: string[];
  /**
   * The ObjektKurz of each entry as UTF-8 JSON, outside the JavaScript heap: bytes `von[i]` to `bis[i]`
   * of `seiten[seite[i]]` (one buffer per page of rows loaded).
   */
  kurz: { seiten: Buffer[]; seite: Uint16Array; von: Uint32Array; bis: Uint32Array };
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

/**
 * Rows per page when the index is loaded. The rows of one page (the driver's and their JSON) are garbage
 * once the page is in the index, so the build holds a page's worth at a time instead of all 50,000 rows:
 * at that size the server's peak RSS on PostgreSQL fell from ~420 to ~325 MB.
 */
const SEITE = 2_000;

/** A page of objects: the columns of their entries, and each summary as JSON text written by the database. */
function selectSeite(db: Db, ids: string[]) {
  const merkmale = db
    .select({
      liste: sql<number[]>`coalesce(array_agg(${objektMerkmal.merkmal} order by ${objektMerkmal.merkmal}), '{}')`.as(
        'liste',
      ),
    })
    .from(objektMerkmal)
    .where(eq(objektMerkmal.objekt, objekt.id))
    .as('merkmale');
  const o = objekt;
  const u = uebersetzung;
  return db
    .select({
      id: o.id,
      status: o.status,
      objektname: o.objektname,
      objektnummer: o.objektnummer,
      flaechenbezeichnung: o.flaechenbezeichnung,
      ort: o.ort,
      plz: o.plz,
      bezirk: o.bezirk,
      objektart: o.objektart,
      owner: o.owner,
      flaecheinqm: o.flaecheinqm,
      istteilbar: o.istteilbar,
      kleinsteflaecheinqm: o.kleinsteflaecheinqm,
      istkaufobjekt: o.istkaufobjekt,
      istmietobjekt: o.istmietobjekt,
      kaufpreisproqm: o.kaufpreisproqm,
      mietpreisproqm: o.mietpreisproqm,
      istabgelaufen: o.istabgelaufen,
      ecoplus: o.ecoplus,
      standortbeschreibung: merkmale.liste,
      objektnameEn: u.objektname_en,
      hatUebersetzung: sql<boolean>`${u.msid} is not null`,
      widmungen: sql<string[]>`coalesce((select array_agg(w.widmung order by w.widmung)
        from objekt_widmung w where w.objekt = ${o.id}), '{}')`,
      lon: sql<number | null>`ST_X(${o.standort})`,
      lat: sql<number | null>`ST_Y(${o.standort})`,
      // objektKurzSchema, key by key: the summary never exists as an object in the server's heap, which
      // keeps the build's garbage (and so the process's peak memory) small.
      kurz: sql<string>`json_build_object('id', ${o.id}, 'status', ${o.status}, 'objektname', ${o.objektname},
        'ort', ${o.ort}, 'plz', ${o.plz}, 'bezirk', ${o.bezirk}, 'objektart', ${o.objektart},
        'flaecheinqm', ${o.flaecheinqm}, 'istteilbar', ${o.istteilbar},
        'kleinsteflaecheinqm', ${o.kleinsteflaecheinqm}, 'istkaufobjekt', ${o.istkaufobjekt},
        'istmietobjekt', ${o.istmietobjekt}, 'kaufpreis', ${o.kaufpreis}, 'kaufpreisproqm', ${o.kaufpreisproqm},
        'mietpreis', ${o.mietpreis}, 'mietpreisproqm', ${o.mietpreisproqm}, 'istabgelaufen', ${o.istabgelaufen},
        'ecoplus', ${o.ecoplus}, 'standortbeschreibung', ${merkmale.liste},
        'bilder', coalesce((select json_build_array(json_build_object('msid', b.msid, 'id', b.id,
          'mimetype', b.mimetype, 's3filename', b.s3filename, 'width', b.width, 'height', b.height,
          'crmfilename', b.crmfilename, 'titel', b.titel))
          from objektbild b where b.objekt = ${o.id} order by b.reihenfolge limit 1), '[]'::json),
        'standort', ST_AsText(${o.standort}), 'geometry', ST_AsText(${o.geometry}),
        'polygon', ST_AsText(${o.polygon}),
        'uebersetzung', case when ${u.msid} is not null then json_build_object('objektname_en', ${u.objektname_en}) end
      )::text`,
    })
    .from(o)
    .leftJoin(u, eq(u.objekt, o.id))
    .crossJoinLateral(merkmale)
    .where(inArray(o.id, ids))
    .orderBy(...NEUESTE_ZUERST);
}

/** The order of GET /api/objekt: newest first. */
const NEUESTE_ZUERST = [sql`${objekt.erstelltam} desc`, objekt.id] as const;

/**
 * One copy of each repeated value of the entries — place, postcode, area name, zoning and feature lists,
 * shared by thousands of objects at 50,000 — instead of one per row as the driver reads them.
 */
function createInterner() {
  const texte = new Map<string, string>();
  const listen = new Map<string, readonly (string | number)[]>();
  const text = (value: string): string => {
    const known = texte.get(value);
    if (known !== undefined) return known;
    texte.set(value, value);
    return value;
  };
  function list<T extends string | number>(value: readonly T[]): readonly T[] {
    // Numbers and texts never share a key: the first character tells them apart.
    const key = `${typeof value[0] === 'number' ? '#' : '$'}${value.join('\u0000')}`;
    const known = listen.get(key) as readonly T[] | undefined;
    if (known !== undefined) return known;
    listen.set(key, value);
    return value;
  }
  return { text, textOrNull: (value: string | null) => (value === null ? null : text(value)), list };
}
type Interner = ReturnType<typeof createInterner>;

/** The entry of a row: what the filters and the search read. */
function eintragOf(r: Awaited<ReturnType<typeof selectSeite>>[number], intern: Interner): KartenEintrag {
  return {
    id: r.id,
    status: r.status,
    objektart: r.objektart,
    owner: r.owner,
    istkaufobjekt: r.istkaufobjekt,
    istmietobjekt: r.istmietobjekt,
    standortbeschreibung: intern.list(r.standortbeschreibung),
    flaecheinqm: r.flaecheinqm,
    istteilbar: r.istteilbar,
    kleinsteflaecheinqm: r.kleinsteflaecheinqm,
    kaufpreisproqm: r.kaufpreisproqm,
    mietpreisproqm: r.mietpreisproqm,
    ecoplus: r.ecoplus,
    objektname: r.objektname,
    objektnummer: r.objektnummer,
    flaechenbezeichnung: intern.textOrNull(r.flaechenbezeichnung),
    ort: intern.text(r.ort),
    plz: intern.text(r.plz),
    widmungen: intern.list(r.widmungen),
    uebersetzung: r.hatUebersetzung ? { objektname_en: r.objektnameEn } : null,
  };
}

/**
 * Every object, newest first (the order of GET /api/objekt), loaded page by page: first the ids in order,
 * then the rows of each page. An object deleted meanwhile is left out; one added meanwhile comes with the
 * next data version, whose index is built anew.
 */
async function loadDaten(db: Db, seitenGroesse: number): Promise<KartenDaten> {
  const ids = (
    await db
      .select({ id: objekt.id })
      .from(objekt)
      .orderBy(...NEUESTE_ZUERST)
  ).map((r) => r.id);
  const size = ids.length;
  const daten: KartenDaten = {
    eintraege: [],
    lon: new Float64Array(size),
    lat: new Float64Array(size),
    status: new Int32Array(size),
    owner: new Int32Array(size),
    abgelaufen: new Uint8Array(size),
    bezirk: new Uint16Array(size),
    bezirke: [],
    kurz: { seiten: [], seite: new Uint16Array(size), von: new Uint32Array(size), bis: new Uint32Array(size) },
  };
  const bezirkCodes = new Map<string, number>();
  const intern = createInterner();
  let n = 0;
  for (let from = 0; from < size; from += seitenGroesse) {
    const rows = await selectSeite(db, ids.slice(from, from + seitenGroesse));
    const texte: string[] = [];
    let offset = 0;
    for (const r of rows) {
      daten.eintraege.push(eintragOf(r, intern));
      daten.lon[n] = r.lon ?? Number.NaN;
      daten.lat[n] = r.lat ?? Number.NaN;
      daten.status[n] = r.status;
      daten.owner[n] = r.owner ?? 0;
      daten.abgelaufen[n] = r.istabgelaufen ? 1 : 0;
      // A draft may have no district yet: its own code '', which no district count shows.
      const bezirk = r.bezirk ?? '';
      let code = bezirkCodes.get(bezirk);
      if (code === undefined) {
        code = daten.bezirke.push(bezirk) - 1;
        bezirkCodes.set(bezirk, code);
      }
      daten.bezirk[n] = code;
      texte.push(r.kurz);
      daten.kurz.seite[n] = daten.kurz.seiten.length;
      daten.kurz.von[n] = offset;
      offset += Buffer.byteLength(r.kurz);
      daten.kurz.bis[n] = offset;
      n++;
    }
    daten.kurz.seiten.push(Buffer.from(texte.join('')));
  }
  if (n < size) {
    const { kurz } = daten;
    Object.assign(daten, {
      lon: daten.lon.subarray(0, n),
      lat: daten.lat.subarray(0, n),
      status: daten.status.subarray(0, n),
      owner: daten.owner.subarray(0, n),
      abgelaufen: daten.abgelaufen.subarray(0, n),
      bezirk: daten.bezirk.subarray(0, n),
      kurz: { ...kurz, seite: kurz.seite.subarray(0, n), von: kurz.von.subarray(0, n), bis: kurz.bis.subarray(0, n) },
    });
  }
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
  /**
   * With the filter's search text (q): the language it was matched in and the ids the search found for
   * the caller (suche.ts); only those pass.
   */
  suche?: { lang: string; ids: ReadonlySet<string> };
}

/**
 * Counts per district, most first, each at the position of its match nearest to the matches' mean
 * position: always where an object is (a mean can fall where none is), so zooming in there never
 * lands on an empty section and every step narrows it. Two passes over the matches, with one slot per
 * district code.
 */
function proBezirk(daten: KartenDaten, matches: Int32Array): BezirkAnzahl[] {
  const { lon, lat, bezirk } = daten;
  const slots = daten.bezirke.length;
  const anzahl = new Int32Array(slots);
  const placed = new Int32Array(slots);
  const sumLon = new Float64Array(slots);
  const sumLat = new Float64Array(slots);
  for (let k = 0; k < matches.length; k++) {
    const i = matches[k] as number;
    const code = bezirk[i] as number;
    anzahl[code] = (anzahl[code] ?? 0) + 1;
    const x = lon[i] as number;
    if (Number.isNaN(x)) continue;
    placed[code] = (placed[code] ?? 0) + 1;
    sumLon[code] = (sumLon[code] ?? 0) + x;
    sumLat[code] = (sumLat[code] ?? 0) + (lat[i] as number);
  }
  const nearest = new Int32Array(slots).fill(-1);
  const best = new Float64Array(slots).fill(Number.POSITIVE_INFINITY);
  for (let k = 0; k < matches.length; k++) {
    const i = matches[k] as number;
    const code = bezirk[i] as number;
    const x = lon[i] as number;
    if (Number.isNaN(x)) continue;
    const count = placed[code] as number;
    const distance =
      (x - (sumLon[code] as number) / count) ** 2 + ((lat[i] as number) - (sumLat[code] as number) / count) ** 2;
    if (distance < (best[code] as number)) {
      best[code] = distance;
      nearest[code] = i;
    }
  }
  const zahlen: BezirkAnzahl[] = [];
  nearest.forEach((i, code) => {
    if (i < 0 || daten.bezirke[code] === '') return;
    zahlen.push({
      bezirk: daten.bezirke[code] as string,
      anzahl: anzahl[code] as number,
      lon: lon[i] as number,
      lat: lat[i] as number,
    });
  });
  return zahlen.sort((x, y) => y.anzahl - x.anzahl || x.bezirk.localeCompare(y.bezirk));
}

/** `{"anzahl":n,"objekte":[…summaries…],"bezirke":[…]}` written into one buffer of the exact size. */
function antwortJson(daten: KartenDaten, anzahl: number, listed: Int32Array, bezirke: BezirkAnzahl[]): Buffer {
  const { seiten, seite, von, bis } = daten.kurz;
  const head = Buffer.from(`{"anzahl":${anzahl},"objekte":[`);
  const tail = Buffer.from(`],"bezirke":${JSON.stringify(bezirke)}}`);
  let size = head.length + tail.length + Math.max(listed.length - 1, 0);
  for (const i of listed) size += (bis[i] as number) - (von[i] as number);
  const out = Buffer.allocUnsafe(size);
  let at = head.copy(out, 0);
  listed.forEach((i, k) => {
    if (k > 0) out[at++] = 0x2c; // ','
    at += (seiten[seite[i] as number] as Buffer).copy(out, at, von[i], bis[i]);
  });
  tail.copy(out, at);
  return out;
}

/** How many filter results an index keeps (trefferFor): each at most 4 bytes per object. */
const TREFFER_KEPT = 32;

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
  seitenGroesse = SEITE,
) {
  const instanz = randomUUID();
  let current: (KartenStand & { buildMs: number }) | undefined;
  let running: { version: number; promise: Promise<KartenStand> } | undefined;

  function build(version: number): Promise<KartenStand> {
    if (running?.version === version) return running.promise;
    const started = performance.now();
    const promise = loadDaten(db, seitenGroesse)
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

  const trefferCaches = new WeakMap<KartenDaten, Map<string, Int32Array>>();
  /**
   * The entries a viewer may see that pass their filters, anywhere, in index order. A map is panned and
   * zoomed far more often than its filters change, and most visitors keep the default filters: kept per
   * index and question (the last TREFFER_KEPT), a section's answer only checks these entries' positions
   * instead of running the filter code over every entry again.
   */
  function trefferFor(daten: KartenDaten, frage: AusschnittFrage): Int32Array {
    const { visibility, viewer, filter } = frage;
    const favoriten = filter.favsOnly ? [...viewer.favoriten].sort() : null;
    const key = JSON.stringify([visibility, viewer.id, viewer.isAdmin, favoriten, filter, frage.suche?.lang]);
    let cache = trefferCaches.get(daten);
    if (!cache) {
      cache = new Map();
      trefferCaches.set(daten, cache);
    }
    const kept = cache.get(key);
    if (kept) {
      // Most recently used last: the first key is the one to drop.
      cache.delete(key);
      cache.set(key, kept);
      return kept;
    }
    const visible = sichtbarIn(daten, visibility);
    const filtered = kartenFilterPredicate(filter, viewer);
    const found = frage.suche?.ids;
    const passes = found ? (e: KartenEintrag) => found.has(e.id) && filtered(e) : filtered;
    const { eintraege } = daten;
    const matches = new Int32Array(eintraege.length);
    let anzahl = 0;
    for (let i = 0; i < eintraege.length; i++) {
      if (visible(i) && passes(eintraege[i] as KartenEintrag)) matches[anzahl++] = i;
    }
    const treffer = matches.slice(0, anzahl);
    cache.set(key, treffer);
    if (cache.size > TREFFER_KEPT) cache.delete(cache.keys().next().value as string);
    return treffer;
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
    /** The index answers come from: the current version's, or the previous one while a slow one is rebuilt. */
    stand,
    /** The name `antwort` gives the index it answers from now (this process's and its data version). */
    async standName(): Promise<string> {
      return `${instanz}:${(await stand()).version}`;
    },
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
    /**
     * The answer of GET /api/objekt/vorschau as JSON (objektVorschauListeSchema): the reduced summaries
     * (presenter.ts presentVorschau) of the entries a visibility filter admits that have a location, in
     * the section when one is given, and that `passes` lets through (the map filters a summary can be
     * checked against: shared/domain/vorschau.ts); above `max` of them only their number.
     */
    async vorschau(
      visibility: VisibilityFilter,
      bbox: Bbox | null,
      max: number,
      passes: (objekt: VorschauFilterbar) => boolean = () => true,
    ): Promise<{ stand: string; json: Buffer }> {
      const { version, daten } = await stand();
      const visible = sichtbarIn(daten, visibility);
      const { lon, lat, eintraege } = daten;
      const found: number[] = [];
      for (let i = 0; i < eintraege.length; i++) {
        const x = lon[i] as number;
        const y = lat[i] as number;
        if (Number.isNaN(x) || !visible(i) || (bbox !== null && !inBbox(bbox, x, y))) continue;
        const eintrag = eintraege[i] as KartenEintrag;
        const objektart = eintrag.objektart as number;
        if (!passes({ objektart, flaechenklasse: flaechenklasse(objektart, eintrag.flaecheinqm) })) continue;
        found.push(i);
      }
      const objekte =
        found.length > max
          ? []
          : found.map((i) => {
              const eintrag = eintraege[i] as KartenEintrag;
              return presentVorschau({
                id: eintrag.id,
                objektart: eintrag.objektart as number,
                bezirk: daten.bezirke[daten.bezirk[i] as number] || null,
                flaecheinqm: eintrag.flaecheinqm,
                lon: lon[i] as number,
                lat: lat[i] as number,
              });
            });
      const json = Buffer.from(JSON.stringify({ anzahl: found.length, objekte }));
      return { stand: `${instanz}:${version}`, json };
    },
    /**
     * The answer of GET /api/objekt/ausschnitt as UTF-8 JSON (objektAusschnittSchema), with a name of
     * the index it comes from: this process's and its data version (versions of the embedded database
     * count from 0 in every process).
     */
    async antwort(frage: AusschnittFrage): Promise<{ stand: string; json: Buffer }> {
      const { version, daten } = await stand();
      const passing = trefferFor(daten, frage);
      const { bbox } = frage;
      let found = passing;
      if (bbox !== null) {
        const { lon, lat } = daten;
        const [minLon, minLat, maxLon, maxLat] = bbox;
        const inSection = new Int32Array(passing.length);
        let count = 0;
        // inBbox's comparisons, written out: this loop runs over up to every object per request.
        for (let k = 0; k < passing.length; k++) {
          const i = passing[k] as number;
          const x = lon[i] as number;
          const y = lat[i] as number;
          if (x >= minLon && x <= maxLon && y >= minLat && y <= maxLat) inSection[count++] = i;
        }
        found = inSection.subarray(0, count);
      }
      const anzahl = found.length;
      const json =
        anzahl <= frage.maxObjekte
          ? antwortJson(daten, anzahl, found, [])
          : antwortJson(daten, anzahl, found.subarray(0, 0), proBezirk(daten, found));
      return { stand: `${instanz}:${version}`, json };
    },
  };
}
