/** Most saved collections one user may keep (a clear error beyond, so the list stays one cheap query). */
export const SAMMLUNGEN_PER_USER = 100;

/** Most objects one collection (and one exposé) may hold. */
export const SAMMLUNG_MAX = 50;

/** Most objects of one PDF exposé: anonymous visitors fewer, so one address cannot tie up the renderer. */
export const EXPOSE_MAX_OBJEKTE = { anonymous: 20, loggedIn: SAMMLUNG_MAX } as const;

/** The most objects an exposé may hold for a visitor (logged in or not). */
export const exposeMaxObjekte = (loggedIn: boolean) =>
  loggedIn ? EXPOSE_MAX_OBJEKTE.loggedIn : EXPOSE_MAX_OBJEKTE.anonymous;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The object ids of a collection link (/{lang}/standortsammlung/{ids}): comma-separated, as shared in
 * a URL. Unknown shapes and duplicates are dropped; order is kept; at most SAMMLUNG_MAX.
 */
export function parseSammlungIds(param: string | null | undefined, max = SAMMLUNG_MAX): string[] {
  const ids = (param ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => UUID.test(s));
  return [...new Set(ids)].slice(0, max);
}

/** The path segment of a collection link. */
export const sammlungParam = (ids: readonly string[]) => ids.join(',');

/** The favourite string of an object as spec 3 stores it on the user. */
export const favoritKey = (objektId: string) => `objekt.${objektId}`;
