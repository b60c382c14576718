import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { favorit, standortsammlung, standortsammlungObjekt } from '../db/schema';

/** The ids of a user's favourite objects, oldest first. */
export async function selectFavoriten(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ objekt: favorit.objekt })
    .from(favorit)
    .where(eq(favorit.user, userId))
    .orderBy(asc(favorit.created_at));
  return rows.map((r) => r.objekt);
}

export async function insertFavorit(db: Db, userId: number, objektId: string) {
  await db.insert(favorit).values({ user: userId, objekt: objektId }).onConflictDoNothing();
}

export async function deleteFavorit(db: Db, userId: number, objektId: string) {
  await db.delete(favorit).where(and(eq(favorit.user, userId), eq(favorit.objekt, objektId)));
}

/** A user's saved collections with their object ids in order, newest first. */
export function selectSammlungen(db: Db, userId: number, id?: number) {
  return db
    .select({
      row: standortsammlung,
      objekte: sql<string[]>`coalesce((select array_agg(so.objekt::text order by so.reihenfolge)
        from standortsammlung_objekt so where so.sammlung = ${standortsammlung.id}), '{}')`,
    })
    .from(standortsammlung)
    .where(and(eq(standortsammlung.user, userId), id === undefined ? undefined : eq(standortsammlung.id, id)))
    .orderBy(desc(standortsammlung.updated_at), desc(standortsammlung.id));
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Writes a collection's objects in the given order (replacing what it held). */
export async function replaceSammlungObjekte(tx: Tx, sammlungId: number, objekte: readonly string[]) {
  await tx.delete(standortsammlungObjekt).where(eq(standortsammlungObjekt.sammlung, sammlungId));
  if (objekte.length) {
    await tx
      .insert(standortsammlungObjekt)
      .values(objekte.map((objekt, reihenfolge) => ({ sammlung: sammlungId, objekt, reihenfolge })));
  }
}
