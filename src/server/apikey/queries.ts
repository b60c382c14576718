import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apiKey, users } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type ApiKeyRow = typeof apiKey.$inferSelect;

/** A user's keys that are not revoked, newest first. */
export function selectActiveKeys(db: Db, userId: number): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKey)
    .where(and(eq(apiKey.user, userId), isNull(apiKey.revoked_at)))
    .orderBy(desc(apiKey.created_at), desc(apiKey.id));
}

/**
 * The user (broker mark, lock) and how many keys they have that are not revoked, counted after locking the
 * user's row, so two creations at once cannot both pass the cap.
 */
export async function lockUserWithKeyCount(tx: Tx, userId: number) {
  const [user] = await tx.select({ makler: users.makler }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(apiKey)
    .where(and(eq(apiKey.user, userId), isNull(apiKey.revoked_at)));
  return user ? { makler: user.makler, active: row?.n ?? 0 } : null;
}

/** Stores a new key (its hash); returns its row. */
export async function insertKey(tx: Tx, values: typeof apiKey.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await tx.insert(apiKey).values(values).returning();
  if (!row) throw new Error('API key not created');
  return row;
}

/** Revokes one of a user's keys; false when the user has no such key that is not revoked yet. */
export async function revokeKey(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(apiKey)
    .set({ revoked_at: new Date() })
    .where(and(eq(apiKey.id, id), eq(apiKey.user, userId), isNull(apiKey.revoked_at)))
    .returning({ id: apiKey.id });
  return rows.length > 0;
}

/** The key with this hash that is not revoked, with what the caller's rights depend on; undefined otherwise. */
export async function selectKeyOwner(db: Db, hash: string) {
  const [row] = await db
    .select({
      keyId: apiKey.id,
      lastUsed: apiKey.last_used_at,
      userId: users.id,
      userlevel: users.userlevel,
      locked: users.locked,
      verified: sql<boolean>`${users.verified_at} is not null`,
      makler: users.makler,
    })
    .from(apiKey)
    .innerJoin(users, eq(users.id, apiKey.user))
    .where(and(eq(apiKey.hash, hash), isNull(apiKey.revoked_at)));
  return row;
}

/** Notes a key's use, unless it was noted after `since` already. */
export async function touchKey(db: Db, id: number, since: Date) {
  await db
    .update(apiKey)
    .set({ last_used_at: new Date() })
    .where(and(eq(apiKey.id, id), or(isNull(apiKey.last_used_at), lt(apiKey.last_used_at, since))));
}
