import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { karte } from '../db/schema';

/** A stored map layer row. */
export type KarteRow = typeof karte.$inferSelect;
/** The stored columns of a layer, without its id. */
export type KarteValues = Omit<typeof karte.$inferInsert, 'id'>;

/**
 * Map layers in panel order: by group, then the administrators' order (reihenfolge), then id so equal
 * orders stay stable. `withAdminsOnly` false leaves out the layers for administrators (spec 6).
 */
export function selectKarten(db: Db, withAdminsOnly: boolean): Promise<KarteRow[]> {
  return db
    .select()
    .from(karte)
    .where(withAdminsOnly ? undefined : eq(karte.adminsOnly, false))
    .orderBy(asc(karte.gruppe), asc(karte.reihenfolge), asc(karte.id));
}

/** Inserts a layer and returns the row. */
export async function insertKarte(db: Db | Tx, values: KarteValues): Promise<KarteRow> {
  const [row] = await db.insert(karte).values(values).returning();
  if (!row) throw new Error('karte insert returned no row');
  return row;
}

/** One layer, locked until the transaction ends (read before a save, for the audit trail). */
export async function selectKarteForUpdate(tx: Tx, id: number): Promise<KarteRow | undefined> {
  const [row] = await tx.select().from(karte).where(eq(karte.id, id)).for('update');
  return row;
}

/** Overwrites a layer; undefined when it does not exist. */
export async function updateKarteRow(db: Db | Tx, id: number, values: KarteValues): Promise<KarteRow | undefined> {
  const [row] = await db.update(karte).set(values).where(eq(karte.id, id)).returning();
  return row;
}

/** Deletes a layer; undefined when it did not exist. */
export async function deleteKarteRow(db: Db | Tx, id: number): Promise<KarteRow | undefined> {
  const [row] = await db.delete(karte).where(eq(karte.id, id)).returning();
  return row;
}
