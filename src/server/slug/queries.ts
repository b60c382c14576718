import { and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import { STATUS } from '../../shared/domain/objekt';
import type { Db, Tx } from '../db/client';
import { fmMatrix, glossar, kampagne, objekt, objektbild, slug } from '../db/schema';

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

/** The entries a page's path may match: its slug, its path, or its last segment as a slug (the page's meta). */
export function selectSlugKandidaten(
  db: Db,
  { bare, pathname, last }: { bare: string; pathname: string; last: string },
) {
  return db
    .select()
    .from(slug)
    .where(or(eq(slug.slug, bare), eq(slug.path, pathname), eq(slug.slug, last)));
}

/** An active know-how article by id or by its routerurl (old links). */
export async function selectAktiveKampagne(db: Db, by: { id: number } | { routerurl: string }) {
  const [row] = await db
    .select()
    .from(kampagne)
    .where(and('id' in by ? eq(kampagne.id, by.id) : eq(kampagne.routerurl, by.routerurl), eq(kampagne.aktiv, true)))
    .limit(1);
  return row;
}

/** A glossary entry's own row. */
export async function selectGlossarEintrag(db: Db, id: number) {
  const [row] = await db.select().from(glossar).where(eq(glossar.id, id));
  return row;
}

/** A funding programme's row. */
export async function selectFmMatrixEintrag(db: Db, id: number) {
  const [row] = await db.select().from(fmMatrix).where(eq(fmMatrix.id, id));
  return row;
}

/** How many funding programmes there are (all of GET /api/fm_matrix). */
export async function countFmMatrix(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(fmMatrix);
  return row?.n ?? 0;
}

/** An object's first gallery picture: documents (PDF) are listed apart and never an image. */
export async function selectErstesBild(db: Db, objektId: string) {
  const [row] = await db
    .select({ file: objektbild.s3filename })
    .from(objektbild)
    .where(and(eq(objektbild.objekt, objektId), ne(objektbild.mimetype, 'application/pdf')))
    .orderBy(objektbild.reihenfolge)
    .limit(1);
  return row;
}

/** The ids of the sitemap's entities: funding programmes, glossary entries, active articles, public objects. */
export async function selectSitemapIds(db: Db) {
  const [programmes, entries, articles, objects] = await Promise.all([
    db.select({ id: fmMatrix.id }).from(fmMatrix).orderBy(fmMatrix.id),
    db.select({ id: glossar.id }).from(glossar).orderBy(glossar.id),
    db.select({ id: kampagne.id }).from(kampagne).where(eq(kampagne.aktiv, true)).orderBy(kampagne.id),
    db
      .select({ id: objekt.id })
      .from(objekt)
      .where(and(eq(objekt.status, STATUS.OHNE_LOGIN), eq(objekt.istabgelaufen, false)))
      .orderBy(objekt.id),
  ]);
  return { programmes, entries, articles, objects };
}
