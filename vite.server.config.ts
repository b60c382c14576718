import { defineConfig } from 'vite';

/**
 * The server build behind `npm start`: src/server/main.ts and everything of src/ it imports in one file,
 * dist/server/main.js, run by plain Node. Loading ~150 TypeScript modules through tsx's loader took
 * ~2.5 s of every start; the bundle loads in about half of that. Packages stay in node_modules (native
 * addons, WebAssembly and font files are found there as usual), except JSON data that Node 20 would
 * only import with an import attribute.
 */
export default defineConfig({
  build: {
    ssr: 'src/server/main.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    // Chunks beside main.js, not in assets/: import.meta.dirname must be dist/server in every one (paths.ts).
    rolldownOptions: { output: { entryFileNames: 'main.js', chunkFileNames: '[name]-[hash].js' } },
  },
  ssr: { noExternal: ['world-geojson'] },
});
