import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PROJECT_ROOT } from '../paths';
import { lockDataDir } from './lock';
import { slimPostgis } from './postgis-bundle';
import * as schema from './schema';

export { DataDirLockedError, lockDataDir } from './lock';

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;
/** A transaction handle of Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An open database: Drizzle on top, and how to close it (and release the DATA_DIR lock). */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Embedded database only: calls `onNotify` for every NOTIFY on `channel`. PGlite delivers a
   * notification with the result of the statement whose commit sent it, before that statement's promise
   * resolves, so whoever listens knows of a write before the writer does.
   */
  listen?: (channel: string, onNotify: (payload: string) => void) => Promise<void>;
  /**
   * Runs SQL text on the driver itself (the job queue's statements): with values as one parameterised
   * statement, without them as a script of several statements (pg-boss sends `BEGIN; …; COMMIT;`).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(PROJECT_ROOT, 'src/server/db/migrations');

/** Extensions PGlite needs loaded to run the committed migrations (PostGIS without raster and topology). */
export const pgliteExtensions = { postgis: slimPostgis, pg_trgm, unaccent };

/**
 * PostgreSQL's shared buffers in PGlite: 16 MB instead of its 128 MB. PGlite touches all of them when it
 * opens, so they count in the server's RSS from the start (~135 MB less with 16 MB); its data files are
 * read through Node's file system, where the operating system's page cache keeps them.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * Opens the embedded PGlite database in `dataDir/pgdata`, locked against a second process:
 * two processes on one PGlite data dir would corrupt its WAL, so the second one fails here.
 */
export async function openPglite(dataDir: string): Promise<Database> {
  const unlock = await lockDataDir(dataDir);
  try {
    const client = new PGlite(path.join(dataDir, 'pgdata'), {
      extensions: pgliteExtensions,
      startParams: PGLITE_START_PARAMS,
    });
    await client.waitReady;
    return wrapPglite(client, unlock);
  } catch (error) {
    await unlock();
    throw error;
  }
}

/** Wraps an open PGlite instance (tests pass one loaded from a migrated template). */
export function wrapPglite(client: PGlite, release?: () => Promise<void>): Database {
  return {
    db: drizzlePglite(client, { schema }),
    kind: 'pglite',
    listen: async (channel, onNotify) => {
      await client.listen(channel, onNotify);
    },
    async executeSql(text, values) {
      if (values?.length) return client.query<Record<string, unknown>>(text, values);
      // PGlite's query() takes one statement; exec() runs a script and answers each statement's result.
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    async close() {
      await client.close();
      await release?.();
    },
  };
}

/** Opens a pool on a real PostgreSQL + PostGIS server. */
export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Both drivers expose the same query builder; the PGlite type is used as the common one.
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    executeSql: (text, values) => pool.query(text, values),
    close: () => pool.end(),
  };
}

/**
 * Has the embedded database load PostGIS and its coordinate transformations before the portal listens.
 * PGlite loads them at first use, on the event loop: the first request that touched a geometry (the first
 * listing duplicated after a start, say) held every other request for about a second. A server of
 * DATABASE_URL loads them in its own processes, so nothing is done there.
 */
export async function warmUp(database: Database): Promise<void> {
  if (database.kind !== 'pglite') return;
  // Austria Lambert (31287) is what the site check measures areas and distances in.
  await database.executeSql(`select ST_AsText(ST_Transform(ST_GeomFromText('POINT(16 48)', 4326), 31287))`);
}

/** The number of migrations this build ships (drizzle-kit's journal). */
export function shippedMigrationCount(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** The advisory lock app processes on one PostgreSQL take turns on to migrate (any constant of the portal's). */
const MIGRATION_LOCK = 7_318_420_260;

/**
 * Applies the committed SQL migrations. On PostgreSQL several app processes may start at once, and
 * Drizzle's migrator takes no lock: two `CREATE SCHEMA IF NOT EXISTS` at the same moment fail on a unique
 * index, and a migration could run twice. So each process migrates while a transaction of its own holds an
 * advisory lock; the next one waits for it and then finds nothing left to apply.
 */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db, { migrationsFolder });
    return;
  }
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await migratePg(database.db as never, { migrationsFolder });
  });
}
