import type { PriceMode } from './objekt';

/**
 * The orders of the list beside the map (issue 21 part 3): newest first (the order the server sends), by
 * total price, price per m² or area, each ascending or descending. The choice is kept in the map page's URL
 * (`sort`, shared/domain/kartenfilter.ts KARTEN_QUERY).
 */
export const SORTIERUNGEN = [
  'neueste',
  'preis-auf',
  'preis-ab',
  'qmpreis-auf',
  'qmpreis-ab',
  'flaeche-auf',
  'flaeche-ab',
] as const;
export type Sortierung = (typeof SORTIERUNGEN)[number];

/** The default order: newest first. */
export const STANDARD_SORTIERUNG: Sortierung = 'neueste';

/** The modes an object is offered in and its prices (spec 3), as the list shows and sorts them. */
export interface PreisFelder {
  istkaufobjekt: boolean;
  istmietobjekt: boolean;
  kaufpreis: number | null;
  kaufpreisproqm: number | null;
  mietpreis: number | null;
  mietpreisproqm: number | null;
}

/** The fields of an object the orders read. */
export interface SortierbaresObjekt extends PreisFelder {
  flaecheinqm: number | null;
}

/**
 * The price an object is sorted by: of the mode the filter chose, else of the mode the object is offered in
 * (buy before rent, as the list shows them). Null without one; 0 means 'upon request' (spec 3) and counts
 * as none.
 */
export function sortPreis(objekt: SortierbaresObjekt, mode: PriceMode | null, proQm: boolean): number | null {
  const kauf = mode === 'kauf' || (mode === null && objekt.istkaufobjekt);
  const value = kauf
    ? proQm
      ? objekt.kaufpreisproqm
      : objekt.kaufpreis
    : proQm
      ? objekt.mietpreisproqm
      : objekt.mietpreis;
  return value === null || value === 0 ? null : value;
}

function keyOf(sortierung: Exclude<Sortierung, 'neueste'>, mode: PriceMode | null) {
  if (sortierung.startsWith('flaeche')) return (o: SortierbaresObjekt) => o.flaecheinqm;
  const proQm = sortierung.startsWith('qmpreis');
  return (o: SortierbaresObjekt) => sortPreis(o, mode, proQm);
}

/**
 * The objects in the chosen order. Objects without the value (no price, price upon request, no area) come
 * last in both directions; equal values keep the order they came in (newest first). 'neueste' keeps the
 * given order, which is the server's.
 */
export function sortiereObjekte<T extends SortierbaresObjekt>(
  objekte: readonly T[],
  sortierung: Sortierung,
  mode: PriceMode | null,
): readonly T[] {
  if (sortierung === 'neueste') return objekte;
  const key = keyOf(sortierung, mode);
  const direction = sortierung.endsWith('-ab') ? -1 : 1;
  const keyed = objekte.map((objekt, index) => ({ objekt, index, value: key(objekt) }));
  keyed.sort((a, b) => {
    if (a.value === null || b.value === null) {
      return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
    }
    return (a.value - b.value) * direction || a.index - b.index;
  });
  return keyed.map((k) => k.objekt);
}
