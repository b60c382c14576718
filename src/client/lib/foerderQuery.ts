import {
  FOERDER_QUERY,
  type FoerderDimension,
  type FoerderFilter,
  foerderDimensionen,
  foerderFilterOf,
  foerderQueryOf,
} from '../../shared/domain/foerderung';
import { decodeQuery, encodeQuery } from '../../shared/domain/query';

const DIMENSIONS = Object.keys(foerderDimensionen) as FoerderDimension[];

/** The filter a URL query describes; invalid values restrict nothing (shared/domain/foerderung.ts FOERDER_QUERY). */
export const parseFoerderQuery = (params: URLSearchParams | string): FoerderFilter =>
  foerderFilterOf(decodeQuery(FOERDER_QUERY, params));

/**
 * The URL query of a filter: only the parameters that restrict something, codes comma-separated.
 * `base` keeps parameters the funding compass does not own (e.g. the barrier-free flag).
 */
export const foerderFilterToQuery = (filter: FoerderFilter, base?: URLSearchParams): string =>
  encodeQuery(FOERDER_QUERY, foerderQueryOf(filter), base);

/** Spec 5: 'A minimum greater than the maximum is rejected'. */
export function projektgroesseInvalid(filter: FoerderFilter): boolean {
  const { projektgroesseVon: von, projektgroesseBis: bis } = filter;
  return von !== null && bis !== null && von > bis;
}

/** The filter that is applied: a rejected project-size range (minimum above maximum) restricts nothing. */
export function appliedFoerderFilter(filter: FoerderFilter): FoerderFilter {
  return projektgroesseInvalid(filter) ? { ...filter, projektgroesseVon: null, projektgroesseBis: null } : filter;
}

/** How many of the filter's criteria restrict the list (each dimension, the range, the text and the district count once). */
export function activeFoerderFilterCount(filter: FoerderFilter): number {
  let count = DIMENSIONS.filter((d) => filter[d].length > 0).length;
  if (filter.projektgroesseVon !== null || filter.projektgroesseBis !== null) count += 1;
  if (filter.zielgruppe.trim()) count += 1;
  if (filter.bezirk !== null) count += 1;
  return count;
}
