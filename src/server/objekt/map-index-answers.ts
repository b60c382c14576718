import { type Bbox, inBbox } from '../../shared/domain/ausschnitt';
import { type FilterViewer, type KartenFilter, kartenFilterPredicate } from '../../shared/domain/kartenfilter';
import { flaechenklasse, type VorschauFilterbar, vorschauKoordinate } from '../../shared/domain/vorschau';
import type { BezirkAnzahl } from '../../shared/schemas/objekt';
import { type MapIndexData, type MapIndexEntry, visibleIn } from './map-index-data';
import { presentVorschau } from './presenter';
import type { VisibilityFilter } from './queries';

/**
 * The answers of the map index (map-index.ts) over one version's data (map-index-data.ts): which entries
 * pass, which of them lie in a section, their counts per district, and the JSON bodies.
 */

/** One extent question: who asks (visibility and the filters' viewer), what they filter, and where. */
export interface ExtentQuestion {
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
 * The positions of the entries a viewer may see that pass their filters (the map's own filter code,
 * shared/domain/kartenfilter.ts, the rules the browser applies to a whole list), anywhere, in index order.
 */
export function matchingEntries(data: MapIndexData, question: Omit<ExtentQuestion, 'maxObjekte'>): Int32Array {
  const visible = visibleIn(data, question.visibility);
  const filtered = kartenFilterPredicate(question.filter, question.viewer);
  const found = question.suche?.ids;
  const passes = found ? (e: MapIndexEntry) => found.has(e.id) && filtered(e) : filtered;
  const { entries } = data;
  const matches = new Int32Array(entries.length);
  let count = 0;
  for (let i = 0; i < entries.length; i++) {
    if (visible(i) && passes(entries[i] as MapIndexEntry)) matches[count++] = i;
  }
  return matches.slice(0, count);
}

/** Those of `matches` whose position lies in the section. */
export function inSection(data: MapIndexData, matches: Int32Array, bbox: Bbox): Int32Array {
  const { lon, lat } = data;
  const [minLon, minLat, maxLon, maxLat] = bbox;
  const found = new Int32Array(matches.length);
  let count = 0;
  // inBbox's comparisons, written out: this loop runs over up to every object per request.
  for (let k = 0; k < matches.length; k++) {
    const i = matches[k] as number;
    const x = lon[i] as number;
    const y = lat[i] as number;
    if (x >= minLon && x <= maxLon && y >= minLat && y <= maxLat) found[count++] = i;
  }
  return found.subarray(0, count);
}

/**
 * Counts per district, most first, each at the position of its match nearest to the matches' mean
 * position: always where an object is (a mean can fall where none is), so zooming in there never
 * lands on an empty section and every step narrows it. Two passes over the matches, with one slot per
 * district code.
 */
function countPerBezirk(data: MapIndexData, matches: Int32Array): BezirkAnzahl[] {
  const { lon, lat, bezirk } = data;
  const slots = data.bezirke.length;
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
  const counts: BezirkAnzahl[] = [];
  nearest.forEach((i, code) => {
    if (i < 0 || data.bezirke[code] === '') return;
    counts.push({
      bezirk: data.bezirke[code] as string,
      anzahl: anzahl[code] as number,
      lon: lon[i] as number,
      lat: lat[i] as number,
    });
  });
  return counts.sort((x, y) => y.anzahl - x.anzahl || x.bezirk.localeCompare(y.bezirk));
}

/** `{"anzahl":n,"objekte":[…summaries…],"bezirke":[…]}` written into one buffer of the exact size. */
function writeAusschnittJson(data: MapIndexData, anzahl: number, listed: Int32Array, bezirke: BezirkAnzahl[]): Buffer {
  const { pages, page, from, to } = data.summaries;
  const head = Buffer.from(`{"anzahl":${anzahl},"objekte":[`);
  const tail = Buffer.from(`],"bezirke":${JSON.stringify(bezirke)}}`);
  let size = head.length + tail.length + Math.max(listed.length - 1, 0);
  for (const i of listed) size += (to[i] as number) - (from[i] as number);
  const out = Buffer.allocUnsafe(size);
  let at = head.copy(out, 0);
  listed.forEach((i, k) => {
    if (k > 0) out[at++] = 0x2c; // ','
    at += (pages[page[i] as number] as Buffer).copy(out, at, from[i], to[i]);
  });
  tail.copy(out, at);
  return out;
}

/**
 * The body of GET /api/objekt/ausschnitt (objektAusschnittSchema) for the entries found: their summaries,
 * or above `maxObjekte` of them only their number and the counts per district.
 */
export function ausschnittJson(data: MapIndexData, found: Int32Array, maxObjekte: number): Buffer {
  const anzahl = found.length;
  return anzahl <= maxObjekte
    ? writeAusschnittJson(data, anzahl, found, [])
    : writeAusschnittJson(data, anzahl, found.subarray(0, 0), countPerBezirk(data, found));
}

/**
 * The body of GET /api/objekt/vorschau (objektVorschauListeSchema): the reduced summaries (presenter.ts
 * presentVorschau) of the entries a visibility filter admits that have a location, in the section when one
 * is given, and that `passes` lets through (the map filters a summary can be checked against:
 * shared/domain/vorschau.ts); above `max` of them only their number.
 */
export function vorschauJson(
  data: MapIndexData,
  visibility: VisibilityFilter,
  bbox: Bbox | null,
  max: number,
  passes: (objekt: VorschauFilterbar) => boolean,
): Buffer {
  const visible = visibleIn(data, visibility);
  const { lon, lat, entries } = data;
  const found: number[] = [];
  for (let i = 0; i < entries.length; i++) {
    const x = lon[i] as number;
    const y = lat[i] as number;
    if (Number.isNaN(x) || !visible(i) || (bbox !== null && !inBbox(bbox, x, y))) continue;
    const entry = entries[i] as MapIndexEntry;
    const objektart = entry.objektart as number;
    const filterbar = {
      objektart,
      flaechenklasse: flaechenklasse(objektart, entry.flaecheinqm),
      lon: vorschauKoordinate(x),
      lat: vorschauKoordinate(y),
    };
    if (!passes(filterbar)) continue;
    found.push(i);
  }
  const objekte =
    found.length > max
      ? []
      : found.map((i) => {
          const entry = entries[i] as MapIndexEntry;
          return presentVorschau({
            id: entry.id,
            objektart: entry.objektart as number,
            bezirk: data.bezirke[data.bezirk[i] as number] || null,
            flaecheinqm: entry.flaecheinqm,
            lon: lon[i] as number,
            lat: lat[i] as number,
          });
        });
  return Buffer.from(JSON.stringify({ anzahl: found.length, objekte }));
}

/** How many entries a visibility filter admits. */
export function countVisible(data: MapIndexData, filter: VisibilityFilter): number {
  const visible = visibleIn(data, filter);
  let count = 0;
  for (let i = 0; i < data.status.length; i++) if (visible(i)) count++;
  return count;
}
