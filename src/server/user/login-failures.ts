import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailure } from '../db/schema';
import type { DbOrTx } from './tokens';

/**
 * Soft lockout (ASVS 6.3.1/6.3.2, issue 23 finding 2). Wrong passwords and codes are counted per account
 * and source address. Nothing is ever refused for them: from LOGIN_CAPTCHA_AFTER failures of one source,
 * or LOGIN_CAPTCHA_AFTER_ACCOUNT of all sources together, each further login to the account needs a
 * solved captcha as well. So a stranger hammering an account pays proof of work for every guess, while the
 * owner, from an address that has not failed, logs in as usual (or with a captcha when the whole account
 * is under attack). A complete login clears its source's count, a password reset all counts of the account.
 */

/** Failures of one account from one address before that address must solve a captcha. */
export const LOGIN_CAPTCHA_AFTER = 5;
/** Failures of one account from all addresses before every address must solve a captcha. */
export const LOGIN_CAPTCHA_AFTER_ACCOUNT = 20;
/** Failures older than this are forgotten. */
export const LOGIN_FAILURE_WINDOW_HOURS = 24;

const recent = sql`${loginFailure.last_failure_at} > now() - make_interval(hours => ${LOGIN_FAILURE_WINDOW_HOURS})`;

/** Counts one failure of the account from the address (one atomic upsert); answers that address's count. */
export async function recordLoginFailure(db: Db, username: string, ip: string): Promise<number> {
  const [row] = await db
    .insert(loginFailure)
    .values({ username, ip, failures: 1 })
    .onConflictDoUpdate({
      target: [loginFailure.username, loginFailure.ip],
      set: {
        failures: sql`case when ${recent} then ${loginFailure.failures} + 1 else 1 end`,
        last_failure_at: sql`now()`,
      },
    })
    .returning({ failures: loginFailure.failures });
  return row?.failures ?? 1;
}

/** Whether a login to the account from the address must bring a solved captcha. */
export async function captchaRequired(db: Db, username: string, ip: string): Promise<boolean> {
  const [row] = await db
    .select({
      source: sql<number>`coalesce(sum(${loginFailure.failures}) filter (where ${loginFailure.ip} = ${ip}), 0)::int`,
      account: sql<number>`coalesce(sum(${loginFailure.failures}), 0)::int`,
    })
    .from(loginFailure)
    .where(and(eq(loginFailure.username, username), recent));
  return (row?.source ?? 0) >= LOGIN_CAPTCHA_AFTER || (row?.account ?? 0) >= LOGIN_CAPTCHA_AFTER_ACCOUNT;
}

/** A complete login from the address: its failures are forgiven (other addresses keep theirs). */
export async function clearLoginFailures(db: DbOrTx, username: string, ip: string) {
  await db.delete(loginFailure).where(and(eq(loginFailure.username, username), eq(loginFailure.ip, ip)));
}

/** A completed password reset: the account starts again without failures from anywhere. */
export async function liftLoginFailures(db: DbOrTx, username: string) {
  await db.delete(loginFailure).where(eq(loginFailure.username, username));
}
