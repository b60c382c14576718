import { parseLang, type ResolvedRoute, redirectTarget, resolveRoute } from './routes';

/**
 * Rules of URL-management entries (spec 2 'Navigation behaviour', spec 3 'slug'), shared by the admin
 * form and the API. An entry is either a URL shortcut (`slug` is what a visitor types, e.g. 'foerderung')
 * or the meta data of a page (`slug` is the page's own path without the leading '/', e.g. 'de/wissen').
 */

/** Path segments of letters, digits, '-' and '_'; no dots, so the server answers the page, not a file. */
export const SLUG_PATTERN = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/;

/** First segments the server itself answers (API, files, built assets, statistics panel). */
const RESERVED = new Set(['api', 'bilder', 'dokumente', 'assets', 'img', 'sprite', 'statistik']);

/** i18n keys of the slug and path messages (admin.urlmanagement.validation.*). */
export const SLUG_MESSAGES = {
  slugFormat: 'admin.urlmanagement.validation.slugFormat',
  slugReserved: 'admin.urlmanagement.validation.slugReserved',
  slugShadowsRoute: 'admin.urlmanagement.validation.slugShadowsRoute',
  slugLang: 'admin.urlmanagement.validation.slugLang',
  pathFormat: 'admin.urlmanagement.validation.pathFormat',
  unknownPath: 'admin.urlmanagement.validation.unknownPath',
  entityMissing: 'admin.urlmanagement.validation.entityMissing',
} as const;

/** A slug as stored: surrounding blanks and slashes removed. */
export const normalizeSlug = (slug: string) => slug.trim().replace(/^\/+|\/+$/g, '');

const pathOnly = (path: string) => path.split(/[?#]/, 1)[0] ?? '';

/**
 * The portal screen a target path shows, or null when it is none. A target without language prefix
 * (e.g. '/foerderkompass') is opened in the visitor's language, so it is checked as German.
 */
export function slugTargetRoute(path: string): ResolvedRoute | null {
  const target = pathOnly(path.trim());
  if (!target.startsWith('/')) return null;
  return resolveRoute(target) ?? (parseLang(target.split('/')[1]) ? null : resolveRoute(`/de${target}`));
}

/**
 * Why a slug may not be stored for this target, as an i18n key, or null when it may. A shortcut must
 * not shadow a portal path: the router resolves screens and fixed redirects first, so such a shortcut
 * would never be reached. A slug with a language prefix is only a page's meta entry (slug = its own path).
 */
export function slugProblem(slug: string, path: string): string | null {
  const value = normalizeSlug(slug);
  if (!SLUG_PATTERN.test(value)) return SLUG_MESSAGES.slugFormat;
  const first = value.split('/')[0] ?? '';
  if (parseLang(first)) {
    return value === pathOnly(path.trim()).replace(/^\/+|\/+$/g, '') ? null : SLUG_MESSAGES.slugLang;
  }
  if (RESERVED.has(first.toLowerCase())) return SLUG_MESSAGES.slugReserved;
  if (resolveRoute(`/${value}`) || redirectTarget(`/${value}`)) return SLUG_MESSAGES.slugShadowsRoute;
  return null;
}
