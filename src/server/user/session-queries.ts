import { and, eq, getTableColumns, gt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { sessions, users } from '../db/schema';

/** Inserts a session row (plugins/session.ts createSession). */
export async function insertSession(db: Db | Tx, values: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(values);
}

/** A live, complete session (not a pending code step, not expired, seen after `idleLimit`) with its user. */
export async function selectLiveSession(db: Db, id: string, idleLimit: Date) {
  const [row] = await db
    .select({
      userId: users.id,
      userlevel: users.userlevel,
      locked: users.locked,
      twoFactor: sql<boolean>`${users.totp_enabled_at} is not null`,
      lastSeen: sessions.last_seen_at,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user))
    .where(
      and(
        eq(sessions.id, id),
        eq(sessions.two_factor_pending, false),
        gt(sessions.expires_at, sql`now()`),
        gt(sessions.last_seen_at, idleLimit),
      ),
    );
  return row;
}

/** Restarts a session's idle timeout. */
export async function touchSession(db: Db, id: string) {
  await db.update(sessions).set({ last_seen_at: new Date() }).where(eq(sessions.id, id));
}

/** The user of an unexpired pending code step (a login with two-factor sign-in after its password). */
export async function selectPendingSessionUser(db: Db, id: string) {
  const [row] = await db
    .select(getTableColumns(users))
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user))
    .where(and(eq(sessions.id, id), eq(sessions.two_factor_pending, true), sql`${sessions.expires_at} > now()`));
  return row;
}

/** Ends one session. */
export async function deleteSession(db: Db | Tx, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends a user's sessions, all or all but `keepId`. */
export async function deleteSessionsOf(db: Db | Tx, userId: number, keepId?: string) {
  await db
    .delete(sessions)
    .where(keepId === undefined ? eq(sessions.user, userId) : and(eq(sessions.user, userId), ne(sessions.id, keepId)));
}
