import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { IMAGE_FIELDS, type KampagneInput } from '../../shared/schemas/admin-kampagne';
import type { Db, Tx } from '../db/client';
import { kampagne, kampagneObjekt, objekt } from '../db/schema';

/** The marker new campaigns start with (the one the demo articles use). */
export const DEFAULT_OBJEKTICON = '/img/icons/marker-kampagne.png';

/** One campaign with its linked object ids in order (the shape presentKampagne takes), or undefined. */
export async function selectKampagne(db: Db | Tx, id: number) {
  const [found] = await db
    .select({
      row: kampagne,
      objekte: sql<string[]>`coalesce((select array_agg(ko.objekt::text order by ko.reihenfolge)
        from kampagne_objekt ko where ko.kampagne = ${kampagne.id}), '{}')`,
    })
    .from(kampagne)
    .where(eq(kampagne.id, id));
  return found;
}

/** Inserts an empty, inactive campaign at the end of the order and returns its id. */
export async function insertKampagne(db: Db | Tx): Promise<number> {
  const [row] = await db
    .insert(kampagne)
    .values({
      objekticon: DEFAULT_OBJEKTICON,
      reihenfolge: sql`(select coalesce(max(${kampagne.reihenfolge}), 0) + 1 from ${kampagne})`,
    })
    .returning({ id: kampagne.id });
  if (!row) throw new Error('insertKampagne returned no row');
  return row.id;
}

/** True when a campaign other than `exceptId` uses this routerurl. */
export async function routerurlTaken(db: Db, routerurl: string, exceptId: number): Promise<boolean> {
  const rows = await db
    .select({ id: kampagne.id })
    .from(kampagne)
    .where(and(eq(kampagne.routerurl, routerurl), ne(kampagne.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

/** The ids of `ids` that name existing objects. */
export async function existingObjektIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: objekt.id })
    .from(objekt)
    .where(inArray(objekt.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/**
 * Stores the fields and replaces the linked objects (in the given order) in one transaction, so a
 * reader never sees the campaign with half of its links. False when the campaign does not exist.
 */
export async function updateKampagne(
  db: Db | Tx,
  id: number,
  values: Omit<KampagneInput, 'objekte'>,
  objekte: readonly string[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const updated = await tx
      .update(kampagne)
      .set({ ...values, updatedAt: now, geaendertam: now })
      .where(eq(kampagne.id, id))
      .returning({ id: kampagne.id });
    if (updated.length === 0) return false;
    await tx.delete(kampagneObjekt).where(eq(kampagneObjekt.kampagne, id));
    if (objekte.length > 0) {
      await tx
        .insert(kampagneObjekt)
        .values(objekte.map((objektId, reihenfolge) => ({ kampagne: id, objekt: objektId, reihenfolge })));
    }
    return true;
  });
}

/**
 * Deletes campaigns created by admin/kampagnen/neu and left untouched: never saved nor given a file (both
 * move updatedAt) and still without a title; `id` narrows it to one campaign, `createdBefore` to older
 * ones. Returns the ids of those that went.
 */
export async function deleteUntouched(db: Db | Tx, only: { id: number } | { createdBefore: Date }): Promise<number[]> {
  const which = 'id' in only ? eq(kampagne.id, only.id) : lt(kampagne.createdAt, only.createdBefore);
  const gone = await db
    .delete(kampagne)
    .where(and(which, eq(kampagne.updatedAt, kampagne.createdAt), eq(kampagne.header, '')))
    .returning({ id: kampagne.id });
  return gone.map((row) => row.id);
}

/** Deletes a campaign (its links go by cascade); returns its pools so the files can be removed, or undefined. */
export async function deleteKampagneRow(db: Db | Tx, id: number) {
  const [row] = await db
    .delete(kampagne)
    .where(eq(kampagne.id, id))
    .returning({ header: kampagne.header, poolbilder: kampagne.poolbilder, poolpdf: kampagne.poolpdf });
  return row;
}

/** Appends a file to a pool in one statement (two uploads at once cannot lose each other); undefined when the campaign is gone. */
export async function appendPoolFile(db: Db | Tx, id: number, pool: 'poolbilder' | 'poolpdf', file: string) {
  const column = kampagne[pool];
  const [row] = await db
    .update(kampagne)
    .set({ [pool]: sql`array_append(${column}, ${file})`, updatedAt: new Date() })
    .where(eq(kampagne.id, id))
    .returning({ pool: column });
  return row?.pool;
}

/**
 * Takes a file out of a pool and, for images, out of every field that shows it (header image, module
 * images, marker), so the article never points at a deleted file. Undefined when the campaign or the
 * file is not there.
 */
export async function removePoolFile(db: Db | Tx, id: number, pool: 'poolbilder' | 'poolpdf', file: string) {
  const column = kampagne[pool];
  // nullif: a field that names the file becomes null, any other value stays.
  const references =
    pool === 'poolbilder' ? Object.fromEntries(IMAGE_FIELDS.map((f) => [f, sql`nullif(${kampagne[f]}, ${file})`])) : {};
  const [row] = await db
    .update(kampagne)
    .set({ [pool]: sql`array_remove(${column}, ${file})`, ...references, updatedAt: new Date() })
    .where(and(eq(kampagne.id, id), sql`${file} = any(${column})`))
    .returning({ pool: column });
  return row?.pool;
}
