import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { favorit, objekt, ort, standortsammlung, standortsammlungObjekt, users } from '../db/schema';
import { type VisibilityFilter, visibilityCondition } from '../objekt/queries';

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

/**
 * A user's saved collections with the ids, in order, of the objects `visible` admits, newest first: one
 * query however many collections there are.
 */
export async function selectSammlungen(db: Db, userId: number, visible: VisibilityFilter, id?: number) {
  const rows = await db
    .select({ row: standortsammlung, objekt: objekt.id })
    .from(standortsammlung)
    .leftJoin(standortsammlungObjekt, eq(standortsammlungObjekt.sammlung, standortsammlung.id))
    .leftJoin(objekt, and(eq(objekt.id, standortsammlungObjekt.objekt), visibilityCondition(visible)))
    .where(and(eq(standortsammlung.user, userId), id === undefined ? undefined : eq(standortsammlung.id, id)))
    .orderBy(desc(standortsammlung.updated_at), desc(standortsammlung.id), asc(standortsammlungObjekt.reihenfolge));
  const byId = new Map<number, { row: typeof standortsammlung.$inferSelect; objekte: string[] }>();
  for (const { row, objekt: objektId } of rows) {
    const entry = byId.get(row.id) ?? { row, objekte: [] };
    if (objektId) entry.objekte.push(objektId);
    byId.set(row.id, entry);
  }
  return [...byId.values()];
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * How many collections a user keeps, counted after locking the user's row, so two saves at once cannot
 * both pass the cap.
 */
export async function countSammlungenLocked(tx: Tx, userId: number): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(standortsammlung)
    .where(eq(standortsammlung.user, userId));
  return row?.n ?? 0;
}

/** Creates a collection of a user; returns its id. */
export async function insertSammlung(tx: Tx, userId: number, name: string): Promise<number | undefined> {
  const [row] = await tx.insert(standortsammlung).values({ user: userId, name }).returning({ id: standortsammlung.id });
  return row?.id;
}

/** Renames one of a user's collections; false when the user has no such collection. */
export async function renameSammlung(tx: Tx, userId: number, id: number, name: string): Promise<boolean> {
  const rows = await tx
    .update(standortsammlung)
    .set({ name, updated_at: new Date() })
    .where(and(eq(standortsammlung.id, id), eq(standortsammlung.user, userId)))
    .returning({ id: standortsammlung.id });
  return rows.length > 0;
}

/** Deletes one of a user's collections; false when the user has no such collection. */
export async function deleteSammlungRow(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(standortsammlung)
    .where(and(eq(standortsammlung.id, id), eq(standortsammlung.user, userId)))
    .returning({ id: standortsammlung.id });
  return rows.length > 0;
}

/** Writes a collection's objects in the given order (replacing what it held). */
export async function replaceSammlungObjekte(tx: Tx, sammlungId: number, objekte: readonly string[]) {
  await tx.delete(standortsammlungObjekt).where(eq(standortsammlungObjekt.sammlung, sammlungId));
  if (objekte.length) {
    await tx
      .insert(standortsammlungObjekt)
      .values(objekte.map((objekt, reihenfolge) => ({ sammlung: sammlungId, objekt, reihenfolge })));
  }
}

/** Most neighbours one exposé draws (the maps show a few kilometres around each property). */
const NEIGHBOURS_MAX = 3000;

/** Positions [lon, lat] of the objects a filter admits within the bounds [minLon, minLat, maxLon, maxLat]. */
export async function selectPositionen(
  db: Db,
  filter: VisibilityFilter,
  [minLon, minLat, maxLon, maxLat]: readonly [number, number, number, number],
): Promise<[number, number][]> {
  const rows = await db
    .select({ lon: sql<number>`ST_X(${objekt.standort})`, lat: sql<number>`ST_Y(${objekt.standort})` })
    .from(objekt)
    .where(
      and(
        visibilityCondition(filter),
        sql`ST_X(${objekt.standort}) between ${minLon} and ${maxLon}`,
        sql`ST_Y(${objekt.standort}) between ${minLat} and ${maxLat}`,
      ),
    )
    .limit(NEIGHBOURS_MAX);
  return rows.map((r) => [Number(r.lon), Number(r.lat)]);
}

/** The gazetteer's places with district and position (names on the exposé's maps). */
export function selectOrte(db: Db) {
  return db.select({ name: ort.name, bezirk: ort.bezirk, lon: ort.lon, lat: ort.lat }).from(ort);
}
