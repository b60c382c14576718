import { RESET_LINK_HOURS, TERMS_VERSION, VERIFY_LINK_HOURS } from '../../shared/domain/account';
import { safeNext } from '../../shared/domain/next';
import { type Lang, routePath } from '../../shared/domain/routes';
import type { Db, Tx } from '../db/client';
import { enqueueMail } from '../jobs/mail';
import { type LogSource, writeLog } from '../log/service';
import { AppError } from '../plugins/errors';
import { createSession } from '../plugins/session';
import { captchaRequired, clearLoginFailures, liftLoginFailures, recordLoginFailure } from './login-failures';
import { accountExistsMail, passwordChangedMail, resetMail, verificationMail } from './mails';
import { hashPassword, verifyPassword } from './password';
import {
  insertUser,
  selectPasswordHash,
  selectUser,
  selectUserByUsername,
  updatePasswordHash,
  updateUser,
} from './queries';
import { deleteSession, deleteSessionsOf } from './session-queries';
import { consumeToken, createToken, revokeTokens } from './tokens';
import type { TwoFactorKeys } from './totp';

/** What the account rules need besides the database: the public address for links, 2FA keys. */
export interface AuthContext {
  db: Db;
  publicUrl: string;
  twoFactorKeys: TwoFactorKeys;
}

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
 * The log tells administrators apart what the answer does not (register or registerExisting).
 */
export async function register(
  ctx: AuthContext,
  input: { email: string; passwort: string; newsletter: boolean; lang: Lang; next?: string },
  source: LogSource,
): Promise<void> {
  const username = normalizeUsername(input.email);
  const password_hash = await hashPassword(input.passwort);
  // The user, the link's token and the mail's job are written together: no account without its mail.
  await ctx.db.transaction(async (tx) => {
    const existing = await selectUserByUsername(tx, username);
    if (existing) {
      await enqueueMail(tx, accountExistsMail(existing.email, `${ctx.publicUrl}/${input.lang}/login`, input.lang));
      await writeLog(tx, source, 'registerExisting', { userid: existing.id });
      return;
    }
    const user = await insertUser(tx, {
      username,
      email: input.email.trim(),
      password_hash,
      lang: input.lang,
      newsletter_consent: input.newsletter,
      terms_consent: true,
      terms_version: TERMS_VERSION,
    });
    if (!user) throw new Error('user not created');
    // The login after verifying goes on where the registration started (issue 21: back to the listing).
    await enqueueVerification(tx, user, ctx.publicUrl, input.lang, safeNext(input.next));
    await writeLog(tx, source, 'register', { userid: user.id });
  });
}

/**
 * Creates a verification token and enqueues its mail in the caller's transaction: a link to the login page,
 * which verifies and logs in, then goes on to `next`.
 */
export async function enqueueVerification(
  tx: Tx,
  user: { id: number; email: string },
  publicUrl: string,
  lang: Lang,
  next?: string | null,
): Promise<void> {
  const token = await createToken(tx, user.id, 'verify', VERIFY_LINK_HOURS);
  const link = `${publicUrl}/${lang}/login?verify=${token}${next ? `&next=${encodeURIComponent(next)}` : ''}`;
  await enqueueMail(tx, verificationMail(user.email, link, lang));
}

/** Follows a verification link: marks the user verified. */
export async function verifyEmail(db: Db, token: string, source: LogSource): Promise<void> {
  await db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, 'verify');
    if (userId === null) throw new AppError('tokenInvalid', 'The link is invalid, used or expired');
    await updateUser(tx, userId, { verified_at: new Date() });
    await writeLog(tx, source, 'verify', { userid: userId });
  });
}

/** A checked password: a full session, or (two-factor sign-in) a pending one for the code step. */
export interface LoginResult {
  userId: number;
  token: string;
  twoFactorPending: boolean;
}

/** Verifies and redeems a captcha solution: null when valid, else the reason (user/captcha.ts). */
export type CaptchaCheck = (payload: string) => Promise<string | null>;

/**
 * Checks the credentials and opens a new session. Wrong address and wrong password answer alike;
 * only a correct password reveals that the account is locked or still awaits verification (spec 8).
 * Failures are counted per account and source (login-failures.ts); once a source, or the account as a
 * whole, has failed too often, a login must bring a solved captcha, else it is answered captchaRequired
 * before the password is looked at: the same for every address, known or not. No login is ever refused
 * for failures of others. A complete login clears its source's count; with two-factor sign-in the
 * password only opens a pending session for the code step (two-factor-service.ts), and the count is
 * cleared only after the code, so a known password cannot restart the code guessing.
 * A complete login is logged with its session; a failed one with the address typed and the error's code.
 */
export async function login(
  db: Db,
  input: { username: string; password: string; captcha?: string | undefined },
  meta: { ip: string; userAgent?: string },
  checkCaptcha: CaptchaCheck,
  source: LogSource,
): Promise<LoginResult> {
  try {
    return await checkLogin(db, input, meta, checkCaptcha, source);
  } catch (error) {
    await logLoginFailed(db, source, normalizeUsername(input.username), error);
    throw error;
  }
}

/** Logs a failed login step: data1 the account typed (or 'twoFactor' for the code step), data2 the error's code. */
export async function logLoginFailed(db: Db, source: LogSource, data1: string, error: unknown) {
  await writeLog(db, source, 'loginFailed', { data1, data2: error instanceof AppError ? error.code : 'internal' });
}

/** Opens the session of a complete login in the caller's transaction and logs the login with it. */
export async function openSession(
  tx: Tx,
  userId: number,
  meta: { ip: string; userAgent?: string },
  source: LogSource,
): Promise<string> {
  const token = await createSession(tx, userId, meta);
  await writeLog(tx, source, 'login', { userid: userId });
  return token;
}

async function checkLogin(
  db: Db,
  input: { username: string; password: string; captcha?: string | undefined },
  meta: { ip: string; userAgent?: string },
  checkCaptcha: CaptchaCheck,
  source: LogSource,
): Promise<LoginResult> {
  const username = normalizeUsername(input.username);
  if (await captchaRequired(db, username, meta.ip)) {
    if (!input.captcha) throw new AppError('captchaRequired', 'Solve the captcha to log in');
    const problem = await checkCaptcha(input.captcha);
    if (problem) throw new AppError('captchaInvalid', problem, { captcha: 'error.captcha' });
  }
  const user = await selectUserByUsername(db, username);
  if (!user) {
    await burnTime(input.password);
    await recordLoginFailure(db, username, meta.ip);
    throw new AppError('incorrectEmailOrPassword', 'Incorrect email or password');
  }
  if (!(await verifyPassword(user.password_hash, input.password))) {
    await recordLoginFailure(db, username, meta.ip);
    throw new AppError('incorrectEmailOrPassword', 'Incorrect email or password');
  }
  // Like the verification state, the lock is only revealed to someone who knows the password.
  if (user.locked) throw new AppError('userLocked', 'The account is locked by an administrator');
  if (!user.verified_at) throw new AppError('userNotVerified', 'User is not yet verified');
  if (user.totp_enabled_at) {
    const token = await createSession(db, user.id, meta, { twoFactorPending: true });
    return { userId: user.id, token, twoFactorPending: true };
  }
  const token = await db.transaction(async (tx) => {
    await clearLoginFailures(tx, username, meta.ip);
    return openSession(tx, user.id, meta, source);
  });
  return { userId: user.id, token, twoFactorPending: false };
}

/** Ends one session; `source` logs it as a logout (a login over an open session ends that one unlogged). */
export async function logout(db: Db, sessionId: string, source?: LogSource) {
  await deleteSession(db, sessionId);
  if (source) await writeLog(db, source, 'logout');
}

/**
 * Mails a link to set a new password when the address belongs to an account; answers the same either
 * way, so the call cannot be used to probe addresses: the mail is only enqueued (sent by the job queue
 * after the answer), so the answer does not wait for a mail server either way. Returns the user id for
 * the log, if any. `sentBy: 'agency'` when an administrator sends it (the mail says so); `audit` writes its
 * audit entry in the transaction that enqueues the mail, so there is no mail without its entry nor an
 * entry without its mail.
 */
export async function requestPasswordReset(
  ctx: AuthContext,
  username: string,
  lang: Lang,
  sentBy: 'user' | 'agency' = 'user',
  audit?: (tx: Tx, userId: number) => Promise<void>,
): Promise<number | null> {
  const user = await selectUserByUsername(ctx.db, normalizeUsername(username));
  if (!user || user.locked) return null;
  await ctx.db.transaction(async (tx) => {
    const token = await createToken(tx, user.id, 'reset', RESET_LINK_HOURS);
    const link = `${ctx.publicUrl}/${lang}/login?reset=${token}`;
    await enqueueMail(tx, resetMail(user.email, link, lang, sentBy));
    await audit?.(tx, user.id);
  });
  return user.id;
}

/**
 * 'Password forgotten' on the login page: requestPasswordReset, logged with the address typed and the
 * account's id if there is one (in the mail's transaction then).
 */
export async function requestOwnPasswordReset(ctx: AuthContext, username: string, lang: Lang, source: LogSource) {
  const entry = (userid: number | null) => ({ userid, data1: normalizeUsername(username) });
  const logged = (tx: Tx, userId: number) => writeLog(tx, source, 'passwordResetRequested', entry(userId));
  if ((await requestPasswordReset(ctx, username, lang, 'user', logged)) === null) {
    await writeLog(ctx.db, source, 'passwordResetRequested', entry(null));
  }
}

/**
 * Sets a new password from a reset link; ends every session and every other reset link of the user and
 * counts as verification.
 * Lifts the captcha demand of failed logins (login-failures.ts) from every address. Two-factor sign-in
 * stays as it is: the link proves the mailbox, not the second factor.
 */
export async function confirmPasswordReset(db: Db, token: string, password: string, source: LogSource) {
  const password_hash = await hashPassword(password);
  const userId = await db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, 'reset');
    if (userId === null) return null;
    const user = await selectUser(tx, userId);
    await updateUser(tx, userId, { password_hash, verified_at: user?.verified_at ?? new Date() });
    // The link proves the mailbox: the new password starts without captcha from anywhere. Codes guessed
    // before are no help now, since the code step needs the new password first.
    if (user) await liftLoginFailures(tx, user.username);
    await deleteSessionsOf(tx, userId);
    // Any other reset link mailed before is worthless now.
    await revokeTokens(tx, userId, 'reset');
    await writeLog(tx, source, 'passwordReset', { userid: userId });
    return userId;
  });
  if (userId === null) throw new AppError('tokenInvalid', 'The link is invalid, used or expired');
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
  source: LogSource,
) {
  await requirePassword(db, viewer.id, input.oldPassword);
  const password_hash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const user = await updatePasswordHash(tx, viewer.id, password_hash);
    await deleteSessionsOf(tx, viewer.id, viewer.sessionId);
    // A reset link mailed before the change would undo it.
    await revokeTokens(tx, viewer.id, 'reset');
    if (user) {
      const loginUrl = `${publicUrl}${routePath('login', user.lang)}`;
      await enqueueMail(tx, passwordChangedMail(user.email, user.lang, loginUrl));
    }
    await writeLog(tx, source, 'passwordChanged');
  });
}

/** Throws oldPasswordIncorrect unless the password is the user's current one. */
export async function requirePassword(db: Db, userId: number, password: string) {
  const hash = await selectPasswordHash(db, userId);
  if (hash === undefined || !(await verifyPassword(hash, password))) {
    throw new AppError('oldPasswordIncorrect', 'The current password is incorrect');
  }
}
