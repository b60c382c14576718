import type { FilterbaresObjekt } from '../../shared/domain/kartenfilter';
import type { SearchableObjekt } from '../../shared/domain/search';
import type { ObjektTreffer } from '../../shared/schemas/suche';
import type { Db } from '../db/client';
import { type IndexRow, selectIndexIds, selectIndexPage } from './map-index-queries';
import { type VisibilityFilter, visibilityPredicate } from './queries';

/**
 * The map index's data (map-index.ts): every object kept in memory as a small entry — what the filters,
 * the search box and the visibility rule read —, its position, and its map summary (ObjektKurz) already
 * serialised. Nothing else is held per object: no full rows, no long texts, no pictures but the first.
 */
export interface MapIndexData {
  /** What the map filters and the search read, one object of one shape per entry. */
  entries: MapIndexEntry[];
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
   * The ObjektKurz of each entry as UTF-8 JSON, outside the JavaScript heap: bytes `from[i]` to `to[i]`
   * of `pages[page[i]]` (one buffer per page of rows loaded).
   */
  summaries: { pages: Buffer[]; page: Uint16Array; from: Uint32Array; to: Uint32Array };
}

/** The index data of one data version. */
export interface MapIndexSnapshot {
  version: number;
  data: MapIndexData;
}

/**
 * One object in the index: what the map filters read (kartenfilter.ts), what the search finds it by
 * (search.ts objektSearchFields) and what its search result shows (ObjektTreffer).
 */
export type MapIndexEntry = FilterbaresObjekt & SearchableObjekt & ObjektTreffer;

/**
 * Rows per page when the index is loaded. The rows of one page (the driver's and their JSON) are garbage
 * once the page is in the index, so the build holds a page's worth at a time instead of all 50,000 rows:
 * at that size the server's peak RSS on PostgreSQL fell from ~420 to ~325 MB.
 */
export const PAGE_SIZE = 2_000;

/**
 * One copy of each repeated value of the entries — place, postcode, area name, zoning and feature lists,
 * shared by thousands of objects at 50,000 — instead of one per row as the driver reads them.
 */
function createInterner() {
  const texts = new Map<string, string>();
  const lists = new Map<string, readonly (string | number)[]>();
  const text = (value: string): string => {
    const known = texts.get(value);
    if (known !== undefined) return known;
    texts.set(value, value);
    return value;
  };
  function list<T extends string | number>(value: readonly T[]): readonly T[] {
    // Numbers and texts never share a key: the first character tells them apart.
    const key = `${typeof value[0] === 'number' ? '#' : '$'}${value.join('\u0000')}`;
    const known = lists.get(key) as readonly T[] | undefined;
    if (known !== undefined) return known;
    lists.set(key, value);
    return value;
  }
  return { text, textOrNull: (value: string | null) => (value === null ? null : text(value)), list };
}
type Interner = ReturnType<typeof createInterner>;

/** The entry of a row: what the filters and the search read. */
function entryOf(r: IndexRow, intern: Interner): MapIndexEntry {
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
    inHq100: r.inHq100,
    inNatura2000: r.inNatura2000,
    standort: r.standort,
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
export async function loadIndexData(db: Db, pageSize: number): Promise<MapIndexData> {
  const ids = (await selectIndexIds(db)).map((r) => r.id);
  const size = ids.length;
  const data: MapIndexData = {
    entries: [],
    lon: new Float64Array(size),
    lat: new Float64Array(size),
    status: new Int32Array(size),
    owner: new Int32Array(size),
    abgelaufen: new Uint8Array(size),
    bezirk: new Uint16Array(size),
    bezirke: [],
    summaries: { pages: [], page: new Uint16Array(size), from: new Uint32Array(size), to: new Uint32Array(size) },
  };
  const bezirkCodes = new Map<string, number>();
  const intern = createInterner();
  let n = 0;
  for (let start = 0; start < size; start += pageSize) {
    const rows = await selectIndexPage(db, ids.slice(start, start + pageSize));
    const texts: string[] = [];
    let offset = 0;
    for (const r of rows) {
      data.entries.push(entryOf(r, intern));
      data.lon[n] = r.lon ?? Number.NaN;
      data.lat[n] = r.lat ?? Number.NaN;
      data.status[n] = r.status;
      data.owner[n] = r.owner ?? 0;
      data.abgelaufen[n] = r.istabgelaufen ? 1 : 0;
      // A draft may have no district yet: its own code '', which no district count shows.
      const bezirk = r.bezirk ?? '';
      let code = bezirkCodes.get(bezirk);
      if (code === undefined) {
        code = data.bezirke.push(bezirk) - 1;
        bezirkCodes.set(bezirk, code);
      }
      data.bezirk[n] = code;
      texts.push(r.kurz);
      data.summaries.page[n] = data.summaries.pages.length;
      data.summaries.from[n] = offset;
      offset += Buffer.byteLength(r.kurz);
      data.summaries.to[n] = offset;
      n++;
    }
    data.summaries.pages.push(Buffer.from(texts.join('')));
  }
  if (n < size) {
    const { summaries } = data;
    Object.assign(data, {
      lon: data.lon.subarray(0, n),
      lat: data.lat.subarray(0, n),
      status: data.status.subarray(0, n),
      owner: data.owner.subarray(0, n),
      abgelaufen: data.abgelaufen.subarray(0, n),
      bezirk: data.bezirk.subarray(0, n),
      summaries: {
        ...summaries,
        page: summaries.page.subarray(0, n),
        from: summaries.from.subarray(0, n),
        to: summaries.to.subarray(0, n),
      },
    });
  }
  return data;
}

/** Whether the entry at a position passes a visibility filter: queries.ts visibilityPredicate on the typed columns. */
export function visibleIn(data: MapIndexData, filter: VisibilityFilter): (i: number) => boolean {
  const visible = visibilityPredicate(filter);
  const { status, abgelaufen, owner } = data;
  return (i) => visible(status[i] as number, abgelaufen[i] === 1, owner[i] || null);
}
