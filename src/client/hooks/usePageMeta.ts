import { useEffect } from 'react';
import { useLocation } from 'react-router';
import {
  type Catalogue,
  type Lang,
  langOfPath,
  metaFromCatalogue,
  resolveRoute,
  type SlugEntry,
  slugForPath,
} from '../../shared/domain/routes';
import { useSlugs } from '../data/queries';
import i18n from '../i18n';
import { useLang } from './useLang';

function setMetaDescription(content: string) {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = content;
}

/** Title and description a page sets for its own content (an article, an entry), valid for one path. */
interface MetaOverride {
  pathname: string;
  title: string;
  description: string | null;
}

/** Set by useDocumentMeta of the page on screen; usePageMeta prefers it for the same path. */
let override: MetaOverride | null = null;

/** The URL shortcut the visitor came through (spec 2: 'a match … takes its title'), for its target path. */
let alias: MetaOverride | null = null;

/**
 * Remembers the shortcut a redirect followed, so the target page shows the shortcut's title and
 * description rather than another entry for the same path; it lapses when the visitor moves on.
 */
export function rememberAlias(target: string, entry: { title: string; description?: string | null }) {
  alias = { pathname: target.split('?')[0] ?? target, title: entry.title, description: entry.description ?? null };
}

/**
 * Writes the title and description of a path, in the order the server writes them into the first HTML
 * (server/slug/meta.ts), so both say the same: the URL shortcut the visitor came through (spec 2: a match
 * 'takes its title'), then a URL-management entry whose target is the path, then the page's own meta
 * (useDocumentMeta, e.g. an article's or a property's), otherwise the route's own texts.
 */
function applyMeta(pathname: string, lang: Lang, slugs: readonly SlugEntry[] | undefined) {
  const route = resolveRoute(pathname);
  if (!route) return;
  const pathLang = langOfPath(pathname) ?? lang;
  // The path's catalogue is loaded before its route renders (langLoader); German is always there.
  const catalogue = (i18n.getResourceBundle(pathLang, 'translation') ??
    i18n.getResourceBundle('de', 'translation')) as Catalogue;
  const own = metaFromCatalogue(catalogue, route.name);
  const entry = slugs ? slugForPath(slugs, pathname) : null;
  const page = override?.pathname === pathname ? override : null;
  if (alias && alias.pathname !== pathname) alias = null;
  document.title = alias?.title || entry?.title || page?.title || own.title;
  setMetaDescription(alias?.description || entry?.description || page?.description || own.description);
}

/** Keeps document.title and the meta description in step with the route (see applyMeta). */
export function usePageMeta() {
  const { pathname } = useLocation();
  const lang = useLang();
  const { data: slugs } = useSlugs();
  useEffect(() => applyMeta(pathname, lang, slugs), [pathname, lang, slugs]);
}

/**
 * Title and description from a page's content, e.g. a know-how article's metatitle/metadescription
 * (the server writes the same into the first HTML response). Pass null while the content is loading
 * or absent; the route's meta applies then.
 */
export function useDocumentMeta(meta: { title: string; description?: string | null } | null) {
  const { pathname } = useLocation();
  const lang = useLang();
  const { data: slugs } = useSlugs();
  const title = meta?.title ?? null;
  const description = meta?.description ?? null;
  useEffect(() => {
    if (!title) return;
    const mine: MetaOverride = { pathname, title, description };
    override = mine;
    applyMeta(pathname, lang, slugs);
    return () => {
      if (override === mine) override = null;
    };
  }, [pathname, title, description, lang, slugs]);
}
