import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { glossar, glossarSieheauch } from '../db/schema';

/** A transaction handle (the same query API as Db). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The stored columns of an entry, without its id. */
export type GlossarValues = Omit<typeof glossar.$inferInsert, 'id'>;

/** Entries (all, or the one with `id`) with the ids of their 'see also' entries, by German title. */
export async function selectGlossar(db: Db | Tx, id?: number) {
  const rows = await db
    .select({
      row: glossar,
      sieheauch: sql<number[]>`coalesce((select array_agg(s.siehe order by s.siehe)
        from glossar_sieheauch s where s.glossar = ${glossar.id}), '{}')`,
    })
    .from(glossar)
    .where(id === undefined ? undefined : eq(glossar.id, id))
    .orderBy(glossar.titel_de, glossar.id);
  return rows.map(({ row, sieheauch }) => ({ ...row, sieheauch }));
}

/** Which of `ids` exist. */
export async function existingGlossarIds(tx: Tx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: glossar.id })
    .from(glossar)
    .where(inArray(glossar.id, [...ids]));
  return rows.map((r) => r.id);
}

/** Inserts an entry and returns its id. */
export async function insertGlossar(tx: Tx, values: GlossarValues): Promise<number> {
  const [row] = await tx.insert(glossar).values(values).returning({ id: glossar.id });
  if (!row) throw new Error('glossar insert returned no row');
  return row.id;
}

/** Overwrites an entry; false when it does not exist. */
export async function updateGlossarRow(tx: Tx, id: number, values: GlossarValues): Promise<boolean> {
  const rows = await tx.update(glossar).set(values).where(eq(glossar.id, id)).returning({ id: glossar.id });
  return rows.length > 0;
}

/** Replaces the 'see also' links of an entry. */
export async function replaceSieheauch(tx: Tx, id: number, siehe: readonly number[]): Promise<void> {
  await tx.delete(glossarSieheauch).where(eq(glossarSieheauch.glossar, id));
  if (siehe.length > 0) {
    await tx.insert(glossarSieheauch).values(siehe.map((s) => ({ glossar: id, siehe: s })));
  }
}

/** Deletes an entry (its links in both directions go with it, ON DELETE CASCADE); false when absent. */
export async function deleteGlossarRow(db: Db | Tx, id: number): Promise<{ titel_de: string } | null> {
  const [row] = await db.delete(glossar).where(eq(glossar.id, id)).returning({ titel_de: glossar.titel_de });
  return row ?? null;
}
