import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userToken } from '../db/schema';

export type TokenPurpose = 'verify' | 'reset';

/** The database or a transaction on it: tokens are redeemed and revoked inside the writing transaction. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a single-use link token; only its hash is stored. */
export async function createToken(
  db: Pick<Db, 'insert'>,
  userId: number,
  purpose: TokenPurpose,
  hours: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(userToken).values({
    id: hash(token),
    user: userId,
    purpose,
    expires_at: new Date(Date.now() + hours * 3_600_000),
  });
  return token;
}

/** Redeems a token atomically (unused, unexpired, right purpose) and returns its user, or null. */
export async function consumeToken(db: DbOrTx, token: string, purpose: TokenPurpose): Promise<number | null> {
  const [row] = await db
    .update(userToken)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(userToken.id, hash(token)),
        eq(userToken.purpose, purpose),
        isNull(userToken.used_at),
        gt(userToken.expires_at, sql`now()`),
      ),
    )
    .returning({ user: userToken.user });
  return row?.user ?? null;
}

/**
 * Revokes every unused token of a purpose a user still has (a used reset link or a changed password makes
 * the other reset links of the account worthless), in the transaction that changes the password.
 */
export async function revokeTokens(db: DbOrTx, userId: number, purpose: TokenPurpose) {
  await db
    .update(userToken)
    .set({ used_at: sql`now()` })
    .where(and(eq(userToken.user, userId), eq(userToken.purpose, purpose), isNull(userToken.used_at)));
}
