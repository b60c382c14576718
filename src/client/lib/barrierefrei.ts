/** Query flag of the barrier-free version (spec 2 'Navigation behaviour'). */
export const BARRIEREFREI_PARAM = 'barrierefrei';

/** Whether a query string has the barrier-free flag switched on. */
export function isBarrierefrei(search: string): boolean {
  const value = new URLSearchParams(search).get(BARRIEREFREI_PARAM);
  return value !== null && value !== 'false' && value !== '0';
}

/**
 * Spec 2: if the flag was on for the previous page and the new page has no query, the flag is
 * carried over. Returns the query the new page should get, or null when nothing changes.
 */
export function carriedOverSearch(previousSearch: string, nextSearch: string): string | null {
  if (nextSearch !== '' && nextSearch !== '?') return null;
  return isBarrierefrei(previousSearch) ? `?${BARRIEREFREI_PARAM}=true` : null;
}

/** The query string with the flag switched on or off, other parameters kept. */
export function toggledSearch(search: string, on: boolean): string {
  const params = new URLSearchParams(search);
  if (on) params.set(BARRIEREFREI_PARAM, 'true');
  else params.delete(BARRIEREFREI_PARAM);
  const query = params.toString();
  return query ? `?${query}` : '';
}
