import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS } from '../../shared/schemas/two-factor';
import { deriveKey } from '../plugins/secrets';

/**
 * The cryptography of two-factor sign-in, without the database: TOTP codes (RFC 6238 with SHA-1,
 * 6 digits, 30 s steps, ±1 step accepted), the secret's encryption at rest and the recovery codes.
 */

/** The name authenticator apps show above the account. */
export const TOTP_ISSUER = 'Standortportal';
export const TOTP_PERIOD_SECONDS = 30;
/** Steps before and after the current one whose codes are still accepted (clock drift, typing time). */
export const TOTP_WINDOW = 1;

/** The keys of two-factor sign-in, derived from the server's master secret (plugins/secrets.ts). */
export interface TwoFactorKeys {
  /** AES-256-GCM key of the stored TOTP secrets. */
  encryption: Buffer;
  /** HMAC-SHA-256 key of the stored recovery codes. */
  recovery: Buffer;
}

export function twoFactorKeys(masterSecret: string): TwoFactorKeys {
  return {
    encryption: Buffer.from(deriveKey(masterSecret, 'totp-secret'), 'base64url'),
    recovery: Buffer.from(deriveKey(masterSecret, 'totp-recovery'), 'base64url'),
  };
}

/** A new random TOTP secret: 160 bits (RFC 4226's recommendation), base32 as authenticator apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** The otpauth:// URI of a secret, which the QR code carries to the authenticator app. */
export const totpUri = (secret: string, account: string) => totpOf(secret, account).toString();

/** The time step a moment falls in. */
export const totpStep = (now = Date.now()) => Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);

/** The code of a secret at a moment (tests, the demo script). */
export const totpCode = (secret: string, now = Date.now()) => totpOf(secret).generate({ timestamp: now });

/** The time step whose code `code` is (within ±TOTP_WINDOW of now), or null when it matches none. */
export function matchTotp(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d+$/.test(code) || code.length !== TOTP_DIGITS) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : totpStep(now) + delta;
}

/**
 * Encrypts a TOTP secret for the users table: `v1.iv.tag.ciphertext` (base64url), AES-256-GCM with the
 * user id as associated data, so a stored secret is useless in another user's row.
 */
export function encryptTotpSecret(keys: TwoFactorKeys, userId: number, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.encryption, iv);
  cipher.setAAD(Buffer.from(`totp:${userId}`));
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** Decrypts a stored TOTP secret; null when it cannot be (another key, another row, tampered). */
export function decryptTotpSecret(keys: TwoFactorKeys, userId: number, stored: string): string | null {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keys.encryption, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(`totp:${userId}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** Crockford's base32 without the look-alikes i, l, o, u: 10 characters carry 50 random bits. */
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const RECOVERY_LENGTH = 10;

/** Fresh recovery codes as shown to the user (`xxxxx-xxxxx`). */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: RECOVERY_LENGTH }, () => RECOVERY_ALPHABET[randomInt(32)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * A recovery code as typed (any case, with or without dash or spaces, o/i/l read as 0/1) in its
 * canonical form, or null when it cannot be one.
 */
export function normalizeRecoveryCode(input: string): string | null {
  const code = input.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
  return code.length === RECOVERY_LENGTH && [...code].every((c) => RECOVERY_ALPHABET.includes(c)) ? code : null;
}

/**
 * The stored form of a recovery code: HMAC-SHA-256 with a server key. The codes carry 50 random bits,
 * so a slow password hash adds nothing against guessing; the key keeps a leaked table from being
 * searched offline.
 */
export function hashRecoveryCode(keys: TwoFactorKeys, code: string): string {
  const canonical = normalizeRecoveryCode(code) ?? code;
  return createHmac('sha256', keys.recovery).update(canonical).digest('hex');
}
