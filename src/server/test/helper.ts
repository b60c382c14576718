import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/client';
import { openTestDatabase, TEST_SESSION_SECRET, type TestDbKind } from './databases';

/** The databases the DB suites run on in this test run (PGlite always, PostgreSQL when configured). */
export function testDbKinds(): TestDbKind[] {
  return inject('postgresUrl') ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * Boots the real app on a fresh copy of the seeded template database, with the suite's SESSION_SECRET
 * (the template's encrypted TOTP secrets need it; `env` may override it).
 */
export async function buildTestApp(
  kind: TestDbKind = 'pglite',
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-test-'));
  const config = loadConfig(
    { LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: dataDir, SESSION_SECRET: TEST_SESSION_SECRET, ...env },
    overrides,
  );
  const database: Database = await openTestDatabase(kind, inject('pgliteTemplate'), inject('postgresUrl'));
  const app = await buildApp(config, database);
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    /** Closes only the database, as a lost connection would (the app and its data dir stay). */
    closeDatabase: () => database.close(),
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
