import type de from '../i18n/de.json';

/**
 * The route table of spec 2 and the pure rules around it (language prefix, redirects, URL shortcuts,
 * page meta). The client builds its router from `ROUTES`; the server uses `resolveRoute`/`pageMeta`
 * to write title and description into the first HTML response.
 */

export const LANGS = ['de', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'de';

/** A screen of spec 2. `pattern` is relative to `/{lang}/` unless it starts with `/` (no language prefix). */
export interface RouteDef {
  name: RouteName;
  pattern: string;
  /** Spec 2 'Admin routes (auth required)': a user with level 0 is sent to the login. */
  auth: boolean;
}

export type RouteName =
  | 'home'
  | 'foerderkompass'
  | 'kontakt'
  | 'nutzungsbedingungen'
  | 'datenschutz'
  | 'offene-daten'
  | 'glossar'
  | 'wissen'
  | 'wissen-detail'
  | 'standortsuche'
  | 'detailansicht'
  | 'suche'
  | 'standortsammlung'
  | 'objekteditor'
  | 'login'
  | 'logout'
  | 'account'
  | 'meine-immobilien'
  | 'admin-liste'
  | 'admin-objekt-neu'
  | 'admin-objekt'
  | 'admin-import'
  | 'admin-benutzer'
  | 'admin-karten'
  | 'admin-themenlayer'
  | 'admin-glossar'
  | 'admin-foerdermatrix'
  | 'admin-statistik'
  | 'admin-urlmanagement'
  | 'admin-wartung'
  | 'admin-kampagnen'
  | 'admin-kampagne-neu'
  | 'admin-kampagne'
  | 'statistik-panel';

const route = (name: RouteName, pattern: string, auth = false): RouteDef => ({ name, pattern, auth });

/** Every screen of spec 2, static segments before dynamic ones where both could match. */
export const ROUTES: readonly RouteDef[] = [
  route('home', 'home'),
  route('foerderkompass', 'foerderkompass/:foerderId?'),
  route('kontakt', 'kontakt'),
  route('nutzungsbedingungen', 'nutzungsbedingungen'),
  route('datenschutz', 'datenschutz'),
  // The open data (issue 26): licence, downloads, the OGC API and the fields.
  route('offene-daten', 'offene-daten'),
  route('glossar', 'glossar/:glossarId?'),
  route('wissen', 'wissen'),
  route('wissen-detail', 'wissen/:wissenId'),
  route('standortsuche', 'standortsuche'),
  route('detailansicht', 'standortsuche/:objektId'),
  // The results view of the search box (Enter or 'Suchen'): every match of ?q=…, grouped by kind.
  route('suche', 'suche'),
  route('standortsammlung', 'standortsammlung/:standortsammlungIds'),
  route('objekteditor', 'objekteditor/:objektId'),
  route('login', 'login'),
  route('logout', 'logout'),
  route('account', 'konto', true),
  // My portal → My properties: the owner's listings with status and actions. Not a spec 2 route (there
  // /{lang}/meineimmobilien redirects to the map with onlyProperties=true, which stays as it is).
  route('meine-immobilien', 'konto/immobilien', true),
  route('admin-liste', 'admin/liste', true),
  route('admin-objekt-neu', 'admin/objekt/neu', true),
  route('admin-objekt', 'admin/objekt/:objektId', true),
  // Issue #26: a broker's OpenImmo feed upload (also reachable from My properties); administrators import for a broker.
  route('admin-import', 'admin/import', true),
  route('admin-benutzer', 'admin/benutzer', true),
  route('admin-karten', 'admin/karten', true),
  // Issue #27: the thematic layers of the site check (flood zones, Natura 2000, zoning) imported from files.
  route('admin-themenlayer', 'admin/themenlayer', true),
  route('admin-glossar', 'admin/glossar/:id?', true),
  route('admin-foerdermatrix', 'admin/foerdermatrix/:id?', true),
  route('admin-statistik', 'admin/statistik', true),
  route('admin-urlmanagement', 'admin/urlmanagement', true),
  route('admin-wartung', 'admin/wartung', true),
  route('admin-kampagnen', 'admin/kampagnen', true),
  route('admin-kampagne-neu', 'admin/kampagnen/neu', true),
  route('admin-kampagne', 'admin/kampagnen/:id', true),
  route('statistik-panel', '/statistik/panel'),
];

export const ROUTE_NAMES: readonly RouteName[] = ROUTES.map((r) => r.name);

/** The bare paths that redirect to the same screen in the current language (spec 2). */
const BARE_PATHS: Record<string, string> = {
  '': 'home',
  foerderkompass: 'foerderkompass',
  standortsuche: 'standortsuche',
  wissen: 'wissen',
  admin: 'admin/liste',
};

export interface ResolvedRoute {
  lang: Lang;
  name: RouteName;
  params: Record<string, string>;
}

/** The language for a path segment, or null when the segment is not a supported language. */
export function parseLang(segment: string | null | undefined): Lang | null {
  return (LANGS as readonly string[]).includes(segment ?? '') ? (segment as Lang) : null;
}

function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter((s) => s !== '');
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Matches path segments against a pattern like `glossar/:glossarId?`; returns the params or null. */
function matchPattern(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = segmentsOf(pattern);
  if (segments.length > parts.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const segment = segments[i];
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const key = part.slice(1, optional ? -1 : undefined);
      if (segment === undefined) {
        if (!optional) return null;
        continue;
      }
      params[key] = safeDecode(segment);
    } else if (segment !== part) {
      return null;
    }
  }
  return params;
}

/**
 * The screen a pathname shows, or null when it is no screen (a redirect, a URL shortcut or unknown).
 * Paths without a language prefix (only /statistik/panel) get the default language.
 */
export function resolveRoute(pathname: string): ResolvedRoute | null {
  const segments = segmentsOf(pathname);
  const lang = parseLang(segments[0]);
  for (const def of ROUTES) {
    if (def.pattern.startsWith('/')) {
      const params = matchPattern(def.pattern, segments);
      if (params) return { lang: DEFAULT_LANG, name: def.name, params };
    } else if (lang) {
      const params = matchPattern(def.pattern, segments.slice(1));
      if (params) return { lang, name: def.name, params };
    }
  }
  return null;
}

/** The path of a screen, e.g. `routePath('wissen-detail', 'de', { wissenId: '7' })` → `/de/wissen/7`. */
export function routePath(name: RouteName, lang: Lang, params: Record<string, string | number> = {}): string {
  const def = ROUTES.find((r) => r.name === name);
  if (!def) throw new Error(`unknown route ${name}`);
  const filled = segmentsOf(def.pattern).flatMap((part) => {
    if (!part.startsWith(':')) return [part];
    const optional = part.endsWith('?');
    const value = params[part.slice(1, optional ? -1 : undefined)];
    if (value === undefined || value === '') {
      if (optional) return [];
      throw new Error(`route ${name} needs ${part}`);
    }
    return [encodeURIComponent(String(value))];
  });
  return def.pattern.startsWith('/') ? `/${filled.join('/')}` : `/${lang}/${filled.join('/')}`;
}

function withSearch(path: string, search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return query ? `${path}?${query}` : path;
}

/**
 * Where a pathname redirects to by the fixed rules of spec 2, or null when it does not redirect.
 * - `/`, `/foerderkompass`, `/standortsuche`, `/wissen`, `/admin` → the same screen in `currentLang`;
 * - `/{lang}` → home; `/{lang}/admin` → `/{lang}/admin/liste`;
 * - `/{lang}/meineimmobilien?…` → `/{lang}/standortsuche?…&onlyProperties=true` (other parameters kept);
 * - a missing or unknown language prefix in front of a known screen → the screen in German.
 * URL shortcuts (slugs) are not handled here: see `slugTarget`.
 */
export function redirectTarget(pathname: string, search = '', currentLang: Lang = DEFAULT_LANG): string | null {
  const segments = segmentsOf(pathname);
  const rest = segments.join('/');
  const bare = BARE_PATHS[rest];
  if (bare !== undefined) return withSearch(`/${currentLang}/${bare}`, search);

  const lang = parseLang(segments[0]);
  if (lang) {
    const tail = segments.slice(1).join('/');
    if (tail === '') return withSearch(`/${lang}/home`, search);
    if (tail === 'admin') return withSearch(`/${lang}/admin/liste`, search);
    if (tail === 'meineimmobilien') {
      const query = new URLSearchParams(search);
      query.set('onlyProperties', 'true');
      return withSearch(`/${lang}/standortsuche`, query.toString());
    }
    return null;
  }
  if (resolveRoute(pathname)) return null;
  // Missing prefix: /glossar/5 → /de/glossar/5.
  const missing = `/${DEFAULT_LANG}/${rest}`;
  if (resolveRoute(missing) ?? redirectTarget(missing, '', DEFAULT_LANG)) {
    return redirectTarget(missing, search, DEFAULT_LANG) ?? withSearch(missing, search);
  }
  // Unknown prefix: /fr/glossar → /de/glossar (a single unknown segment may be a URL shortcut).
  if (segments.length > 1) {
    const replaced = `/${DEFAULT_LANG}/${segments.slice(1).join('/')}`;
    if (resolveRoute(replaced) ?? redirectTarget(replaced, '', DEFAULT_LANG)) {
      return redirectTarget(replaced, search, DEFAULT_LANG) ?? withSearch(replaced, search);
    }
  }
  return null;
}

/** The language of a path's prefix, or null when it has none. */
export function langOfPath(pathname: string): Lang | null {
  return parseLang(segmentsOf(pathname)[0]);
}

/** The same path in another language: the prefix is swapped (or added), query and hash are the caller's. */
export function switchLangPath(pathname: string, lang: Lang): string {
  const segments = segmentsOf(pathname);
  if (resolveRoute(pathname)?.name === 'statistik-panel') return pathname;
  if (parseLang(segments[0])) segments[0] = lang;
  else segments.unshift(lang);
  return `/${segments.join('/')}`;
}

/** A URL shortcut of GET /api/slug (spec 3 'slug'). */
export interface SlugEntry {
  id: number;
  title: string;
  slug: string;
  path: string;
  description?: string | null;
}

const trimSlashes = (s: string) => s.replace(/^\/+|\/+$/g, '');

/** The shortcut part of a pathname: the path after a valid language prefix, else the whole path. */
export function slugCandidate(pathname: string): string {
  const segments = segmentsOf(pathname);
  const rest = parseLang(segments[0]) ? segments.slice(1) : segments;
  return safeDecode(rest.join('/'));
}

/** The URL shortcut whose `slug` equals the path (exact match first, then ignoring case). */
export function findSlug<T extends SlugEntry>(entries: readonly T[], pathname: string): T | null {
  const candidate = slugCandidate(pathname);
  if (!candidate) return null;
  return (
    entries.find((e) => trimSlashes(e.slug) === candidate) ??
    entries.find((e) => trimSlashes(e.slug).toLowerCase() === candidate.toLowerCase()) ??
    null
  );
}

/** The target of a shortcut as an absolute path; a target without language prefix gets `lang`. */
export function slugTarget(entry: SlugEntry, lang: Lang): string {
  const [pathPart = '', query = ''] = entry.path.split('?', 2);
  const segments = segmentsOf(pathPart);
  const path =
    parseLang(segments[0]) || resolveRoute(`/${segments.join('/')}`)?.name === 'statistik-panel'
      ? `/${segments.join('/')}`
      : `/${lang}/${segments.join('/')}`;
  return withSearch(path, query);
}

/** The stored URL-management entry whose target path is `pathname` (used for title and description). */
export function slugForPath<T extends SlugEntry>(entries: readonly T[], pathname: string): T | null {
  const wanted = segmentsOf(pathname).join('/');
  const lang = langOfPath(pathname) ?? DEFAULT_LANG;
  return entries.find((e) => trimSlashes(slugTarget(e, lang).split('?')[0] ?? '') === wanted) ?? null;
}

/** Where an unknown path goes: its URL shortcut's target, else home in the path's (or current) language. */
export function unknownPathTarget(pathname: string, slugs: readonly SlugEntry[], currentLang: Lang = DEFAULT_LANG) {
  const lang = langOfPath(pathname) ?? currentLang;
  const slug = findSlug(slugs, pathname);
  return slug ? slugTarget(slug, lang) : `/${lang}/home`;
}

/** An i18n catalogue (both have the German one's keys). */
export type Catalogue = typeof de;

/**
 * Title and description of a screen from one catalogue (`meta.<name>.title` / `.description`). The client
 * passes the catalogue i18next has loaded, so it does not bundle both (page-meta.ts has both, for the server).
 */
export function metaFromCatalogue(catalogue: Catalogue, name: RouteName): { title: string; description: string } {
  const meta = catalogue.meta as Record<string, { title: string; description: string } | undefined>;
  const site = catalogue.app.name;
  const entry = meta[name];
  if (!entry) return { title: site, description: catalogue.meta.home.description };
  return { title: name === 'home' ? entry.title : `${entry.title} | ${site}`, description: entry.description };
}

/**
 * Title and description of the results view for a search text (the same in the first HTML and in the
 * browser): the text quoted before the screen's title.
 */
export function searchMetaFromCatalogue(catalogue: Catalogue, q: string): { title: string; description: string } {
  const own = metaFromCatalogue(catalogue, 'suche');
  if (!q) return own;
  // Replacement functions: a replacement string would expand `$&` and the like in what was typed.
  const { titleText, descriptionText } = catalogue.meta.suche;
  return {
    title: `${titleText.replace('{{q}}', () => q)} | ${catalogue.app.name}`,
    description: descriptionText.replace('{{q}}', () => q),
  };
}
