import { and, asc, desc, eq, gt, ilike, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { ADMIN_LEVEL } from '../../shared/domain/account';
import type { AdminUserQuery, AdminUserSort } from '../../shared/schemas/admin-user';
import type { Db } from '../db/client';
import { objekt, sessions, users } from '../db/schema';
import { containing } from '../lib/like';

/** A transaction handle; the rules run the checks and the change inside one. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Properties a user owns, counted per row (the delete dialog asks what becomes of them). Qualified by
 * hand: Drizzle leaves columns of a one-table select unqualified, and objekt has an "id" of its own.
 */
const objektCount = sql<number>`(select count(*)::int from ${objekt} where ${objekt}.${sql.identifier(
  objekt.owner.name,
)} = ${users}.${sql.identifier(users.id.name)})`;

const sortColumns: Record<AdminUserSort, SQL[]> = {
  email: [sql`${users.username}`],
  name: [sql`lower(${users.last_name})`, sql`lower(${users.first_name})`],
  company: [sql`lower(${users.company_name})`],
  userlevel: [sql`${users.userlevel}`],
  createdAt: [sql`${users.created_at}`],
};

/** The user list's state filter: may log in (verified, not locked), locked, not verified yet. */
const STATE_CONDITIONS = {
  aktiv: and(eq(users.locked, false), isNotNull(users.verified_at)),
  gesperrt: eq(users.locked, true),
  unbestaetigt: isNull(users.verified_at),
};

/** One page of the user list: the search runs over e-mail, first and last name (also together) and company. */
export async function selectUserPage(db: Db, query: AdminUserQuery) {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const like = containing(query.q);
    conditions.push(
      or(
        ilike(users.username, like),
        ilike(users.first_name, like),
        ilike(users.last_name, like),
        ilike(users.company_name, like),
        sql`concat_ws(' ', ${users.first_name}, ${users.last_name}) ilike ${like}`,
      ),
    );
  }
  if (query.level !== undefined) conditions.push(eq(users.userlevel, query.level));
  if (query.makler !== undefined) conditions.push(eq(users.makler, query.makler));
  if (query.state) conditions.push(STATE_CONDITIONS[query.state]);
  const where = and(...conditions);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(users).where(where);
  const direction = query.dir === 'asc' ? asc : desc;
  const rows = await db
    .select({ user: users, objektCount })
    .from(users)
    .where(where)
    // Empty names sort last either way; the id keeps pages stable when values tie.
    .orderBy(...sortColumns[query.sort].map((column) => sql`${direction(column)} nulls last`), asc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { total: count?.total ?? 0, rows };
}

/** One user with the number of properties they own, or null. */
export async function selectUser(db: Db | Tx, id: number) {
  const [row] = await db.select({ user: users, objektCount }).from(users).where(eq(users.id, id));
  return row ?? null;
}

/**
 * The ids of the active (verified, unlocked) administrators, locked FOR UPDATE in id order. Every change
 * that could take rights away takes these locks first, so two administrators demoting each other at the
 * same moment run one after the other and the second one sees that the first is gone.
 */
export async function lockActiveAdmins(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(gt(users.userlevel, ADMIN_LEVEL), eq(users.locked, false), isNotNull(users.verified_at)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((r) => r.id);
}

/** The user's row locked for the rest of the transaction, or null. */
export async function selectUserForUpdate(tx: Tx, id: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row ?? null;
}

/** The users' rows locked in id order for the rest of the transaction (the missing ids are left out). */
export function selectUsersForUpdate(tx: Tx, ids: readonly number[]) {
  return tx
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]))
    .orderBy(asc(users.id))
    .for('update');
}

/** True when another account already has this username. */
export async function usernameTaken(tx: Tx, username: string, exceptId: number) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, username), ne(users.id, exceptId)));
  return Boolean(row);
}

/** Writes changed columns of one user. */
export async function updateUser(tx: Tx, id: number, values: Partial<typeof users.$inferInsert>) {
  await tx.update(users).set(values).where(eq(users.id, id));
}

/** Ends every session of a user (after locking: they are logged out on their next request). */
export async function deleteSessionsOf(tx: Tx, userId: number) {
  await tx.delete(sessions).where(eq(sessions.user, userId));
}

/** The properties a user owns (for the audit entries of a deletion), locked until the transaction ends. */
export function selectOwnedObjekte(tx: Tx, ownerId: number) {
  return tx
    .select({ id: objekt.id, objektname: objekt.objektname, objektnummer: objekt.objektnummer })
    .from(objekt)
    .where(eq(objekt.owner, ownerId))
    .for('update');
}

/** Hands every property of one user to another; returns how many moved. */
export async function reassignObjekte(tx: Tx, fromId: number, toId: number) {
  const moved = await tx
    .update(objekt)
    .set({ owner: toId })
    .where(eq(objekt.owner, fromId))
    .returning({ id: objekt.id });
  return moved.length;
}

/** Deletes a user; sessions, tokens, favourites and collections cascade, owned properties keep owner null. */
export async function deleteUser(tx: Tx, id: number) {
  await tx.delete(users).where(eq(users.id, id));
}
