import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PROJECT_ROOT } from '../paths';
import { EMBEDDED_POOL_SIZE, startEmbedded } from './embedded';
import { lockDataDir } from './lock';
import * as schema from './schema';

export { DataDirLockedError, lockDataDir } from './lock';
export { pgliteExtensions } from './pglite-options';

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;
/** A transaction handle of Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An open database: Drizzle on top, and how to close it (and release the DATA_DIR lock). */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Embedded database only: calls `onNotify` for every NOTIFY on `channel`. PGlite has one session, so it
   * delivers a notification with the result of the statement whose commit sent it, before that statement's
   * promise resolves: whoever listens knows of a write before the writer does.
   */
  listen?: (channel: string, onNotify: (payload: string) => void) => Promise<void>;
  /** Embedded database only: writes PGlite's gzipped data-dir dump, after a checkpoint, to `file` (backup). */
  dumpDataDir?: (file: string) => Promise<void>;
  /**
   * Runs SQL text on the driver itself (the job queue's statements): with values as one parameterised
   * statement, without them as a script of several statements (pg-boss sends `BEGIN; …; COMMIT;`).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(PROJECT_ROOT, 'src/server/db/migrations');

/**
 * Opens the embedded PGlite database in `dataDir/pgdata`, locked against a second process (two processes
 * on one PGlite data dir would corrupt its WAL, so the second one fails here). PGlite runs in a thread of
 * its own behind the PostgreSQL wire protocol (db/embedded.ts): the portal reaches it through the same
 * driver as a PostgreSQL server, and no query runs on the portal's event loop. If that thread is lost, the
 * process ends (a supervisor starts it again; PGlite recovers from its WAL).
 */
export async function openPglite(dataDir: string): Promise<Database> {
  const unlock = await lockDataDir(dataDir);
  let embedded: Awaited<ReturnType<typeof startEmbedded>>;
  try {
    embedded = await startEmbedded(dataDir, (reason) => {
      process.stderr.write(`The embedded database was lost (${reason}); the portal stops.\n`);
      process.exit(1);
    });
  } catch (error) {
    await unlock();
    throw error;
  }
  // The socket is reached as PostgreSQL's own (its directory as host); the environment's PG* settings of
  // another server do not apply to it.
  const pool = new pg.Pool({
    host: embedded.socketDir,
    port: 5432,
    user: 'postgres',
    database: 'postgres',
    max: EMBEDDED_POOL_SIZE,
  });
  // PGlite delivers a notification on the connection whose statement committed it (see `listen`).
  const listeners = new Map<string, (payload: string) => void>();
  pool.on('connect', (connection) => {
    connection.on('notification', (n) => listeners.get(n.channel)?.(n.payload ?? ''));
  });
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'pglite',
    listen: async (channel, onNotify) => {
      listeners.set(channel, onNotify);
      await pool.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    },
    executeSql: (text, values) => pool.query(text, values),
    dumpDataDir: (file) => embedded.dump(file),
    async close() {
      try {
        await pool.end();
        await embedded.close();
      } finally {
        await unlock();
      }
    },
  };
}

/** Wraps an open PGlite instance (tests pass one loaded from a migrated template). */
export function wrapPglite(client: PGlite): Database {
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
    async dumpDataDir(file) {
      await client.query('CHECKPOINT');
      fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
    },
    async close() {
      await client.close();
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
 * PGlite loads them at first use: the first request that touched a geometry (the first listing duplicated
 * after a start, say) waited about a second, and with it every statement queued behind it. A server of
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
  // A PGlite opened in this thread (the tests' copies of a migrated template) has Drizzle's PGlite driver.
  if ((database.db as { $client?: unknown }).$client instanceof PGlite) {
    await migratePglite(database.db, { migrationsFolder });
    return;
  }
  // The embedded database has one process (its DATA_DIR is locked) and one session, which a transaction
  // holding the lock would keep from the migrator's own statements: it migrates without the lock.
  if (database.kind === 'pglite') {
    await migratePg(database.db as never, { migrationsFolder });
    return;
  }
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await migratePg(database.db as never, { migrationsFolder });
  });
}
