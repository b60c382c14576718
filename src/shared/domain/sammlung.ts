/** Most objects one collection (and one exposé) may hold. */
export const SAMMLUNG_MAX = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The object ids of a collection link (/{lang}/standortsammlung/{ids}): comma-separated, as shared in
 * a URL. Unknown shapes and duplicates are dropped; order is kept; at most SAMMLUNG_MAX.
 */
export function parseSammlungIds(param: string | null | undefined): string[] {
  const ids = (param ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => UUID.test(s));
  return [...new Set(ids)].slice(0, SAMMLUNG_MAX);
}

/** The path segment of a collection link. */
export const sammlungParam = (ids: readonly string[]) => ids.join(',');

/** The favourite string of an object as spec 3 stores it on the user. */
export const favoritKey = (objektId: string) => `objekt.${objektId}`;
