import {
  type ADMIN_SORT,
  type AdminObjektQuery,
  adminObjektQuerySchema,
} from '../../../../shared/schemas/admin-objekt';

/**
 * The admin list's paging, sorting and filters live in the URL query (spec 3: filters are URL query
 * values), so a reload or a shared link shows the same page. Values the server schema refuses fall back
 * to its defaults one by one.
 */

export type ListQuery = AdminObjektQuery;
export type SortColumn = (typeof ADMIN_SORT)[number];

const DEFAULTS: ListQuery = adminObjektQuerySchema.parse({});

const KEYS = [
  'page',
  'pageSize',
  'sort',
  'dir',
  'status',
  'objektart',
  'bezirk',
  'q',
  'pruefung',
  'ablauf',
  'owner',
] as const;

/** The list query from the page's URL parameters. */
export function readListQuery(params: URLSearchParams): ListQuery {
  const query: Record<string, unknown> = {};
  for (const key of KEYS) {
    const value = params.get(key);
    if (value === null || value === '') continue;
    const single = adminObjektQuerySchema.shape[key].safeParse(value);
    if (single.success) query[key] = single.data;
  }
  return { ...DEFAULTS, ...query } as ListQuery;
}

/** URL parameters of a list query; defaults and empty filters are left out. */
export function writeListQuery(query: Partial<ListQuery>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = query[key];
    if (value === undefined || value === null || value === '' || value === DEFAULTS[key]) continue;
    params.set(key, String(value));
  }
  return params;
}

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
  pruefung: undefined,
  ablauf: undefined,
  owner: undefined,
};

/** A filter change starts again at page 1. */
export function withFilter(query: ListQuery, change: Partial<ListQuery>): ListQuery {
  return { ...query, ...change, page: 1 };
}
