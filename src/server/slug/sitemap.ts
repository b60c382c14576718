import { LANGS, type RouteName, routePath } from '../../shared/domain/routes';
import type { Db } from '../db/client';
import { selectSitemapIds } from './queries';

/** Public screens without parameters that belong in the sitemap. */
const STATIC_ROUTES: RouteName[] = [
  'home',
  'standortsuche',
  'foerderkompass',
  'wissen',
  'glossar',
  'kontakt',
  'nutzungsbedingungen',
  'datenschutz',
  'offene-daten',
];

/** Every public page as [route, params]: static screens, funding entries, glossary, articles, public objects. */
export async function publicPages(db: Db): Promise<[RouteName, Record<string, string | number>][]> {
  const { programmes, entries, articles, objects } = await selectSitemapIds(db);
  return [
    ...STATIC_ROUTES.map((name): [RouteName, Record<string, string>] => [name, {}]),
    ...programmes.map(({ id }): [RouteName, Record<string, number>] => ['foerderkompass', { foerderId: id }]),
    ...entries.map(({ id }): [RouteName, Record<string, number>] => ['glossar', { glossarId: id }]),
    ...articles.map(({ id }): [RouteName, Record<string, number>] => ['wissen-detail', { wissenId: id }]),
    ...objects.map(({ id }): [RouteName, Record<string, string>] => ['detailansicht', { objektId: id }]),
  ];
}

const xml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');

/** sitemap.xml: each public page in both languages, each with its hreflang alternates. */
export function renderSitemap(publicUrl: string, pages: [RouteName, Record<string, string | number>][]): string {
  const urls = pages.flatMap(([name, params]) => {
    const alternates = LANGS.map(
      (lang) =>
        `<xhtml:link rel="alternate" hreflang="${lang}" href="${xml(publicUrl + routePath(name, lang, params))}"/>`,
    ).join('');
    return LANGS.map((lang) => `<url><loc>${xml(publicUrl + routePath(name, lang, params))}</loc>${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled; the API, accounts and administration may not. */
export function renderRobots(publicUrl: string): string {
  const privatePaths = [
    '/api/',
    ...LANGS.flatMap((l) => [`/${l}/admin/`, `/${l}/login`, `/${l}/logout`, `/${l}/objekteditor/`]),
  ];
  return `User-agent: *\n${privatePaths.map((p) => `Disallow: ${p}`).join('\n')}\nAllow: /\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}
