import {
  type FoerderCode,
  type FoerderDimension,
  type FoerderFilter,
  foerderDimensionen,
  isFoerderCode,
  leererFoerderFilter,
} from '../../shared/domain/foerderung';

/**
 * The funding compass keeps its filter in the URL query so a filtered list can be shared and the
 * browser's back button returns to it (spec 3 'Client filter state': query values decoded by type —
 * comma-separated codes, single numbers, a string). Unknown codes, negative or non-numeric amounts
 * and empty values are ignored, so a hand-edited or outdated link still opens.
 */

/** Query parameter of each code dimension. */
export const FOERDER_QUERY_KEYS: Readonly<Record<FoerderDimension, string>> = {
  unternehmensgroessen: 'groesse',
  vorhaben: 'vorhaben',
  foerderarten: 'art',
  schwerpunkte: 'schwerpunkt',
};

export const VON_KEY = 'von';
export const BIS_KEY = 'bis';
export const ZIELGRUPPE_KEY = 'zielgruppe';

const DIMENSIONS = Object.keys(foerderDimensionen) as FoerderDimension[];

/** Valid, distinct codes of a dimension from a comma-separated value, in the code list's order. */
function parseCodes(dimension: FoerderDimension, value: string | null): string[] {
  if (!value) return [];
  const wanted = new Set(value.split(',').map((s) => s.trim()));
  return (foerderDimensionen[dimension] as readonly FoerderCode[])
    .map((c) => c.code)
    .filter((code) => wanted.has(code));
}

/** A whole, non-negative amount in EUR, or null for anything else. */
function parseAmount(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.round(n) : null;
}

/** The filter a URL query describes; invalid values are dropped. */
export function parseFoerderQuery(params: URLSearchParams): FoerderFilter {
  const filter: FoerderFilter = {
    ...leererFoerderFilter,
    projektgroesseVon: parseAmount(params.get(VON_KEY)),
    projektgroesseBis: parseAmount(params.get(BIS_KEY)),
    zielgruppe: (params.get(ZIELGRUPPE_KEY) ?? '').slice(0, 200),
  };
  const codes = Object.fromEntries(DIMENSIONS.map((d) => [d, parseCodes(d, params.get(FOERDER_QUERY_KEYS[d]))]));
  return { ...filter, ...codes };
}

/**
 * The URL query of a filter: only the parameters that restrict something, codes comma-separated.
 * `base` keeps parameters the funding compass does not own (e.g. the barrier-free flag).
 */
export function foerderFilterToQuery(filter: FoerderFilter, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const d of DIMENSIONS) {
    const codes = filter[d].filter((code) => isFoerderCode(d, code));
    if (codes.length > 0) params.set(FOERDER_QUERY_KEYS[d], codes.join(','));
    else params.delete(FOERDER_QUERY_KEYS[d]);
  }
  const amounts: [string, number | null][] = [
    [VON_KEY, filter.projektgroesseVon],
    [BIS_KEY, filter.projektgroesseBis],
  ];
  for (const [key, value] of amounts) {
    if (value !== null && Number.isFinite(value) && value >= 0) params.set(key, String(Math.round(value)));
    else params.delete(key);
  }
  const text = filter.zielgruppe.trim();
  if (text) params.set(ZIELGRUPPE_KEY, filter.zielgruppe);
  else params.delete(ZIELGRUPPE_KEY);
  return params;
}

/** Spec 5: 'A minimum greater than the maximum is rejected'. */
export function projektgroesseInvalid(filter: FoerderFilter): boolean {
  const { projektgroesseVon: von, projektgroesseBis: bis } = filter;
  return von !== null && bis !== null && von > bis;
}

/** The filter that is applied: a rejected project-size range (minimum above maximum) restricts nothing. */
export function appliedFoerderFilter(filter: FoerderFilter): FoerderFilter {
  return projektgroesseInvalid(filter) ? { ...filter, projektgroesseVon: null, projektgroesseBis: null } : filter;
}

/** How many of the filter's criteria restrict the list (each dimension, the range and the text count once). */
export function activeFoerderFilterCount(filter: FoerderFilter): number {
  let count = DIMENSIONS.filter((d) => filter[d].length > 0).length;
  if (filter.projektgroesseVon !== null || filter.projektgroesseBis !== null) count += 1;
  if (filter.zielgruppe.trim()) count += 1;
  return count;
}
