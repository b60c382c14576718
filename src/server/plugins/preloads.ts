import fs from 'node:fs';
import path from 'node:path';
import { ROUTE_NAMES, type RouteName, resolveRoute } from '../../shared/domain/routes';

/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The source module of a screen the client loads on demand (src/client/pages/index.ts imports
 * `./<name>`, the administrators' screens `./admin/<name without admin->`); the key of its chunk in the
 * manifest. preloads.test.ts checks that every screen but the home page has one.
 */
export function screenModule(name: RouteName): string {
  const folder = name.startsWith('admin-') ? `admin/${name.slice('admin-'.length)}` : name;
  return `pages/${folder}/index.tsx`;
}

/**
 * The manifest key of the German catalogue's rest (vite.config.ts catalogueParts): every screen loaded on
 * demand waits for it (client/lib/lazyWithReload.ts) while German is shown.
 */
export const CATALOGUE_REST = '../../virtual:catalogue/de-rest';
/** The German catalogue's administrators' part: the admin screens wait for it as well. */
export const CATALOGUE_ADMIN = '../../virtual:catalogue/de-admin';

/**
 * The first API answer a screen's largest paint waits for, by route — what the screen's SCREEN_DATA
 * (client/pages/index.ts) asks for as its route matches. Named in the HTML, the request starts while the
 * entry chunk is still on its way; the client's own request for the same URL then takes the answer.
 */
const SCREEN_DATA_PATHS: Partial<Record<RouteName, (params: Record<string, string>) => string | undefined>> = {
  foerderkompass: () => '/api/fm_matrix',
  detailansicht: ({ objektId }) => (objektId ? `/api/objekt/${encodeURIComponent(objektId)}` : undefined),
};

/**
 * A preload the client's fetch takes over: `as="fetch"` with `crossorigin="anonymous"` is a CORS request
 * with same-origin credentials — what the portal's API client sends (data/client.ts).
 */
const dataPreload = (href: string) => `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous" />`;

/** The chunk's file, and those of its static imports (transitively), each once; CSS apart. */
function closure(manifest: Manifest, key: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { js: [...js], css: [...css] };
}

/**
 * Link tags that let the browser fetch a screen's code together with the entry chunk. Without them a
 * screen loaded on demand is discovered only after the entry has arrived and run, and its chunk's own
 * imports only after that chunk — three round trips before the screen can render (the funding compass and
 * the detail view missed LCP < 1 s for this). Computed once per screen from the build manifest; the
 * entry's own files are left out, as index.html names them already. Vite's loader skips a file that a
 * link in the document already asked for, so nothing is fetched twice. A German page of such a screen also
 * preloads the parts of the German catalogue the screen waits for (an admin screen's also the administrators'), and a screen whose largest paint
 * waits for an API answer names that, too (SCREEN_DATA_PATHS).
 */
export function createPreloads(clientDir: string): (pathname: string) => string {
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = closure(manifest, 'index.html');
  const tags = new Map<RouteName, string>();
  for (const name of ROUTE_NAMES) {
    const { js, css } = closure(manifest, screenModule(name));
    const lines = [
      ...css.filter((f) => !entry.css.includes(f)).map((f) => `<link rel="stylesheet" href="/${f}" />`),
      ...js.filter((f) => !entry.js.includes(f)).map((f) => `<link rel="modulepreload" href="/${f}" />`),
    ];
    tags.set(name, lines.join('\n    '));
  }
  const catalogueTag = (key: string) => {
    const file = manifest[key]?.file;
    return file ? `\n    <link rel="modulepreload" href="/${file}" />` : '';
  };
  const restTag = catalogueTag(CATALOGUE_REST);
  const adminTag = restTag + catalogueTag(CATALOGUE_ADMIN);
  return (pathname) => {
    const route = resolveRoute(pathname);
    const screen = route ? tags.get(route.name) : undefined;
    if (!route || !screen) return '';
    const data = SCREEN_DATA_PATHS[route.name]?.(route.params);
    const texts = route.lang !== 'de' ? '' : route.name.startsWith('admin-') ? adminTag : restTag;
    return (data ? `${dataPreload(data)}\n    ` : '') + screen + texts;
  };
}
