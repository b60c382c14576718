/**
 * Which JS chunks a page of the built client loads, from Vite's manifest (dist/client/.vite/manifest.json),
 * for the size budget of `npm run size` (.size-limit.json):
 *  - home: the entry chunk and its static imports — what /de/home loads before it can paint (the
 *    modulepreload list of index.html);
 *  - standortsuche: that, plus the map page's chunk with everything it imports, statically or on demand
 *    (OpenLayers arrives with the map), and the rest of the catalogue — the whole JS of the map route.
 * Copies each list into tmp/size-limit/<list>/ (size-limit checks files by glob) and prints the sums.
 * The build is dist/client, or CLIENT_DIR / the first argument (e.g. a private build beside it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CATALOGUE_REST } from '../src/server/plugins/preloads';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const root = path.resolve(import.meta.dirname, '..');
/** The manifest key of the map page: the path of its module relative to Vite's root, src/client. */
const MAP_PAGE = 'pages/standortsuche/index.tsx';

/** The entry and the chunks it imports statically (transitively). */
function initialChunks(manifest: Manifest): Set<string> {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  visit(entry);
  return seen;
}

/**
 * A lazily loaded page with everything it imports, statically or on demand, on top of `loaded`; the
 * walk does not go through chunks in `loaded` (the entry's own lazy imports are other pages).
 */
function pageChunks(manifest: Manifest, page: string, loaded: Set<string>): Set<string> {
  for (const key of [page, CATALOGUE_REST]) if (!manifest[key]) throw new Error(`${key} is not in the manifest`);
  const seen = new Set(loaded);
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of [...(manifest[key]?.imports ?? []), ...(manifest[key]?.dynamicImports ?? [])]) visit(next);
  };
  visit(page);
  visit(CATALOGUE_REST);
  return seen;
}

/** The JS files of a set of manifest keys. */
const jsFiles = (manifest: Manifest, keys: Set<string>) =>
  [...keys].map((key) => manifest[key]?.file ?? '').filter((file) => file.endsWith('.js'));

const clientDir = path.resolve(process.argv[2] ?? process.env.CLIENT_DIR ?? path.join(root, 'dist/client'));
const manifestFile = path.join(clientDir, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`No Vite manifest at ${manifestFile}: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
const home = initialChunks(manifest);
const lists = { home: jsFiles(manifest, home), standortsuche: jsFiles(manifest, pageChunks(manifest, MAP_PAGE, home)) };

const outDir = path.join(root, 'tmp/size-limit');
for (const [name, files] of Object.entries(lists)) {
  const dir = path.join(outDir, name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let gzip = 0;
  for (const file of files) {
    const source = path.join(clientDir, file);
    fs.copyFileSync(source, path.join(dir, path.basename(file)));
    gzip += gzipSync(fs.readFileSync(source), { level: 9 }).length;
  }
  console.log(`${name}: ${files.length} JS files, ${(gzip / 1000).toFixed(1)} kB gzip → tmp/size-limit/${name}/`);
}
