import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../domain/password';
import { userdataSchema } from './user';

/**
 * Two-factor sign-in (TOTP, RFC 6238, plus single-use recovery codes): the login's code step and the
 * account page's calls. Messages are i18n keys, like the other account schemas.
 */

/** Digits of a TOTP code and the number of recovery codes a user holds after enrolment. */
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;

/**
 * A TOTP code (6 digits) or a recovery code (10 characters, shown as `xxxxx-xxxxx`). Spaces and dashes
 * are ignored and letters compared without case; the server decides which of the two it is.
 */
export const twoFactorCodeSchema = z
  .string()
  .max(40, 'error.maxLength')
  .transform((code) => code.replace(/[\s-]/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, 'error.required')
      .regex(/^[0-9a-z]{6,10}$/, 'error.twoFactorCodeInvalid'),
  );

const password = z.string().min(1, 'error.required').max(PASSWORD_MAX_LENGTH, 'error.maxLength');

/** POST /api/login/code — the code step after the password of an account with two-factor sign-in. */
export const loginCodeBodySchema = z.object({ code: twoFactorCodeSchema });

/** The answer of POST /api/login for an account with two-factor sign-in: the code step is due. */
export const twoFactorRequiredSchema = z.object({ twoFactorRequired: z.literal(true) });

/** POST /api/login answers the userdata, or that a code is needed first. */
export const loginResultSchema = z.union([twoFactorRequiredSchema, userdataSchema]);

/** GET /api/account/twofactor — the account page's status of two-factor sign-in. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** True for administrators: they cannot switch it off, and the administration needs it. */
  required: z.boolean(),
});

/** POST /api/account/twofactor/setup — starting (or replacing) the enrolment needs the password. */
export const twoFactorSetupBodySchema = z.object({ password });

/** The new secret for the authenticator app: as otpauth:// URI, QR code (SVG) and text to type in. */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  qrSvg: z.string(),
});

/** POST /api/account/twofactor/confirm and …/recovery-codes: a current code. */
export const twoFactorCodeBodySchema = z.object({ code: twoFactorCodeSchema });

/** POST /api/account/twofactor/disable: the password and a current code. */
export const twoFactorDisableBodySchema = z.object({ password, code: twoFactorCodeSchema });

/** Fresh recovery codes, shown once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;
