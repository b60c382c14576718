import { kampagneMeta, presentedObjektMeta, summary } from '../../shared/domain/entity-meta';
import { foerderkompassMeta, pageMeta, searchMeta } from '../../shared/domain/page-meta';
import { decodeQuery } from '../../shared/domain/query';
import { DEFAULT_LANG, type Lang, parseLang, type ResolvedRoute, resolveRoute } from '../../shared/domain/routes';
import { catalogues } from '../../shared/i18n';
import { serialIdParam } from '../../shared/schemas/admin-fields';
import { SUCHE_QUERY } from '../../shared/schemas/suche';
import type { Db } from '../db/client';
import { presentForViewer } from '../objekt/aenderung-service';
import { selectObjekte } from '../objekt/queries';
import { readableBy } from '../objekt/service';
import type { Viewer } from '../plugins/session';
import {
  countFmMatrix,
  selectAktiveKampagne,
  selectErstesBild,
  selectFmMatrixEintrag,
  selectGlossarEintrag,
  selectSlugKandidaten,
} from './queries';

/** What the head of a page says about it: title, description, Open Graph data and language alternates. */
export interface PageMeta {
  lang: Lang;
  title: string;
  description: string;
  /** og:type: 'article' for know-how, glossary and funding entries and properties. */
  type: 'website' | 'article';
  /** Path of an image for og:image (absolute path on this site), if the page has one. */
  image?: string;
  /**
   * The image is also what the page shows largest on arrival (the detail view's gallery): the page's HTML
   * asks for it with a preload, so it loads alongside the scripts instead of after the data and render.
   */
  preloadImage?: boolean;
  /** Path without language prefix, for the de/en alternates; null when the page has no language twin. */
  twinPath: string | null;
  /** The head describes what only the requesting session may see: the page is not kept in shared caches. */
  personal?: boolean;
}

const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** Meta of a detail page from its entity, or null when it does not exist or the viewer may not see it. */
async function entityMeta(
  db: Db,
  route: ResolvedRoute,
  viewer: Viewer | null,
): Promise<Omit<PageMeta, 'lang' | 'twinPath'> | null> {
  const { lang, name, params } = route;
  const site = catalogues[lang].app.name;
  const parsedId = serialIdParam.safeParse(params.wissenId ?? params.glossarId ?? params.foerderId);
  const id = parsedId.success ? parsedId.data : null;
  if (name === 'wissen-detail' && params.wissenId) {
    // By id, or (old links, as the page finds them) by its routerurl.
    const k = await selectAktiveKampagne(db, id !== null ? { id } : { routerurl: params.wissenId });
    if (!k) return null;
    return {
      ...kampagneMeta(k, site),
      type: 'article',
      image: k.seitenhintergrund ? `/bilder/1920/${encodeURIComponent(k.seitenhintergrund)}` : undefined,
    };
  }
  if (name === 'glossar' && params.glossarId && id !== null) {
    const g = await selectGlossarEintrag(db, id);
    if (!g) return null;
    return {
      title: `${lang === 'en' ? g.titel_en : g.titel_de} – ${pageMeta('glossar', lang).title}`,
      description: summary(lang === 'en' ? g.beschreibung_en : g.beschreibung_de),
      type: 'article',
    };
  }
  if (name === 'foerderkompass' && params.foerderId && id !== null) {
    const f = await selectFmMatrixEintrag(db, id);
    if (!f) return null;
    return {
      title: `${lang === 'en' ? f.name_en : f.name_de} – ${pageMeta('foerderkompass', lang).title}`,
      description: summary(lang === 'en' ? f.kurzbeschreibung_en : f.kurzbeschreibung_de),
      type: 'article',
    };
  }
  if (name === 'detailansicht' && /^[0-9a-f-]{36}$/.test(params.objektId ?? '')) {
    // Described as GET /api/objekt/{id} shows it to the caller (spec 6): anonymous callers — crawlers, link
    // previews — public listings only; a logged-in user also what the detail view shows them (listings
    // shown with login, their own in any status with their waiting change, every listing to
    // administrators). Anything else keeps the generic meta (no leak).
    const [record] = await selectObjekte(db, readableBy(viewer), params.objektId ?? '');
    if (!record) return null;
    const shown = await presentForViewer(db, viewer, record);
    const bild = await selectErstesBild(db, record.row.id);
    return {
      ...presentedObjektMeta(shown, lang, site),
      type: 'article',
      image: bild ? `/bilder/1920/${encodeURIComponent(bild.file)}` : undefined,
      preloadImage: bild !== undefined,
      // What a session sees (a listing shown with login, an owner's draft) stays out of shared caches.
      personal: viewer !== null,
    };
  }
  return null;
}

/**
 * The route's own title and description: the results view's name the search text, the funding compass's
 * the number of its programmes as the registration benefits count them (all of GET /api/fm_matrix).
 */
async function routeMeta(
  db: Db,
  route: ResolvedRoute | null,
  lang: Lang,
  search: string,
): Promise<{ title: string; description: string }> {
  if (route?.name === 'suche') return searchMeta(lang, decodeQuery(SUCHE_QUERY, search).q);
  if (route?.name === 'foerderkompass') {
    return foerderkompassMeta(lang, await countFmMatrix(db));
  }
  return pageMeta(route?.name ?? 'home', lang);
}

/**
 * Title, description and Open Graph data of a path (spec 2): a stored URL-management entry's title and
 * description win; otherwise those of the entity a detail page shows, else the route's own texts.
 */
export async function metaForPath(
  db: Db,
  pathname: string,
  search = '',
  viewer: Viewer | null = null,
): Promise<PageMeta> {
  const segments = pathname.split('/').filter(Boolean);
  const lang = parseLang(segments[0]) ?? DEFAULT_LANG;
  const route = resolveRoute(pathname);
  const twinPath = route && parseLang(segments[0]) ? `/${segments.slice(1).join('/')}` : null;
  const last = safeDecode(segments.at(-1) ?? '');
  const bare = pathname.replace(/^\/+|\/+$/g, '');
  const candidates = await selectSlugKandidaten(db, { bare, pathname, last });
  // The page's own URL-management entry wins over a shortcut that points at the same path.
  const entry =
    candidates.find((c) => c.slug === bare) ??
    candidates.find((c) => c.path === pathname) ??
    candidates.find((c) => c.slug === last);
  const fromEntity = route ? await entityMeta(db, route, viewer) : null;
  const base: PageMeta = fromEntity
    ? { lang, twinPath, ...fromEntity }
    : { lang, type: 'website', twinPath, ...(await routeMeta(db, route, lang, search)) };
  return entry ? { ...base, title: entry.title, description: entry.description ?? base.description } : base;
}
