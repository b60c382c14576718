import { and, count, desc, eq, gt, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { anfrage, objekt, users } from '../db/schema';

/** The sender of an enquiry as at sending time: contact, language and the account's age. */
export async function selectAbsender(db: Pick<Db, 'select'>, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      lang: users.lang,
      title: users.title,
      firstName: users.first_name,
      lastName: users.last_name,
      firma: users.company_name,
      createdAt: users.created_at,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * How many enquiries a user sent within the window since `since`, in all and about one listing; counted
 * after locking the user's row, so two enquiries sent at once cannot both pass the limits.
 */
export async function countAnfragenLocked(tx: Tx, userId: number, objektId: string, since: Date) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await tx
    .select({
      gesamt: count(),
      objekt: sql<number>`count(*) filter (where ${anfrage.objekt} = ${objektId})::int`,
    })
    .from(anfrage)
    .where(and(eq(anfrage.absender, userId), gt(anfrage.created_at, since)));
  return { gesamt: Number(row?.gesamt ?? 0), objekt: Number(row?.objekt ?? 0) };
}

/** Stores an enquiry; answers its id and time. */
export async function insertAnfrage(tx: Tx, values: typeof anfrage.$inferInsert) {
  const [row] = await tx.insert(anfrage).values(values).returning({ id: anfrage.id, createdAt: anfrage.created_at });
  if (!row) throw new Error('enquiry not stored');
  return row;
}

/** A listing's enquiries, newest first. */
export function selectAnfragen(db: Pick<Db, 'select'>, objektId: string) {
  return db
    .select()
    .from(anfrage)
    .where(eq(anfrage.objekt, objektId))
    .orderBy(desc(anfrage.created_at), desc(anfrage.id));
}

/**
 * Per listing of an owner that has enquiries: how many, and when the last came (My properties; the
 * owner's statistics per listing may read it too).
 */
export function selectAnfrageAnzahl(db: Pick<Db, 'select'>, ownerId: number) {
  return db
    .select({ objektId: anfrage.objekt, anzahl: count(), letzte: max(anfrage.created_at) })
    .from(anfrage)
    .innerJoin(objekt, eq(objekt.id, anfrage.objekt))
    .where(eq(objekt.owner, ownerId))
    .groupBy(anfrage.objekt);
}
