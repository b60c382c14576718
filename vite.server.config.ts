import { defineConfig } from 'vite';

/**
 * The server build behind `npm start`: src/server/main.ts and everything of src/ it imports in one file,
 * dist/server/main.js, run by plain Node (and the exposé and import worker threads' entries beside it, and the backup,
 * restore and storage:copy commands, so a production install needs no TypeScript loader). Loading ~150 TypeScript modules through tsx's loader took
 * ~2.5 s of every start; the bundle loads in about half of that. Packages stay in node_modules (native
 * addons, WebAssembly and font files are found there as usual), except JSON data that Node 20 would
 * only import with an import attribute, and the polyline codec, whose CommonJS build (a UMD wrapper) hides
 * its named exports from Node: bundled from its ES module instead.
 */
export default defineConfig({
  build: {
    ssr: true,
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    // Chunks beside main.js, not in assets/: import.meta.dirname must be dist/server in every one (paths.ts).
    // expose-worker.js is the exposé renderer's worker thread (sammlung/expose-pool.ts loads it by file),
    // openimmo-worker.js the OpenImmo import's (openimmo/feed-pool.ts), embedded-worker.js the embedded
    // database's thread (db/embedded.ts);
    // backup.js and restore.js are `npm run backup` / `restore`, storage-copy.js `npm run storage:copy`.
    rolldownOptions: {
      input: {
        main: 'src/server/main.ts',
        'expose-worker': 'src/server/sammlung/expose-worker.ts',
        'openimmo-worker': 'src/server/openimmo/feed-worker.ts',
        'embedded-worker': 'src/server/db/embedded-worker.ts',
        backup: 'scripts/backup.ts',
        restore: 'scripts/restore.ts',
        'storage-copy': 'scripts/storage-copy.ts',
      },
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
  ssr: { noExternal: ['world-geojson', '@googlemaps/polyline-codec'] },
});
