import { defineConfig } from 'drizzle-kit';

/** drizzle-kit only generates SQL from the schema; migrations are reviewed and committed. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
