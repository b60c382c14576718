import type { Db, Tx } from '../db/client';
import { deleteLoginFailures, selectLoginFailureCounts, upsertLoginFailure } from './login-failure-queries';

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

/** Counts one failure of the account from the address (one atomic upsert); answers that address's count. */
export async function recordLoginFailure(db: Db, username: string, ip: string): Promise<number> {
  return upsertLoginFailure(db, username, ip, LOGIN_FAILURE_WINDOW_HOURS);
}

/** Whether a login to the account from the address must bring a solved captcha. */
export async function captchaRequired(db: Db, username: string, ip: string): Promise<boolean> {
  const counts = await selectLoginFailureCounts(db, username, ip, LOGIN_FAILURE_WINDOW_HOURS);
  return counts.source >= LOGIN_CAPTCHA_AFTER || counts.account >= LOGIN_CAPTCHA_AFTER_ACCOUNT;
}

/** A complete login from the address: its failures are forgiven (other addresses keep theirs). */
export async function clearLoginFailures(db: Db | Tx, username: string, ip: string) {
  await deleteLoginFailures(db, username, ip);
}

/** A completed password reset: the account starts again without failures from anywhere. */
export async function liftLoginFailures(db: Db | Tx, username: string) {
  await deleteLoginFailures(db, username);
}
