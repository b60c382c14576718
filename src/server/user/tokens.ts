import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userToken } from '../db/schema';

export type TokenPurpose = 'verify' | 'reset';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a single-use link token; only its hash is stored. */
export async function createToken(db: Db, userId: number, purpose: TokenPurpose, hours: number): Promise<string> {
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
export async function consumeToken(db: Db, token: string, purpose: TokenPurpose): Promise<number | null> {
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
