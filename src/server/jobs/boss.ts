import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client';

/** The schema pg-boss keeps its tables in (created and migrated by pg-boss itself at start). */
export const JOB_SCHEMA = 'pgboss';

/** What pg-boss runs its statements through: the app's own driver, so it works on PGlite too. */
export type SqlExecutor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/** A writing transaction (or the database itself): whatever Drizzle can `execute` on. */
export type Tx = Pick<Db, 'execute'>;

/** A value as both drivers bind it: Drizzle drops undefined, and JSON goes as text (arrays stay one parameter). */
const bindable = (value: unknown) =>
  value === undefined
    ? null
    : value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)
      ? JSON.stringify(value)
      : value;

/**
 * pg-boss's `$1`-style statement as Drizzle SQL, so it runs inside a Drizzle transaction of either
 * driver. Each pg-boss parameter is bound once, its later uses refer to that one: PostgreSQL infers one
 * type per parameter, and a value bound again for every use would be parsed as each use's own type (the
 * deferred digest's delay in seconds as a timestamp, say), failing the statement.
 */
function toDrizzleSql(text: string, values: unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  // pg-boss's number → the number Drizzle gives it (Drizzle numbers the bound values in order from $1).
  const bound = new Map<number, number>();
  const chunks: SQL[] = parts.map((part, i) => {
    if (i % 2 === 0) return sql.raw(part);
    const n = Number(part);
    const already = bound.get(n);
    if (already !== undefined) return sql.raw(`$${already}`);
    bound.set(n, bound.size + 1);
    return sql`${sql.param(bindable(values[n - 1]))}`;
  });
  return sql.join(chunks, sql.raw(''));
}

/** Lets pg-boss write into a Drizzle transaction (jobs enqueued with the change that causes them). */
export function txExecutor(tx: Tx): SqlExecutor {
  return {
    async executeSql(text, values) {
      const result = (await tx.execute(toDrizzleSql(text, values))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/** A pg-boss instance on the app's database connection (PGlite's only one, or the pg pool). */
export function createBoss(database: Database, options: Partial<PgBoss.ConstructorOptions> = {}): PgBoss {
  return new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: JOB_SCHEMA,
    // Failed jobs stay in the job table (where administrators see and retry them) for 30 days.
    archiveFailedAfterSeconds: 30 * 24 * 3600,
    ...options,
  } as PgBoss.ConstructorOptions);
}

/**
 * Builds the INSERT of a job only (never started, never polls): enqueuing needs no running queue, just
 * the transaction the job is written in.
 */
export const jobWriter = new PgBoss({
  db: {
    executeSql: () => Promise.reject(new Error('jobs are written through a transaction (options.db)')),
  },
  schema: JOB_SCHEMA,
} as PgBoss.ConstructorOptions);
