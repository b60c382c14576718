import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import type { Extension } from '@electric-sql/pglite';
import { postgis } from '@electric-sql/pglite-postgis';
import tar from 'tar-stream';

/**
 * PGlite unpacks every extension bundle into its in-memory file system and compiles every WebAssembly
 * library in it, on each open. The PostGIS bundle (~20 MB gzip) carries three such libraries of ~16 MB —
 * postgis, postgis_raster, postgis_topology — and the tiger geocoder; the portal uses only postgis. Opening
 * with the whole bundle took ~1.3 s and ~330 MB more than with just postgis, so PGlite is handed a copy
 * that holds the postgis library, its extension scripts (install and upgrade paths) and the PROJ data
 * (ST_Transform). The copy is made once per installed package version in the system temp directory.
 */
export function keepInSlimBundle(name: string): boolean {
  if (name.startsWith('share/proj/')) return true;
  if (name === 'lib/postgresql/postgis-3.so' || name === 'share/postgresql/extension/postgis.control') return true;
  return name.startsWith('share/postgresql/extension/postgis--') && !name.includes('--unpackaged');
}

/** Writes the slim copy of `source` to `target` (atomically: a rename, so racing processes are safe). */
async function writeSlimBundle(source: string, target: string): Promise<void> {
  const staging = `${target}.${process.pid}.${Date.now()}.tmp`;
  const extract = tar.extract();
  const pack = tar.pack();
  extract.on('entry', (header, stream, next) => {
    if (!keepInSlimBundle(header.name)) {
      stream.on('end', next);
      stream.resume();
      return;
    }
    stream.pipe(pack.entry(header, next));
  });
  extract.on('finish', () => pack.finalize());
  try {
    await Promise.all([
      pipeline(fs.createReadStream(source), zlib.createGunzip(), extract),
      // PGlite gunzips the bundle on every open; the fastest level costs the least there and here.
      pipeline(pack, zlib.createGzip({ level: 1 }), fs.createWriteStream(staging)),
    ]);
    fs.renameSync(staging, target);
  } finally {
    fs.rmSync(staging, { force: true });
  }
}

let slimBundle: Promise<URL> | undefined;

/** The slim bundle's URL; falls back to the full bundle when the copy cannot be written. */
function slimBundleUrl(full: URL): Promise<URL> {
  slimBundle ??= (async () => {
    const source = fileURLToPath(full);
    // Size and modification time identify the installed bundle well enough to notice an upgrade.
    const { size, mtimeMs } = fs.statSync(source);
    const target = path.join(os.tmpdir(), `standortportal-postgis-${size}-${Math.trunc(mtimeMs)}.tar.gz`);
    try {
      if (!fs.existsSync(target)) await writeSlimBundle(source, target);
      return new URL(`file://${target}`);
    } catch {
      return full;
    }
  })();
  return slimBundle;
}

/** PostGIS for PGlite with the slim bundle; otherwise exactly the package's own extension. */
export const slimPostgis: Extension = {
  name: postgis.name,
  async setup(pg, emscriptenOpts) {
    const result = await postgis.setup(pg, emscriptenOpts);
    return result.bundlePath ? { ...result, bundlePath: await slimBundleUrl(result.bundlePath) } : result;
  },
};
