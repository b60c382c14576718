import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The client is built into dist/client; in development Vite proxies the API to the Fastify server. */
export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react()],
  build: { outDir: '../../dist/client', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: {
    port: 5173,
    proxy: {
      '^/api/': 'http://localhost:3000',
      '/bilder': 'http://localhost:3000',
      '/dokumente': 'http://localhost:3000',
    },
  },
});
