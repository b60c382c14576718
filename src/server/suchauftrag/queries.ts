import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SuchauftragFrequenz } from '../../shared/domain/suchauftrag';
import type { Db } from '../db/client';
import { fmMatrix, suchauftrag, suchauftragGemeldet, users } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction. */
type Executor = Db | Tx;

export type SuchauftragRow = typeof suchauftrag.$inferSelect;

/** A user's saved searches, newest first (one of them with `id`). */
export function selectSuchauftraege(db: Executor, userId: number, id?: number): Promise<SuchauftragRow[]> {
  return db
    .select()
    .from(suchauftrag)
    .where(and(eq(suchauftrag.user, userId), id === undefined ? undefined : eq(suchauftrag.id, id)))
    .orderBy(sql`${suchauftrag.created_at} desc`, sql`${suchauftrag.id} desc`);
}

/** One saved search by id, whoever owns it (the unsubscribe link's, the alert run's). */
export async function selectSuchauftrag(db: Executor, id: number): Promise<SuchauftragRow | undefined> {
  const [row] = await db.select().from(suchauftrag).where(eq(suchauftrag.id, id));
  return row;
}

/** One saved search, its row locked until the transaction ends; undefined when it is gone. */
export async function lockSuchauftrag(tx: Tx, id: number): Promise<SuchauftragRow | undefined> {
  const [row] = await tx.select().from(suchauftrag).where(eq(suchauftrag.id, id)).for('update');
  return row;
}

/**
 * How many searches a user keeps, counted after locking the user's row, so two saves at once cannot both
 * pass the cap.
 */
export async function countSuchauftraegeLocked(tx: Tx, userId: number): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(suchauftrag)
    .where(eq(suchauftrag.user, userId));
  return row?.n ?? 0;
}

/** Saves a search; returns its row. */
export async function insertSuchauftrag(tx: Tx, values: typeof suchauftrag.$inferInsert): Promise<SuchauftragRow> {
  const [row] = await tx.insert(suchauftrag).values(values).returning();
  if (!row) throw new Error('saved search not created');
  return row;
}

/** Changes one of a user's searches (name, frequency); the row after, or undefined when the user has no such search. */
export async function updateSuchauftrag(
  db: Executor,
  userId: number,
  id: number,
  values: Partial<Pick<SuchauftragRow, 'name' | 'frequenz'>>,
): Promise<SuchauftragRow | undefined> {
  const [row] = await db
    .update(suchauftrag)
    .set(values)
    .where(and(eq(suchauftrag.id, id), eq(suchauftrag.user, userId)))
    .returning();
  return row;
}

/** Sets a search's frequency, whoever owns it (the unsubscribe link); the row after. */
export async function setFrequenz(db: Executor, id: number, frequenz: SuchauftragFrequenz) {
  const [row] = await db.update(suchauftrag).set({ frequenz }).where(eq(suchauftrag.id, id)).returning();
  return row;
}

/** Deletes one of a user's searches; false when the user has no such search. */
export async function deleteSuchauftragRow(db: Executor, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(suchauftrag)
    .where(and(eq(suchauftrag.id, id), eq(suchauftrag.user, userId)))
    .returning({ id: suchauftrag.id });
  return rows.length > 0;
}

/**
 * The searches of one frequency with their recipients (address, language, level, two-factor sign-in),
 * by user: locked users get no alerts.
 */
export function selectFaellige(db: Executor, frequenz: SuchauftragFrequenz) {
  return db
    .select({
      row: suchauftrag,
      email: users.email,
      userlevel: users.userlevel,
      twoFactor: sql<boolean>`${users.totp_enabled_at} is not null`,
    })
    .from(suchauftrag)
    .innerJoin(users, eq(users.id, suchauftrag.user))
    .where(and(eq(suchauftrag.frequenz, frequenz), eq(users.locked, false)))
    .orderBy(asc(suchauftrag.user), asc(suchauftrag.id));
}

/** What a search's alerts have told: key → fingerprint. */
export async function selectGemeldet(db: Executor, suchauftragId: number): Promise<Map<string, string>> {
  const rows = await db
    .select({ schluessel: suchauftragGemeldet.schluessel, fingerabdruck: suchauftragGemeldet.fingerabdruck })
    .from(suchauftragGemeldet)
    .where(eq(suchauftragGemeldet.suchauftrag, suchauftragId));
  return new Map(rows.map((r) => [r.schluessel, r.fingerabdruck]));
}

/** Replaces what a search has told with its current matches (key → fingerprint). */
export async function replaceGemeldet(tx: Tx, suchauftragId: number, matches: ReadonlyMap<string, string>) {
  await tx.delete(suchauftragGemeldet).where(eq(suchauftragGemeldet.suchauftrag, suchauftragId));
  const values = [...matches].map(([schluessel, fingerabdruck]) => ({
    suchauftrag: suchauftragId,
    schluessel,
    fingerabdruck,
  }));
  // In batches: PostgreSQL binds at most 65,535 parameters per statement.
  for (let i = 0; i < values.length; i += 5_000) {
    await tx.insert(suchauftragGemeldet).values(values.slice(i, i + 5_000));
  }
}

/** Marks a search as alerted now. */
export async function markGemeldet(tx: Tx, suchauftragId: number) {
  await tx.update(suchauftrag).set({ gemeldet_am: new Date() }).where(eq(suchauftrag.id, suchauftragId));
}

/** The funding programmes (every field the funding filter reads, and what an alert shows). */
export function selectProgramme(db: Executor, ids?: readonly number[]) {
  return db
    .select()
    .from(fmMatrix)
    .where(ids === undefined ? undefined : inArray(fmMatrix.id, [...ids]))
    .orderBy(asc(fmMatrix.sortierung), asc(fmMatrix.id));
}
