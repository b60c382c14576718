import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { captchaUse, userToken } from '../db/schema';

/** Inserts a link token by its hash. */
export async function insertToken(db: Db | Tx, values: typeof userToken.$inferInsert) {
  await db.insert(userToken).values(values);
}

/** Marks the token with this hash used when it is unused, unexpired and of the purpose (atomic); its user or null. */
export async function redeemToken(db: Db | Tx, id: string, purpose: string): Promise<number | null> {
  const [row] = await db
    .update(userToken)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(userToken.id, id),
        eq(userToken.purpose, purpose),
        isNull(userToken.used_at),
        gt(userToken.expires_at, sql`now()`),
      ),
    )
    .returning({ user: userToken.user });
  return row?.user ?? null;
}

/** Marks every unused token of a purpose of the user used. */
export async function expireTokensOf(db: Db | Tx, userId: number, purpose: string) {
  await db
    .update(userToken)
    .set({ used_at: sql`now()` })
    .where(and(eq(userToken.user, userId), eq(userToken.purpose, purpose), isNull(userToken.used_at)));
}

/**
 * Records a redeemed captcha challenge until it expires (expired ones are dropped first); false when it
 * was redeemed before (one atomic insert, across app processes).
 */
export async function insertCaptchaUse(db: Db, signature: string, expires_at: Date): Promise<boolean> {
  await db.delete(captchaUse).where(lt(captchaUse.expires_at, sql`now()`));
  const inserted = await db
    .insert(captchaUse)
    .values({ signature, expires_at })
    .onConflictDoNothing()
    .returning({ signature: captchaUse.signature });
  return inserted.length === 1;
}
