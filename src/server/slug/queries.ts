import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { fmMatrix, glossar, kampagne, objekt, slug } from '../db/schema';

/** A stored URL-management entry. */
export type SlugRow = typeof slug.$inferSelect;
/** The stored columns of an entry, without its id. */
export type SlugValues = Omit<typeof slug.$inferInsert, 'id'>;

/** Every entry, by slug (the public GET /api/slug and the admin list share this order). */
export function selectSlugs(db: Db): Promise<SlugRow[]> {
  return db.select().from(slug).orderBy(asc(slug.slug));
}

/** Whether another entry (not `exceptId`) has this slug, ignoring case: the router matches either way. */
export async function slugExists(db: Db, value: string, exceptId: number | null): Promise<boolean> {
  const same = sql`lower(${slug.slug}) = lower(${value})`;
  const [row] = await db
    .select({ id: slug.id })
    .from(slug)
    .where(exceptId === null ? same : and(same, ne(slug.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** Inserts an entry and returns the row. */
export async function insertSlug(db: Db | Tx, values: SlugValues): Promise<SlugRow> {
  const [row] = await db.insert(slug).values(values).returning();
  if (!row) throw new Error('slug insert returned no row');
  return row;
}

/** One entry, locked until the transaction ends (read before a save, for the audit trail). */
export async function selectSlugForUpdate(tx: Tx, id: number): Promise<SlugRow | undefined> {
  const [row] = await tx.select().from(slug).where(eq(slug.id, id)).for('update');
  return row;
}

/** Overwrites an entry; undefined when it does not exist. */
export async function updateSlugRow(db: Db | Tx, id: number, values: SlugValues): Promise<SlugRow | undefined> {
  const [row] = await db.update(slug).set(values).where(eq(slug.id, id)).returning();
  return row;
}

/** Deletes an entry; undefined when it did not exist. */
export async function deleteSlugRow(db: Db | Tx, id: number): Promise<SlugRow | undefined> {
  const [row] = await db.delete(slug).where(eq(slug.id, id)).returning();
  return row;
}

/** The tables a detail path can point into. */
export type EntityKind = 'kampagne' | 'glossar' | 'fmMatrix' | 'objekt';

/** Whether the entity with this id exists (ids are checked for their shape by the caller). */
export async function entityExists(db: Db, kind: EntityKind, id: string): Promise<boolean> {
  const rows =
    kind === 'objekt'
      ? await db.select({ id: objekt.id }).from(objekt).where(eq(objekt.id, id)).limit(1)
      : kind === 'kampagne'
        ? await db
            .select({ id: kampagne.id })
            .from(kampagne)
            .where(eq(kampagne.id, Number(id)))
            .limit(1)
        : kind === 'glossar'
          ? await db
              .select({ id: glossar.id })
              .from(glossar)
              .where(eq(glossar.id, Number(id)))
              .limit(1)
          : await db
              .select({ id: fmMatrix.id })
              .from(fmMatrix)
              .where(eq(fmMatrix.id, Number(id)))
              .limit(1);
  return rows.length > 0;
}
