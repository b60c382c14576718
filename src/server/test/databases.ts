import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, migrate, openPostgres, pgliteExtensions, wrapPglite } from '../db/client';
import { seedDemo } from '../db/seed';

/** Which databases the DB suites run on: always PGlite, and PostgreSQL when TEST_DATABASE_URL is set. */
export type TestDbKind = 'pglite' | 'postgres';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * The SESSION_SECRET of every test app (buildTestApp). The seeded template encrypts the demo
 * administrator's TOTP secret with a key derived from it, so all test apps can read it.
 */
export const TEST_SESSION_SECRET = 'test-session-secret-of-the-standortportal-suite';
// One template per checkout, so suites of two checkouts on one server do not replace each other's template.
const TEMPLATE_DB = `standortportal_test_template_${createHash('sha256').update(root).digest('hex').slice(0, 8)}`;

/** A hash of everything that shapes the template (migrations, seed, shared constants), to reuse it safely. */
function templateKey(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!entry.name.endsWith('.test.ts')) hash.update(entry.name).update(fs.readFileSync(full));
    }
  };
  for (const dir of ['src/server/db', 'src/shared/domain']) walk(path.join(root, dir));
  return hash.digest('hex').slice(0, 16);
}

/** Creates (or reuses) a migrated, demo-seeded PGlite data dir dump and returns its file path. */
export async function preparePgliteTemplate(): Promise<string> {
  const file = path.join(os.tmpdir(), `standortportal-template-${templateKey()}.tar.gz`);
  if (fs.existsSync(file)) return file;
  const client = new PGlite({ extensions: pgliteExtensions });
  const database = wrapPglite(client);
  await migrate(database);
  await seedDemo(database.db, {
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'sp-seed-')),
    images: false,
    masterSecret: TEST_SESSION_SECRET,
  });
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  const tmp = `${file}.${process.pid}`;
  fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(tmp, file);
  return file;
}

/** Creates a migrated, demo-seeded template database on the PostgreSQL server of TEST_DATABASE_URL. */
export async function preparePostgresTemplate(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const database = openPostgres(withDatabase(url, TEMPLATE_DB));
  try {
    await migrate(database);
    await seedDemo(database.db, {
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'sp-seed-')),
      images: false,
      masterSecret: TEST_SESSION_SECRET,
    });
  } finally {
    await database.close();
  }
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Fills `dataDir/pgdata` with the seeded template, as if the portal had migrated and seeded it there. */
export async function seedPgliteDataDir(template: string, dataDir: string): Promise<void> {
  fs.mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(path.join(dataDir, 'pgdata'), {
    loadDataDir: new Blob([fs.readFileSync(template)]),
    extensions: pgliteExtensions,
  });
  await client.waitReady;
  await client.close();
}

/** A fresh copy of the seeded template, private to one test file, dropped on close. */
export async function openTestDatabase(kind: TestDbKind, template: string, postgresUrl?: string): Promise<Database> {
  if (kind === 'pglite') {
    const data = new Blob([fs.readFileSync(template)]);
    const client = new PGlite({ loadDataDir: data, extensions: pgliteExtensions });
    await client.waitReady;
    return wrapPglite(client);
  }
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const copy = await copyPostgresTemplate(postgresUrl);
  const database = openPostgres(copy.url);
  return {
    ...database,
    async close() {
      await database.close();
      await copy.drop();
    },
  };
}

/**
 * A new database on the TEST_DATABASE_URL server, copied from the seeded template: its URL (for code
 * that connects itself, like pg_dump) and how to drop it once every connection is closed.
 */
export async function copyPostgresTemplate(postgresUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `standortportal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  await admin.end();
  return {
    url: withDatabase(postgresUrl, name),
    async drop() {
      const dropper = new pg.Client({ connectionString: postgresUrl });
      await dropper.connect();
      // The pool's connections may still be saying goodbye: wait for their backends to leave, so FORCE
      // below never kills one whose client is still listening (an uncaught 57P01 in the test run).
      for (let i = 0; i < 50; i++) {
        const { rows } = await dropper.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
