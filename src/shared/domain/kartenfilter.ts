/**
 * The filters of the map search (spec 5 'Map filters', spec 9 bands and default filters, spec 3 client
 * filter state), as pure functions shared by the map, the list and the barrier-free version. Every rule
 * must hold, except that 'own properties' skips all others; the status rule uses the admin's status list.
 */
import { z } from 'zod';
import { type Gebiet, gebietParam, inGebiet, type LonLat, parseGebiet } from './gebiet';
import { parsePointWkt } from './geo';
import {
  AREA_BANDS,
  type Band,
  DEFAULT_STATUS_FILTER,
  inBand,
  isObjektart,
  OBJEKTART,
  type Objektart,
  PRICE_BANDS,
  type PriceMode,
  PUBLIC_STATUS,
  priceBandIndex,
  STATUS,
  STATUS_CODES,
} from './objekt';
import { booleanParam, numberParam, numbersParam, queryFields, stringParam, withDefault } from './query';
import { isSearchable, SEARCH_TEXT_MAX } from './search';
import { SORTIERUNGEN, type Sortierung, STANDARD_SORTIERUNG } from './sortierung';

/** The kinds of thematic layer the map can filter out (site check). */
export type AusserhalbArt = 'hq100' | 'natura2000';

/** The fields of a property the filters read (a subset of the API's objekt). */
export interface FilterbaresObjekt {
  id: string;
  status: number;
  objektart: number | null;
  owner: number | null;
  istkaufobjekt: boolean;
  istmietobjekt: boolean;
  /** Feature catalogue ids (spec 3). */
  standortbeschreibung: readonly number[];
  flaecheinqm: number | null;
  istteilbar: boolean;
  kleinsteflaecheinqm: number | null;
  kaufpreisproqm: number | null;
  mietpreisproqm: number | null;
  ecoplus: boolean;
  /** The location as WKT POINT (lon/lat), as the API's summary carries it; null without one. */
  standort: string | null;
  /** Site check: the property touches an HQ100 flood area / a Natura 2000 area (absent: not known to). */
  inHq100?: boolean;
  inNatura2000?: boolean;
}

/** Who looks at the map: the filters for favourites, own properties and status depend on it. */
export interface FilterViewer {
  /** The user id, or null when not logged in. */
  id: number | null;
  isAdmin: boolean;
  /** Favourites as the user data carries them: 'objekt.{id}' (spec 3). */
  favoriten: ReadonlySet<string>;
}

export const ANONYMOUS_VIEWER: FilterViewer = { id: null, isAdmin: false, favoriten: new Set() };

/** The favourite key of an object in the user's favoriten list. */
export const favoritKey = (objektId: string) => `objekt.${objektId}`;

/** Spec 9: area classes 0 to 4 selected by default (five bands per type). */
export const DEFAULT_FLAECHE: readonly number[] = [0, 1, 2, 3, 4];
/** Spec 9: price classes 0 ('keine Angabe') to 5 selected by default (up to five value bands). */
export const DEFAULT_PREIS: readonly number[] = [0, 1, 2, 3, 4, 5];

const OBJEKTART_IDS: readonly number[] = Object.values(OBJEKTART);

/**
 * The search text (whitespace collapsed), at most as long as the search box takes; a text that starts no
 * search (shared/domain/search.ts isSearchable) is no filter.
 */
const searchTextParam = z
  .preprocess(
    (raw) => (typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ') : raw),
    z.string().max(SEARCH_TEXT_MAX),
  )
  .transform((text) => (isSearchable(text) ? text : null))
  .meta({ description: 'a search text; one too short to search is no filter' });

/**
 * The map filters (spec 3 client filter state) as query parameters, each read by type. One schema for
 * every side: the map page's URL codec (KARTEN_QUERY: an invalid value falls back to the default of spec 9
 * and spec 4), the client's requests and the API's querystring of GET /api/objekt/ausschnitt and
 * /vorschau (an invalid value is refused), which also lists them in OpenAPI.
 */
export const kartenFilterSchema = z.object({
  selectedType: withDefault(numberParam({ values: OBJEKTART_IDS }), null),
  /** A feature catalogue id (standortbeschreibung). */
  selectedTag: withDefault(numberParam({ integer: true, min: 0 }), null),
  selectedFlaeche: withDefault(numbersParam({ integer: true, min: 0, max: 4 }), DEFAULT_FLAECHE),
  selectedPreis: withDefault(numbersParam({ integer: true, min: 0, max: 5 }), DEFAULT_PREIS),
  mieteOrKauf: withDefault(stringParam<PriceMode>(['miete', 'kauf']), null),
  favsOnly: withDefault(booleanParam(), false),
  ignoreExtent: withDefault(booleanParam(), false),
  onlyProperties: withDefault(booleanParam(), false),
  /** Administrators only (spec 5 'Status'); default: spec 4 'Default status filter'. */
  selectedStatus: withDefault(numbersParam({ values: STATUS_CODES }), DEFAULT_STATUS_FILTER),
  ecoplusOnly: withDefault(booleanParam(), false),
  /**
   * A search text (the results view's 'show all on the map'): only the properties the search finds for
   * it (shared/domain/search.ts searchObjekte, uncapped) are shown. Not one of kartenFilterPredicate's
   * rules: the browser and the server match it with their search index.
   */
  q: withDefault(searchTextParam, null),
  /** A drawn area (shared/domain/gebiet.ts): only objects located inside it. */
  gebiet: withDefault(gebietParam(), null),
  /** Site check: only properties that touch no HQ100 flood area. */
  ausserhalbHq100: withDefault(booleanParam(), false),
  /** Site check: only properties that touch no Natura 2000 area. */
  ausserhalbNatura2000: withDefault(booleanParam(), false),
});

/** The query of the map page: the filters, the view (zoom, spec 9: 6 to 23; centre lon,lat) and the list's order. */
export const kartenQuerySchema = kartenFilterSchema.extend({
  zoom: withDefault(numberParam({ min: 6, max: 23 }), null),
  center: withDefault(numbersParam({ length: 2, min: -180, max: 180 }), [] as readonly number[]),
  /** The order of the list beside the map (shared/domain/sortierung.ts); not a filter. */
  sort: withDefault(stringParam(SORTIERUNGEN), STANDARD_SORTIERUNG as Sortierung),
});

/** The URL codec of the map page's query (shared/domain/query.ts). */
export const KARTEN_QUERY = queryFields(kartenQuerySchema);

/** The filters of a map query: without the view and the list's order. */
export type KartenFilter = z.output<typeof kartenFilterSchema>;

/** The filter keys (without the view), e.g. to count active filters. */
export const FILTER_KEYS = [
  'selectedType',
  'selectedTag',
  'selectedFlaeche',
  'selectedPreis',
  'mieteOrKauf',
  'favsOnly',
  'ignoreExtent',
  'onlyProperties',
  'selectedStatus',
  'ecoplusOnly',
  'q',
  'gebiet',
  'ausserhalbHq100',
  'ausserhalbNatura2000',
] as const satisfies readonly (keyof KartenFilter)[];

/** Spec 9 default filters and spec 4 default status filter. */
export const DEFAULT_KARTEN_FILTER: KartenFilter = {
  selectedType: null,
  selectedTag: null,
  selectedFlaeche: DEFAULT_FLAECHE,
  selectedPreis: DEFAULT_PREIS,
  mieteOrKauf: null,
  favsOnly: false,
  ignoreExtent: false,
  onlyProperties: false,
  selectedStatus: DEFAULT_STATUS_FILTER,
  ecoplusOnly: false,
  q: null,
  gebiet: null,
  ausserhalbHq100: false,
  ausserhalbNatura2000: false,
};

/** Spec 2: filters reset when the map is entered from another page than these. */
export const KEEPS_OWN_FILTERS = ['favsOnly', 'onlyProperties'] as const;

/** True when `selected` names every class index 0…count−1: such a selection does not restrict. */
function coversAll(selected: readonly number[], count: number): boolean {
  for (let i = 0; i < count; i++) if (!selected.includes(i)) return false;
  return true;
}

/** Whether a band and the closed range [lo, hi] share a value. */
function overlaps(band: Band, lo: number, hi: number): boolean {
  return hi >= band.min && (band.max === null || lo <= band.max);
}

/** The selected bands of a type (indices outside its bands select nothing). */
const selectedBands = <B>(bands: readonly B[], selected: readonly number[]): B[] =>
  selected.flatMap((index) => (bands[index] === undefined ? [] : [bands[index] as B]));

/** Whether an object's area, or for a divisible object the range from its smallest area up, meets a band. */
function inAreaBand(objekt: FilterbaresObjekt, band: Band): boolean {
  const area = objekt.flaecheinqm;
  if (area !== null && inBand(band, area)) return true;
  const smallest = objekt.istteilbar ? objekt.kleinsteflaecheinqm : null;
  if (smallest === null) return false;
  const hi = area ?? smallest;
  return overlaps(band, Math.min(smallest, hi), hi);
}

/**
 * Spec 5 'Area': flaecheinqm inside any selected band of the object's type (inclusive bounds); for a
 * divisible object the range from its smallest area up to its area counts too, so a band its smallest
 * area lies in or overlaps matches. Selecting every class does not restrict (also objects without area).
 */
export function matchesFlaeche(objekt: FilterbaresObjekt, selected: readonly number[]): boolean {
  if (objekt.objektart === null || !isObjektart(objekt.objektart)) return false;
  const bands = AREA_BANDS[objekt.objektart];
  if (coversAll(selected, bands.length)) return true;
  return selectedBands(bands, selected).some((band) => inAreaBand(objekt, band));
}

/** The price bands of a type and mode, or undefined when spec 9 has none (office and commercial: no buy bands). */
export function preisBaender(objektart: number | null, mode: PriceMode | null) {
  if (objektart === null || mode === null || !isObjektart(objektart)) return undefined;
  return PRICE_BANDS[objektart][mode];
}

/**
 * Spec 5 'Price': only when the object's type and the chosen mode have price bands; then its price per m²
 * (kaufpreisproqm or mietpreisproqm) must lie in a selected class. Class 0 is 'keine Angabe': no price or
 * 0 ('upon request'). Selecting every class of the type and mode does not restrict.
 */
export function matchesPreis(objekt: FilterbaresObjekt, mode: PriceMode | null, selected: readonly number[]): boolean {
  const bands = preisBaender(objekt.objektart, mode);
  if (!bands || mode === null) return true;
  if (coversAll(selected, bands.length)) return true;
  const price = mode === 'kauf' ? objekt.kaufpreisproqm : objekt.mietpreisproqm;
  const index = priceBandIndex(objekt.objektart as Objektart, mode, price);
  return index !== null && selected.includes(index);
}

/** The statuses the map shows a viewer: an admin's chosen list, else spec 6's 180620002 and 180620003. */
export function statusListFor(filter: Pick<KartenFilter, 'selectedStatus'>, viewer: FilterViewer): readonly number[] {
  return viewer.isAdmin ? filter.selectedStatus : PUBLIC_STATUS;
}

/** A yes/no field of an object a filter can require. */
type Flag = 'istkaufobjekt' | 'istmietobjekt' | 'ecoplus';

/**
 * One condition of the map filters, as data: what the browser checks on an object (compileKartenFilter)
 * and the server turns into SQL (server/objekt/kartenfilter-queries.ts) — both from the same description.
 */
export type KartenBedingung =
  /** Spec 5 'Own properties': owned by `owner` (none: nothing passes) and not 'do not show'. */
  | { kind: 'eigene'; owner: number | null; notStatus: number }
  /** The type is one of these. */
  | { kind: 'objektart'; values: readonly number[] }
  | { kind: 'flag'; field: Flag }
  /** The feature (standortbeschreibung) is among the object's. */
  | { kind: 'merkmal'; merkmal: number }
  /** Objects of these types must meet one of their bands (inAreaBand); other types pass. */
  | { kind: 'flaeche'; types: readonly { objektart: number; bands: readonly Band[] }[] }
  /**
   * Objects of these types must have a price (`field`) in one of their bands, or none or 0 when
   * `keineAngabe`; other types pass.
   */
  | {
      kind: 'preis';
      field: 'kaufpreisproqm' | 'mietpreisproqm';
      types: readonly { objektart: number; keineAngabe: boolean; bands: readonly Band[] }[];
    }
  /** The object is one of these (favourites). */
  | { kind: 'id'; values: readonly string[] }
  | { kind: 'status'; values: readonly number[] }
  /** The location lies in the drawn area (an object without one is outside). */
  | { kind: 'gebiet'; gebiet: Gebiet }
  /** The property touches no area of the layers of this kind (site check). */
  | { kind: 'ausserhalb'; art: AusserhalbArt };

/**
 * The filters of spec 5 for one filter state and viewer, as a description: the conditions every object
 * must meet. What does not depend on the object is worked out here (which rules are active, which types'
 * band selections narrow anything — a selection of every band does not —, the status list), so a check
 * runs only the conditions that can fail.
 */
export function kartenBedingungen(filter: KartenFilter, viewer: FilterViewer): KartenBedingung[] {
  if (filter.onlyProperties) return [{ kind: 'eigene', owner: viewer.id, notStatus: STATUS.NICHT_ANZEIGEN }];
  const { selectedType, selectedTag, mieteOrKauf, selectedFlaeche, selectedPreis } = filter;
  const bedingungen: KartenBedingung[] = [
    {
      kind: 'objektart',
      values: selectedType === null ? OBJEKTART_IDS : OBJEKTART_IDS.filter((id) => id === selectedType),
    },
  ];
  if (mieteOrKauf === 'kauf') bedingungen.push({ kind: 'flag', field: 'istkaufobjekt' });
  if (mieteOrKauf === 'miete') bedingungen.push({ kind: 'flag', field: 'istmietobjekt' });
  if (selectedTag !== null) bedingungen.push({ kind: 'merkmal', merkmal: selectedTag });
  const types = OBJEKTART_IDS.filter(isObjektart);
  const flaeche = types
    .filter((id) => !coversAll(selectedFlaeche, AREA_BANDS[id].length))
    .map((objektart) => ({ objektart, bands: selectedBands(AREA_BANDS[objektart], selectedFlaeche) }));
  if (flaeche.length > 0) bedingungen.push({ kind: 'flaeche', types: flaeche });
  const preis = types.flatMap((objektart) => {
    const bands = preisBaender(objektart, mieteOrKauf);
    if (bands === undefined || coversAll(selectedPreis, bands.length)) return [];
    const [, ...wertBaender] = bands;
    const chosen = selectedPreis.flatMap((index) =>
      index >= 1 && wertBaender[index - 1] ? [wertBaender[index - 1] as Band] : [],
    );
    return [{ objektart, keineAngabe: selectedPreis.includes(0), bands: chosen }];
  });
  if (preis.length > 0) {
    bedingungen.push({
      kind: 'preis',
      field: mieteOrKauf === 'kauf' ? 'kaufpreisproqm' : 'mietpreisproqm',
      types: preis,
    });
  }
  if (filter.favsOnly) {
    const prefix = favoritKey('');
    const ids = [...viewer.favoriten].flatMap((key) => (key.startsWith(prefix) ? [key.slice(prefix.length)] : []));
    bedingungen.push({ kind: 'id', values: ids });
  }
  bedingungen.push({ kind: 'status', values: statusListFor(filter, viewer) });
  if (filter.ecoplusOnly) bedingungen.push({ kind: 'flag', field: 'ecoplus' });
  const gebiet = filter.gebiet === null ? null : parseGebiet(filter.gebiet);
  if (gebiet !== null) bedingungen.push({ kind: 'gebiet', gebiet });
  if (filter.ausserhalbHq100) bedingungen.push({ kind: 'ausserhalb', art: 'hq100' });
  if (filter.ausserhalbNatura2000) bedingungen.push({ kind: 'ausserhalb', art: 'natura2000' });
  return bedingungen;
}

type Check = (objekt: FilterbaresObjekt) => boolean;

/** Whether a price per m² is in a band: 0 means 'upon request' and is in none (priceBandIndex). */
const priceInBand = (price: number | null, band: Band) => price !== null && price !== 0 && inBand(band, price);

/**
 * The objects' positions, read from their WKT once: the map index and the browser keep the same objects
 * until the data changes, and every drawn area checks all of them again (reading 50,000 texts took ~25 ms).
 */
const positions = new WeakMap<FilterbaresObjekt, LonLat | null>();

function positionOf(objekt: FilterbaresObjekt): LonLat | null {
  let position = positions.get(objekt);
  if (position === undefined) {
    const point = objekt.standort === null ? null : parsePointWkt(objekt.standort);
    position = point === null ? null : [point.lon, point.lat];
    positions.set(objekt, position);
  }
  return position;
}

/** The check of one condition. */
function checkOf(bedingung: KartenBedingung): Check {
  switch (bedingung.kind) {
    case 'eigene': {
      const { owner, notStatus } = bedingung;
      return (objekt) => owner !== null && objekt.owner === owner && objekt.status !== notStatus;
    }
    case 'objektart': {
      const values = new Set(bedingung.values);
      return (objekt) => objekt.objektart !== null && values.has(objekt.objektart);
    }
    case 'flag': {
      const { field } = bedingung;
      return (objekt) => objekt[field];
    }
    case 'merkmal': {
      const { merkmal } = bedingung;
      return (objekt) => objekt.standortbeschreibung.includes(merkmal);
    }
    case 'flaeche': {
      const byType = new Map(bedingung.types.map((t) => [t.objektart, t.bands]));
      return (objekt) => {
        const bands = byType.get(objekt.objektart as number);
        return bands === undefined || bands.some((band) => inAreaBand(objekt, band));
      };
    }
    case 'preis': {
      const byType = new Map(bedingung.types.map((t) => [t.objektart, t]));
      const { field } = bedingung;
      return (objekt) => {
        const type = byType.get(objekt.objektart as number);
        if (type === undefined) return true;
        const price = objekt[field];
        if (price === null || price === 0) return type.keineAngabe;
        return type.bands.some((band) => priceInBand(price, band));
      };
    }
    case 'id': {
      const values = new Set(bedingung.values);
      return (objekt) => values.has(objekt.id);
    }
    case 'status': {
      const values = new Set(bedingung.values);
      return (objekt) => values.has(objekt.status);
    }
    case 'ausserhalb': {
      const field = bedingung.art === 'hq100' ? 'inHq100' : 'inNatura2000';
      return (objekt) => objekt[field] !== true;
    }
    case 'gebiet': {
      const inside = inGebiet(bedingung.gebiet);
      return (objekt) => {
        const position = positionOf(objekt);
        return position !== null && inside(position);
      };
    }
  }
}

/** The browser's predicate of a description: an object passes when it meets every condition. */
export function compileKartenFilter(bedingungen: readonly KartenBedingung[]): Check {
  const checks = bedingungen.map(checkOf);
  return (objekt) => {
    for (const check of checks) if (!check(objekt)) return false;
    return true;
  };
}

/**
 * The filters of spec 5 for one filter state and viewer, as one predicate (kartenBedingungen compiled).
 * Same rules as matchesKartenFilter, which is this predicate applied to one object.
 */
export function kartenFilterPredicate(filter: KartenFilter, viewer: FilterViewer): Check {
  return compileKartenFilter(kartenBedingungen(filter, viewer));
}

/** Whether an object passes every map filter of spec 5 for this viewer. */
export function matchesKartenFilter(objekt: FilterbaresObjekt, filter: KartenFilter, viewer: FilterViewer): boolean {
  return kartenFilterPredicate(filter, viewer)(objekt);
}

/**
 * The objects a map draws. On edit-objekt and admin-objekt only the matching object is drawn and no filter
 * applies (spec 2, spec 5); elsewhere the objects that pass every filter.
 */
export function kartenObjekte<T extends FilterbaresObjekt>(
  objekte: readonly T[],
  filter: KartenFilter,
  viewer: FilterViewer,
  onlyObjektId?: string,
): T[] {
  if (onlyObjektId !== undefined) return objekte.filter((o) => o.id === onlyObjektId);
  return objekte.filter(kartenFilterPredicate(filter, viewer));
}

/**
 * How many filters differ from their defaults (for the 'Filter (n)' button); the view and the list option
 * ignoreExtent do not count, the status list only for administrators.
 */
export function activeFilterCount(filter: KartenFilter, viewer: FilterViewer): number {
  return FILTER_KEYS.filter((key) => {
    if (key === 'ignoreExtent' || (key === 'selectedStatus' && !viewer.isAdmin)) return false;
    const value = filter[key];
    const fallback = DEFAULT_KARTEN_FILTER[key];
    if (Array.isArray(value) && Array.isArray(fallback)) {
      return value.length !== fallback.length || value.some((v, i) => v !== fallback[i]);
    }
    return value !== fallback;
  }).length;
}

/**
 * A change of the filter: the values to set, or a function of the current filter giving them. A control
 * that switches one choice of a group passes a function, so that a second click before the page has
 * rendered the first (on a busy phone) switches its choice in the filter the first click wrote.
 */
export type FilterChange = Partial<KartenFilter> | ((current: KartenFilter) => Partial<KartenFilter>);

/** The selection with one value switched (added when missing, else removed), in the order of `order`. */
export function toggled<T>(selected: readonly T[], value: T, order: readonly T[]): T[] {
  return order.filter((v) => (v === value ? !selected.includes(v) : selected.includes(v)));
}

/**
 * A changed filter with the dependent selections kept meaningful: area classes are per type, price classes
 * per type and mode, so choosing another type or mode starts from all classes again.
 */
export function withFilterChange(filter: KartenFilter, fieldChange: FilterChange): KartenFilter {
  const change = typeof fieldChange === 'function' ? fieldChange(filter) : fieldChange;
  const next = { ...filter, ...change };
  if ('selectedType' in change && change.selectedType !== filter.selectedType) {
    if (!('selectedFlaeche' in change)) next.selectedFlaeche = DEFAULT_FLAECHE;
    if (!('selectedPreis' in change)) next.selectedPreis = DEFAULT_PREIS;
  }
  if ('mieteOrKauf' in change && change.mieteOrKauf !== filter.mieteOrKauf && !('selectedPreis' in change)) {
    next.selectedPreis = DEFAULT_PREIS;
  }
  return next;
}
