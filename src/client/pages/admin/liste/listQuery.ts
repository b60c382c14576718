import type { ADMIN_SORT, AdminObjektQuery } from '../../../../shared/schemas/admin-objekt';

/**
 * The admin list's paging, sorting and filters live in the URL query (spec 3: filters are URL query
 * values), so a reload or a shared link shows the same page; the page reads and writes it with the codec
 * of the server's schema (ADMIN_OBJEKT_QUERY), so an invalid value falls back to its default one by one.
 */

export type ListQuery = AdminObjektQuery;
export type SortColumn = (typeof ADMIN_SORT)[number];

/** Clicking a column header: a new column sorts ascending (dates newest first); the same column flips. */
export function nextSort(query: ListQuery, column: SortColumn): Pick<ListQuery, 'sort' | 'dir'> {
  if (query.sort === column) return { sort: column, dir: query.dir === 'asc' ? 'desc' : 'asc' };
  return { sort: column, dir: column === 'geaendertam' ? 'desc' : 'asc' };
}

/** The filters the reset button clears. */
export const NO_FILTERS: Partial<ListQuery> = {
  status: undefined,
  objektart: undefined,
  bezirk: undefined,
  q: undefined,
  pruefung: false,
  ablauf: undefined,
  owner: undefined,
};

/** A filter change starts again at page 1. */
export function withFilter(query: ListQuery, change: Partial<ListQuery>): ListQuery {
  return { ...query, ...change, page: 1 };
}
