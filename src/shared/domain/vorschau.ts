/**
 * The reduced summary of a listing shown with login (status 180620002) that anonymous visitors receive
 * (issue 21 part 2): enough to draw it grey on the map and count it in the list — id, position rounded to
 * about 100 m, type, district and area band — and nothing that identifies or describes it further (no
 * name, address, prices, pictures, contact or owner). Clicking it shows the login dialog (spec 4, 8).
 */
import { inGebiet, parseGebiet } from './gebiet';
import type { KartenFilter } from './kartenfilter';
import { AREA_BANDS, areaBandIndex, isObjektart } from './objekt';

/** Decimals the position keeps: 0.001° is about 111 m north–south and 74 m east–west in Lower Austria. */
export const VORSCHAU_DEZIMALEN = 3;

const FACTOR = 10 ** VORSCHAU_DEZIMALEN;

/** A coordinate (lon or lat) rounded as the summary carries it. */
export const vorschauKoordinate = (value: number): number => Math.round(value * FACTOR) / FACTOR;

/** The area band (spec 9, class index of the type) of an area, or null without type or area. */
export function flaechenklasse(objektart: number | null, flaecheinqm: number | null): number | null {
  if (objektart === null || flaecheinqm === null || !isObjektart(objektart)) return null;
  return areaBandIndex(objektart, flaecheinqm);
}

/** What the map filters read of a summary. */
export interface VorschauFilterbar {
  objektart: number;
  flaechenklasse: number | null;
  /** The position as the summary carries it (rounded, vorschauKoordinate). */
  lon: number;
  lat: number;
}

/**
 * Which summaries a filter state lets through. Type, area class and a drawn area (by the rounded position:
 * the browser and the server check the same numbers) are checked as for full listings (kartenfilter.ts); a filter on what a summary does not carry — feature, buy or rent (and so price),
 * favourites, own properties, ecoplus, a search text — shows none of them, since none can be known to match.
 */
export function vorschauFilterPredicate(filter: KartenFilter): (objekt: VorschauFilterbar) => boolean {
  const { selectedType, selectedFlaeche, selectedTag, mieteOrKauf } = filter;
  const unknowable = filter.onlyProperties || filter.favsOnly || filter.ecoplusOnly || filter.q !== null;
  if (unknowable || selectedTag !== null || mieteOrKauf !== null) {
    return () => false;
  }
  const gebiet = filter.gebiet === null ? null : parseGebiet(filter.gebiet);
  const inside = gebiet === null ? () => true : inGebiet(gebiet);
  // Without a mode no price rule applies (spec 5 'Price'), so none is left out here.
  return (objekt) => {
    if (!isObjektart(objekt.objektart) || !inside([objekt.lon, objekt.lat])) return false;
    if (selectedType !== null && objekt.objektart !== selectedType) return false;
    const bands = AREA_BANDS[objekt.objektart].length;
    const restricts = Array.from({ length: bands }, (_, i) => i).some((i) => !selectedFlaeche.includes(i));
    return !restricts || (objekt.flaechenklasse !== null && selectedFlaeche.includes(objekt.flaechenklasse));
  };
}
