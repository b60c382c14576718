import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { objekt, objektbild } from '../db/schema';
import type { Tx } from '../objekt/write-queries';

/** Who owns an object and in which status it is: what decides whether its files may change. */
export async function selectBildZugang(db: Db, objektId: string) {
  const [row] = await db
    .select({ owner: objekt.owner, status: objekt.status, istabgelaufen: objekt.istabgelaufen })
    .from(objekt)
    .where(eq(objekt.id, objektId));
  return row;
}

/** An object's released files in their order (first = thumbnail). */
export function selectBilder(db: Db, objektId: string) {
  return db.select().from(objektbild).where(eq(objektbild.objekt, objektId)).orderBy(asc(objektbild.reihenfolge));
}

/** The ids of an object's released files. */
export async function selectBildMsids(db: Db, objektId: string): Promise<Set<string>> {
  const rows = await db.select({ msid: objektbild.msid }).from(objektbild).where(eq(objektbild.objekt, objektId));
  return new Set(rows.map((r) => r.msid));
}

/** Adds a file after the object's last one. */
export async function insertBildLast(tx: Tx, values: Omit<typeof objektbild.$inferInsert, 'reihenfolge'>) {
  const [last] = await tx
    .select({ max: sql<number | null>`max(${objektbild.reihenfolge})` })
    .from(objektbild)
    .where(eq(objektbild.objekt, values.objekt));
  const [inserted] = await tx
    .insert(objektbild)
    .values({ ...values, reihenfolge: (last?.max ?? -1) + 1 })
    .returning();
  return inserted;
}

/** Puts the files into the order of the list. */
export async function updateReihenfolge(tx: Tx, msids: readonly string[]) {
  for (const [reihenfolge, msid] of msids.entries()) {
    await tx.update(objektbild).set({ reihenfolge }).where(eq(objektbild.msid, msid));
  }
}

/** Sets one file's title (null removes it); no row when the object has no such file. */
export async function updateBildTitel(tx: Tx, objektId: string, msid: string, titel: string | null) {
  const [row] = await tx
    .update(objektbild)
    .set({ titel })
    .where(and(eq(objektbild.objekt, objektId), eq(objektbild.msid, msid)))
    .returning();
  return row;
}

/** Deletes one file's row; no row when the object has no such file. */
export async function deleteBildRow(tx: Tx, objektId: string, msid: string) {
  const [row] = await tx
    .delete(objektbild)
    .where(and(eq(objektbild.objekt, objektId), eq(objektbild.msid, msid)))
    .returning();
  return row;
}
