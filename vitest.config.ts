import { defineConfig } from 'vitest/config';
import { catalogueParts } from './vite.catalogue.ts';

/** Unit and API tests: colocated *.test.ts under src/. */
export default defineConfig({
  plugins: [catalogueParts()],
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    globalSetup: ['src/server/test/global-setup.ts'],
  },
});
