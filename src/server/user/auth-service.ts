import { and, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import { RESET_LINK_HOURS, TERMS_VERSION, VERIFY_LINK_HOURS } from '../../shared/domain/account';
import { safeNext } from '../../shared/domain/next';
import { routePath } from '../../shared/domain/routes';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { enqueueMail } from '../jobs/mail';
import { AppError } from '../plugins/errors';
import { createSession } from '../plugins/session';
import { accountExistsMail, passwordChangedMail, resetMail, verificationMail } from './mails';
import { hashPassword, verifyPassword } from './password';
import { consumeToken, createToken, revokeTokens } from './tokens';
import type { TwoFactorKeys } from './totp';

/** What the account rules need besides the database: the public address for links, 2FA keys. */
export interface AuthContext {
  db: Db;
  publicUrl: string;
  twoFactorKeys: TwoFactorKeys;
}

type Lang = 'de' | 'en';

/** Usernames are e-mail addresses, compared without case. */
export const normalizeUsername = (username: string) => username.trim().toLowerCase();

let dummyHash: Promise<string> | undefined;
/** Checks a password against a throwaway hash, so unknown users cost as much time as known ones. */
const burnTime = async (password: string) => {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  await verifyPassword(await dummyHash, password);
};

/**
 * Registers an unverified user and mails the verification link. A taken address answers exactly like a
 * new one (the caller sees "a mail is on its way"), and its owner gets a mail saying they already have an
 * account, so registration cannot probe addresses; both paths hash the password and send one mail.
 * Returns the user's id and whether it was created.
 */
export async function register(
  ctx: AuthContext,
  input: { email: string; passwort: string; newsletter: boolean; lang: Lang; next?: string },
): Promise<{ userId: number; created: boolean }> {
  const username = normalizeUsername(input.email);
  const password_hash = await hashPassword(input.passwort);
  // The user, the link's token and the mail's job are written together: no account without its mail.
  return ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.username, username));
    if (existing) {
      await enqueueMail(tx, accountExistsMail(existing.email, `${ctx.publicUrl}/${input.lang}/login`, input.lang));
      return { userId: existing.id, created: false };
    }
    const [user] = await tx
      .insert(users)
      .values({
        username,
        email: input.email.trim(),
        password_hash,
        lang: input.lang,
        newsletter_consent: input.newsletter,
        terms_consent: true,
        terms_version: TERMS_VERSION,
      })
      .returning({ id: users.id, email: users.email });
    if (!user) throw new Error('user not created');
    const token = await createToken(tx, user.id, 'verify', VERIFY_LINK_HOURS);
    // The login after verifying goes on where the registration started (issue 21: back to the listing).
    const next = safeNext(input.next);
    const link = `${ctx.publicUrl}/${input.lang}/login?verify=${token}${next ? `&next=${encodeURIComponent(next)}` : ''}`;
    await enqueueMail(tx, verificationMail(user.email, link, input.lang));
    return { userId: user.id, created: true };
  });
}

/** Follows a verification link: marks the user verified. */
export async function verifyEmail(db: Db, token: string): Promise<number> {
  const userId = await consumeToken(db, token, 'verify');
  if (userId === null) throw new AppError('tokenInvalid', 'The link is invalid, used or expired');
  await db.update(users).set({ verified_at: new Date() }).where(eq(users.id, userId));
  return userId;
}

/** Wrong passwords in a row an account takes before its logins are held back. */
export const LOGIN_FAILURES_ALLOWED = 5;
/** The first hold-back; each further wrong password doubles it, up to LOGIN_BACKOFF_MAX_SECONDS. */
export const LOGIN_BACKOFF_FIRST_SECONDS = 60;
export const LOGIN_BACKOFF_MAX_SECONDS = 3600;

/**
 * How long logins to an account are held back after `failures` wrong passwords in a row: nothing for
 * the first LOGIN_FAILURES_ALLOWED - 1, then 1 min, 2 min, 4 min … capped at 1 h.
 */
export function loginBackoffSeconds(failures: number): number {
  if (failures < LOGIN_FAILURES_ALLOWED) return 0;
  const doublings = Math.min(failures - LOGIN_FAILURES_ALLOWED, 12);
  return Math.min(LOGIN_BACKOFF_FIRST_SECONDS * 2 ** doublings, LOGIN_BACKOFF_MAX_SECONDS);
}

/**
 * A login refused because the account's back-off is running. It answers exactly like a wrong password
 * (same code, status and message: spec 8 knows no other login failure an unknown address could also
 * get), so it reveals neither the back-off nor that the account exists; the route logs it apart.
 */
export class LoginHeldBackError extends AppError {
  constructor() {
    super('incorrectEmailOrPassword', 'Incorrect email or password');
  }
}

/**
 * Counts a wrong password and, from the LOGIN_FAILURES_ALLOWED-th on, holds the account back. The count is
 * one atomic UPDATE, so concurrent attempts each count; the hold only ever grows (greatest), whichever of
 * two concurrent attempts writes last, and runs on the database's clock.
 */
export async function recordFailedLogin(db: Db, userId: number) {
  const [row] = await db
    .update(users)
    .set({ failed_logins: sql`${users.failed_logins} + 1` })
    .where(eq(users.id, userId))
    .returning({ failures: users.failed_logins });
  const seconds = loginBackoffSeconds(row?.failures ?? 0);
  if (seconds === 0) return;
  await db
    .update(users)
    .set({
      login_blocked_until: sql`greatest(coalesce(${users.login_blocked_until}, now()), now() + make_interval(secs => ${seconds}))`,
    })
    .where(eq(users.id, userId));
}

/** A checked password: a full session, or (two-factor sign-in) a pending one for the code step. */
export interface LoginResult {
  userId: number;
  token: string;
  twoFactorPending: boolean;
}

/**
 * Checks the credentials and opens a new session. Wrong address and wrong password answer alike;
 * only a correct password reveals that the account is locked or still awaits verification (spec 8).
 * After LOGIN_FAILURES_ALLOWED wrong passwords in a row the account's logins are held back for a
 * growing time (loginBackoffSeconds) and answered like a wrong password, even with the right one;
 * a successful login clears the count. With two-factor sign-in the password only opens a pending
 * session for the code step (two-factor-service.ts), and the count is cleared only after the code.
 */
export async function login(
  db: Db,
  input: { username: string; password: string },
  meta: { ip?: string; userAgent?: string },
): Promise<LoginResult> {
  const [user] = await db
    .select({
      ...getTableColumns(users),
      heldBack: sql<boolean>`coalesce(${users.login_blocked_until} > now(), false)`,
    })
    .from(users)
    .where(eq(users.username, normalizeUsername(input.username)));
  if (!user) {
    await burnTime(input.password);
    throw new AppError('incorrectEmailOrPassword', 'Incorrect email or password');
  }
  // Checked even while held back, so that answer takes as long as any other.
  const passwordOk = await verifyPassword(user.password_hash, input.password);
  if (user.heldBack) throw new LoginHeldBackError();
  if (!passwordOk) {
    await recordFailedLogin(db, user.id);
    throw new AppError('incorrectEmailOrPassword', 'Incorrect email or password');
  }
  // Like the verification state, the lock is only revealed to someone who knows the password.
  if (user.locked) throw new AppError('userLocked', 'The account is locked by an administrator');
  if (!user.verified_at) throw new AppError('userNotVerified', 'User is not yet verified');
  if (user.totp_enabled_at) {
    // Wrong codes count like wrong passwords; clearing the count here would let a known password
    // restart the code guessing every few attempts.
    const token = await createSession(db, user.id, meta, { twoFactorPending: true });
    return { userId: user.id, token, twoFactorPending: true };
  }
  await clearFailedLogins(db, user);
  return { userId: user.id, token: await createSession(db, user.id, meta), twoFactorPending: false };
}

/** A complete login clears the account's count of wrong passwords and codes. */
export async function clearFailedLogins(
  db: Db,
  user: { id: number; failed_logins: number; login_blocked_until: Date | null },
) {
  if (user.failed_logins > 0 || user.login_blocked_until) {
    await db.update(users).set({ failed_logins: 0, login_blocked_until: null }).where(eq(users.id, user.id));
  }
}

/** Ends one session. */
export async function logout(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/**
 * Mails a link to set a new password when the address belongs to an account; answers the same either
 * way, so the call cannot be used to probe addresses: the mail is only enqueued (sent by the job queue
 * after the answer), so the answer does not wait for a mail server either way. Returns the user id for
 * the log, if any. `sentBy: 'agency'` when an administrator sends it (the mail says so).
 */
export async function requestPasswordReset(
  ctx: AuthContext,
  username: string,
  lang: Lang,
  sentBy: 'user' | 'agency' = 'user',
): Promise<number | null> {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(eq(users.username, normalizeUsername(username)));
  if (!user || user.locked) return null;
  await ctx.db.transaction(async (tx) => {
    const token = await createToken(tx, user.id, 'reset', RESET_LINK_HOURS);
    const link = `${ctx.publicUrl}/${lang}/login?reset=${token}`;
    await enqueueMail(tx, resetMail(user.email, link, lang, sentBy));
  });
  return user.id;
}

/**
 * Sets a new password from a reset link; ends every session and every other reset link of the user and
 * counts as verification.
 * Two-factor sign-in stays as it is: the link proves the mailbox, not the second factor.
 */
export async function confirmPasswordReset(db: Db, token: string, password: string): Promise<number> {
  const password_hash = await hashPassword(password);
  const userId = await db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, 'reset');
    if (userId === null) return null;
    const [user] = await tx
      .select({ verified_at: users.verified_at, totp_enabled_at: users.totp_enabled_at })
      .from(users)
      .where(eq(users.id, userId));
    // The link proves the mailbox: the new password starts without a login back-off, unless the
    // back-off may stem from guessed codes, which the mailbox does not excuse.
    const backoff = user?.totp_enabled_at ? {} : { failed_logins: 0, login_blocked_until: null };
    await tx
      .update(users)
      .set({ password_hash, verified_at: user?.verified_at ?? new Date(), ...backoff })
      .where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.user, userId));
    // Any other reset link mailed before is worthless now.
    await revokeTokens(tx, userId, 'reset');
    return userId;
  });
  if (userId === null) throw new AppError('tokenInvalid', 'The link is invalid, used or expired');
  return userId;
}

/**
 * Changes the password after checking the old one; the user's other sessions and reset links end, and the
 * user is told by mail (with the login page, should it not have been them).
 */
export async function changePassword(
  db: Db,
  viewer: { id: number; sessionId: string },
  input: { oldPassword: string; newPassword: string },
  publicUrl: string,
) {
  await requirePassword(db, viewer.id, input.oldPassword);
  const password_hash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ password_hash })
      .where(eq(users.id, viewer.id))
      .returning({ email: users.email, lang: users.lang });
    await tx.delete(sessions).where(and(eq(sessions.user, viewer.id), ne(sessions.id, viewer.sessionId)));
    // A reset link mailed before the change would undo it.
    await revokeTokens(tx, viewer.id, 'reset');
    if (user) {
      const loginUrl = `${publicUrl}${routePath('login', user.lang)}`;
      await enqueueMail(tx, passwordChangedMail(user.email, user.lang, loginUrl));
    }
  });
}

/** Throws oldPasswordIncorrect unless the password is the user's current one. */
export async function requirePassword(db: Db, userId: number, password: string) {
  const [user] = await db.select({ hash: users.password_hash }).from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.hash, password))) {
    throw new AppError('oldPasswordIncorrect', 'The current password is incorrect');
  }
}
