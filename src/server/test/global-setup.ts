import type { TestProject } from 'vitest/node';
import { preparePgliteTemplate, preparePostgresTemplate } from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated, demo-seeded PGlite dump each DB test file starts from. */
    pgliteTemplate: string;
    /** TEST_DATABASE_URL, when the DB suites also run against a real PostgreSQL server. */
    postgresUrl: string;
  }
}

/** Prepares the seeded template databases once per test run. */
export default async function setup(project: TestProject) {
  project.provide('pgliteTemplate', await preparePgliteTemplate());
  const url = process.env.TEST_DATABASE_URL ?? '';
  if (url) await preparePostgresTemplate(url);
  else
    console.log('PostgreSQL variants of the DB suites skipped: TEST_DATABASE_URL is not set (embedded database only).');
  project.provide('postgresUrl', url);
}
