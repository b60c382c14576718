import { FILTER_KEYS, KARTEN_QUERY, KEEPS_OWN_FILTERS } from '../../../shared/domain/kartenfilter';
import { queryString } from '../../../shared/domain/query';

/**
 * Spec 3 'backQuery' and spec 2 'Navigation behaviour': the map's last query (filters and view) is kept for
 * the visit, so the map opens as it was left. Entering it from another page without a query restores it,
 * but without the favourites-only and properties-only filters and the search text; the detail view and the editor lead back
 * with the full query (`standortsucheBackHref`), and /meineimmobilien sets onlyProperties itself.
 */

const STORAGE_KEY = 'standortsuche.backQuery';

/** The map's parameters of a query (the others, like barrierefrei, belong to the page visited). */
export function kartenParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) if (!(key in KARTEN_QUERY)) params.delete(key);
  return queryString(params);
}

const hasFilter = (params: URLSearchParams) => FILTER_KEYS.some((key) => params.has(key));

/**
 * The query to show when the map is entered with `search`: null when `search` already sets a filter (a link
 * with filters, /meineimmobilien, the back button) or nothing is to be restored; else the saved query
 * without the own-filters, with `search`'s own values (a view, barrierefrei) taking precedence.
 */
export function restoredSearch(search: string, saved: string | null): string | null {
  const current = new URLSearchParams(search);
  if (!saved || hasFilter(current)) return null;
  const restored = new URLSearchParams(saved);
  // The search text came with a link of the results view: a later visit does not inherit it.
  for (const key of [...KEEPS_OWN_FILTERS, 'q']) restored.delete(key);
  if (!hasFilter(restored)) return null;
  for (const [key, value] of current) restored.set(key, value);
  return queryString(restored);
}

export function readBackQuery(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function saveBackQuery(search: string): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, kartenParams(search));
  } catch {
    // not kept: the next visit starts with the default filters
  }
}
