import { isAdminLevel } from '../../shared/domain/account';
import type { TwoFactorSetup, TwoFactorStatus } from '../../shared/schemas/two-factor';
import type { Db } from '../db/client';
import type { users } from '../db/schema';
import { type LogSource, writeLog } from '../log/service';
import { AppError } from '../plugins/errors';
import { sessionIdOf, type Viewer } from '../plugins/session';
import { logLoginFailed, openSession, requirePassword } from './auth-service';
import { clearLoginFailures, LOGIN_CAPTCHA_AFTER, recordLoginFailure } from './login-failures';
import {
  disableTotp,
  enableTotp,
  selectUser,
  setRecoveryCodes,
  setTotpPendingSecret,
  spendRecoveryCode,
  spendTotpStep,
} from './queries';
import { deleteSession, deleteSessionsOf, selectPendingSessionUser } from './session-queries';
import {
  decryptTotpSecret,
  encryptTotpSecret,
  hashRecoveryCode,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  type TwoFactorKeys,
  totpUri,
} from './totp';

/** What the two-factor rules need: the database and the keys of the stored secrets and codes. */
export interface TwoFactorContext {
  db: Db;
  keys: TwoFactorKeys;
}

type UserRow = typeof users.$inferSelect;

const codeInvalid = () => new AppError('twoFactorCodeInvalid', 'The code is wrong or already used');

async function userOf(db: Db, userId: number): Promise<UserRow> {
  const user = await selectUser(db, userId);
  if (!user) throw new AppError('loginRequired', 'Login required');
  return user;
}

/**
 * Checks a second factor and uses it up: a TOTP code is accepted once and only if its time step is
 * later than the last accepted one (RFC 6238 §5.2), a recovery code is struck off. Both updates are
 * single atomic statements, so two requests racing with the same code cannot both win.
 */
async function spendSecondFactor(ctx: TwoFactorContext, user: UserRow, code: string): Promise<boolean> {
  if (/^\d+$/.test(code)) {
    const secret = user.totp_secret && decryptTotpSecret(ctx.keys, user.id, user.totp_secret);
    const step = secret ? matchTotp(secret, code) : null;
    if (step === null) return false;
    return spendTotpStep(ctx.db, user.id, step);
  }
  if (!normalizeRecoveryCode(code)) return false;
  return spendRecoveryCode(ctx.db, user.id, hashRecoveryCode(ctx.keys, code));
}

/**
 * The second factor of a logged-in user for a change to it (disable, new recovery codes). Wrong codes
 * count like failed logins from the caller's address; once that address has failed LOGIN_CAPTCHA_AFTER
 * times the session ends, so further guesses need a new login, which then needs a captcha.
 */
async function requireSecondFactor(ctx: TwoFactorContext, user: UserRow, viewer: Viewer, ip: string, code: string) {
  if (await spendSecondFactor(ctx, user, code)) return;
  if ((await recordLoginFailure(ctx.db, user.username, ip)) >= LOGIN_CAPTCHA_AFTER) {
    await deleteSession(ctx.db, viewer.sessionId);
  }
  throw codeInvalid();
}

/**
 * The code step of a login: the pending session of the password step (5 minutes) and a TOTP or
 * recovery code open a full session under a new token. Wrong codes count like wrong passwords of the
 * account from this address (login-failures.ts); once the address has failed LOGIN_CAPTCHA_AFTER times,
 * each wrong code also ends the pending session, so every further guess needs the password step again,
 * which then needs a captcha. Logged like the password step: the login with its session, a failure with
 * data1 'twoFactor'.
 */
export async function completeTwoFactorLogin(
  ctx: TwoFactorContext,
  pendingToken: string | undefined,
  code: string,
  meta: { ip: string; userAgent?: string },
  source: LogSource,
): Promise<{ userId: number; token: string }> {
  try {
    return await checkTwoFactorLogin(ctx, pendingToken, code, meta, source);
  } catch (error) {
    await logLoginFailed(ctx.db, source, 'twoFactor', error);
    throw error;
  }
}

async function checkTwoFactorLogin(
  ctx: TwoFactorContext,
  pendingToken: string | undefined,
  code: string,
  meta: { ip: string; userAgent?: string },
  source: LogSource,
): Promise<{ userId: number; token: string }> {
  const expired = () => new AppError('twoFactorExpired', 'Start the login again with the password');
  if (!pendingToken || pendingToken.length > 64) throw expired();
  const pendingId = sessionIdOf(pendingToken);
  const row = await selectPendingSessionUser(ctx.db, pendingId);
  if (!row || row.locked || !row.totp_enabled_at) throw expired();
  if (!(await spendSecondFactor(ctx, row, code))) {
    if ((await recordLoginFailure(ctx.db, row.username, meta.ip)) >= LOGIN_CAPTCHA_AFTER) {
      await deleteSession(ctx.db, pendingId);
    }
    throw codeInvalid();
  }
  const token = await ctx.db.transaction(async (tx) => {
    await deleteSession(tx, pendingId);
    await clearLoginFailures(tx, row.username, meta.ip);
    return openSession(tx, row.id, meta, source);
  });
  return { userId: row.id, token };
}

/** The account page's view of two-factor sign-in. */
export async function twoFactorStatus(db: Db, viewer: Viewer): Promise<TwoFactorStatus> {
  const user = await userOf(db, viewer.id);
  return {
    enabled: user.totp_enabled_at !== null,
    enabledAt: user.totp_enabled_at?.toISOString() ?? null,
    recoveryCodesLeft: user.totp_enabled_at ? user.totp_recovery_codes.length : 0,
    required: isAdminLevel(user.userlevel),
  };
}

/**
 * Starts an enrolment (or the replacement of the authenticator) after checking the password: a new
 * secret waits beside the current one until a code from it is confirmed.
 */
export async function startTwoFactorSetup(ctx: TwoFactorContext, viewer: Viewer, password: string) {
  await requirePassword(ctx.db, viewer.id, password);
  const user = await userOf(ctx.db, viewer.id);
  const secret = newTotpSecret();
  await setTotpPendingSecret(ctx.db, user.id, encryptTotpSecret(ctx.keys, user.id, secret));
  const uri = totpUri(secret, user.email);
  const { default: QRCode } = await import('qrcode');
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { secret, uri, qrSvg } satisfies TwoFactorSetup;
}

/**
 * Confirms the enrolment with a code of the new secret: it becomes the secret, ten fresh recovery codes
 * replace any old ones (returned once, stored only as keyed hashes), and the user's other sessions end,
 * so every session left has passed the second factor or set it up.
 */
export async function confirmTwoFactorSetup(ctx: TwoFactorContext, viewer: Viewer, code: string, source: LogSource) {
  const user = await userOf(ctx.db, viewer.id);
  const secret = user.totp_pending_secret && decryptTotpSecret(ctx.keys, user.id, user.totp_pending_secret);
  if (!secret) throw new AppError('twoFactorSetupMissing', 'Start the set-up first');
  const step = matchTotp(secret, code);
  if (step === null) throw codeInvalid();
  const recoveryCodes = newRecoveryCodes();
  await ctx.db.transaction(async (tx) => {
    await enableTotp(tx, user.id, {
      secret: user.totp_pending_secret,
      step,
      recoveryHashes: recoveryCodes.map((c) => hashRecoveryCode(ctx.keys, c)),
    });
    await deleteSessionsOf(tx, user.id, viewer.sessionId);
    await writeLog(tx, source, 'twoFactorEnabled');
  });
  return { recoveryCodes };
}

/** Switches two-factor sign-in off: needs the password and a current code; not for administrators. */
export async function disableTwoFactor(
  ctx: TwoFactorContext,
  viewer: Viewer,
  input: { password: string; code: string },
  source: LogSource,
) {
  const user = await userOf(ctx.db, viewer.id);
  if (!user.totp_enabled_at) throw new AppError('twoFactorNotEnabled', 'Two-factor sign-in is off');
  if (isAdminLevel(user.userlevel)) {
    throw new AppError('twoFactorRequiredForAdmins', 'Administrators cannot switch two-factor sign-in off');
  }
  await requirePassword(ctx.db, user.id, input.password);
  await requireSecondFactor(ctx, user, viewer, source.ip, input.code);
  await disableTotp(ctx.db, user.id);
  await writeLog(ctx.db, source, 'twoFactorDisabled');
}

/** Replaces the recovery codes with ten fresh ones (shown once); needs a current code. */
export async function renewRecoveryCodes(ctx: TwoFactorContext, viewer: Viewer, code: string, source: LogSource) {
  const user = await userOf(ctx.db, viewer.id);
  if (!user.totp_enabled_at) throw new AppError('twoFactorNotEnabled', 'Two-factor sign-in is off');
  await requireSecondFactor(ctx, user, viewer, source.ip, code);
  const recoveryCodes = newRecoveryCodes();
  await setRecoveryCodes(
    ctx.db,
    user.id,
    recoveryCodes.map((c) => hashRecoveryCode(ctx.keys, c)),
  );
  await writeLog(ctx.db, source, 'recoveryCodesRenewed');
  return { recoveryCodes };
}
