import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { catalogueParts } from './vite.catalogue.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every script, stylesheet and
 * SVG of the build: the server sends these as they are (plugins/spa.ts, preCompressed) instead of
 * compressing each response anew, and they come out smaller than compression on the fly does.
 */
function precompress(): Plugin {
  return {
    name: 'standortportal:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      const files = Object.keys(bundle).filter((file) => /\.(js|css|svg)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await fs.readFile(path.join(dir, file));
          if (source.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzip(source, { level: 9 }),
          ]);
          await Promise.all([
            fs.writeFile(path.join(dir, `${file}.br`), br),
            fs.writeFile(path.join(dir, `${file}.gz`), gz),
          ]);
        }),
      );
    },
  };
}

/**
 * The client is built into dist/client; in development Vite proxies the API to the Fastify server.
 * Every screen but the home page is a chunk of its own (src/client/pages/index.ts); the manifest
 * (dist/client/.vite/manifest.json, not served) tells scripts/initial-js.ts which chunks a page loads,
 * for the size budget of `npm run size` (.size-limit.json).
 */
export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), catalogueParts(), precompress()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically is needed before the first paint anyway: one chunk
            // instead of ~50 small ones (each a request of its own, six at a time over HTTP/1.1).
            { name: 'index', tags: ['$initial'], priority: 2 },
            // Zod with the shared schemas and domain rules: loaded on demand by the first API answer of
            // every page (data/shellSchemas.ts), by the search box and by most screens — one chunk, not a dozen.
            // The schemas only administrators' and editors' screens read (admin-*, statistics, the object form,
            // two-factor setup, jobs, change requests) stay with those screens: every public page loading them
            // cost the map route 3.4 kB gzip. The audit trail's texts (domain/audit.ts) read both whole
            // catalogues: in this chunk they put every text twice more on every screen.
            {
              name: 'shared',
              test: /[\\/]src[\\/]shared[\\/](schemas[\\/](?!admin-|statistik|objekt-input|two-factor|jobs|aenderung)|domain[\\/](?!audit\.))|[\\/]node_modules[\\/]zod[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '^/api/': 'http://localhost:3000',
      '/bilder': 'http://localhost:3000',
      '/dokumente': 'http://localhost:3000',
    },
  },
});
