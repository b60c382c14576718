import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { fmMatrix } from '../db/schema';

/** The stored columns of a funding programme, without its id. */
export type FmMatrixValues = Omit<typeof fmMatrix.$inferInsert, 'id'>;

/** Funding programmes (all, or the one with `id`) in Förderkompass order. */
export function selectFmMatrix(db: Db | Tx, id?: number) {
  return db
    .select()
    .from(fmMatrix)
    .where(id === undefined ? undefined : eq(fmMatrix.id, id))
    .orderBy(fmMatrix.sortierung, fmMatrix.id);
}

/** Inserts a programme and returns the stored row. */
export async function insertFmMatrix(db: Db | Tx, values: FmMatrixValues) {
  const [row] = await db.insert(fmMatrix).values(values).returning();
  if (!row) throw new Error('fm_matrix insert returned no row');
  return row;
}

/** Overwrites a programme; undefined when it does not exist. */
export async function updateFmMatrixRow(db: Db | Tx, id: number, values: FmMatrixValues) {
  const [row] = await db.update(fmMatrix).set(values).where(eq(fmMatrix.id, id)).returning();
  return row;
}

/** Deletes a programme; its German name, or null when it did not exist. */
export async function deleteFmMatrixRow(db: Db | Tx, id: number): Promise<string | null> {
  const [row] = await db.delete(fmMatrix).where(eq(fmMatrix.id, id)).returning({ name_de: fmMatrix.name_de });
  return row?.name_de ?? null;
}
