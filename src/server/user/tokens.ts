import { createHash, randomBytes } from 'node:crypto';
import type { Db, Tx } from '../db/client';
import { expireTokensOf, insertToken, redeemToken } from './token-queries';

export type TokenPurpose = 'verify' | 'reset';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a single-use link token; only its hash is stored. */
export async function createToken(db: Db | Tx, userId: number, purpose: TokenPurpose, hours: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertToken(db, {
    id: hash(token),
    user: userId,
    purpose,
    expires_at: new Date(Date.now() + hours * 3_600_000),
  });
  return token;
}

/** Redeems a token atomically (unused, unexpired, right purpose) and returns its user, or null. */
export function consumeToken(db: Db | Tx, token: string, purpose: TokenPurpose): Promise<number | null> {
  return redeemToken(db, hash(token), purpose);
}

/**
 * Revokes every unused token of a purpose a user still has (a used reset link or a changed password makes
 * the other reset links of the account worthless), in the transaction that changes the password.
 */
export async function revokeTokens(db: Db | Tx, userId: number, purpose: TokenPurpose) {
  await expireTokensOf(db, userId, purpose);
}
