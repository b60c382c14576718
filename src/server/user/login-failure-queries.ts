import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { loginFailure } from '../db/schema';

/** Failures of the last `windowHours` (older ones are forgotten). */
const recent = (windowHours: number): SQL =>
  sql`${loginFailure.last_failure_at} > now() - make_interval(hours => ${windowHours})`;

/**
 * Counts one failure of the account from the address (one atomic upsert; a count older than the window
 * starts again at 1); answers that address's count.
 */
export async function upsertLoginFailure(db: Db, username: string, ip: string, windowHours: number) {
  const [row] = await db
    .insert(loginFailure)
    .values({ username, ip, failures: 1 })
    .onConflictDoUpdate({
      target: [loginFailure.username, loginFailure.ip],
      set: {
        failures: sql`case when ${recent(windowHours)} then ${loginFailure.failures} + 1 else 1 end`,
        last_failure_at: sql`now()`,
      },
    })
    .returning({ failures: loginFailure.failures });
  return row?.failures ?? 1;
}

/** The account's recent failures from the address and from all addresses together. */
export async function selectLoginFailureCounts(db: Db, username: string, ip: string, windowHours: number) {
  const [row] = await db
    .select({
      source: sql<number>`coalesce(sum(${loginFailure.failures}) filter (where ${loginFailure.ip} = ${ip}), 0)::int`,
      account: sql<number>`coalesce(sum(${loginFailure.failures}), 0)::int`,
    })
    .from(loginFailure)
    .where(and(eq(loginFailure.username, username), recent(windowHours)));
  return { source: row?.source ?? 0, account: row?.account ?? 0 };
}

/** Deletes the account's failures, from one address or from all. */
export async function deleteLoginFailures(db: Db | Tx, username: string, ip?: string) {
  await db
    .delete(loginFailure)
    .where(
      ip === undefined
        ? eq(loginFailure.username, username)
        : and(eq(loginFailure.username, username), eq(loginFailure.ip, ip)),
    );
}
