import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { themenlayer, themenlayerImport } from '../db/schema';

/** A stored layer row. */
export type ThemenlayerRow = typeof themenlayer.$inferSelect;
/** A layer row with the number of its current areas. */
export type ThemenlayerMitZahl = ThemenlayerRow & { flaechen: number };

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db | Tx, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

/** The layers with the number of areas of their current import, by kind and name. */
export function selectThemenlayer(db: Db | Tx, id?: number): Promise<ThemenlayerMitZahl[]> {
  return db
    .select({
      id: themenlayer.id,
      art: themenlayer.art,
      name: themenlayer.name,
      name_en: themenlayer.name_en,
      quelle: themenlayer.quelle,
      kategorieFeld: themenlayer.kategorieFeld,
      importId: themenlayer.importId,
      importiertAm: themenlayer.importiertAm,
      flaechen: sql<number>`(select count(*)::int from themenlayer_flaeche f where f.import_id = themenlayer.import_id)`,
    })
    .from(themenlayer)
    .where(id === undefined ? undefined : eq(themenlayer.id, id))
    .orderBy(themenlayer.art, themenlayer.name, themenlayer.id);
}

/** Starts an import: a row its staged areas hang from (and go with when it fails or is replaced). */
export async function insertImport(db: Db, layerId: number | null, dateiname: string): Promise<number> {
  const [row] = await db
    .insert(themenlayerImport)
    .values({ layerId, dateiname })
    .returning({ id: themenlayerImport.id });
  if (!row) throw new Error('themenlayer_import insert returned no row');
  return row.id;
}

/** Removes an import and its areas (a failed import's staging, or the import a new one replaced). */
export async function deleteImport(db: Db | Tx, importId: number): Promise<void> {
  await db.delete(themenlayerImport).where(eq(themenlayerImport.id, importId));
}

/** One area as the import hands it to the database: GeoJSON geometry in the file's system, and category. */
export interface FlaecheInput {
  g: unknown;
  k: string | null;
}

/** What one batch did: areas kept, of them repaired, and refused (nothing left after repair). */
export interface BatchZahlen {
  importiert: number;
  repariert: number;
  verworfen: number;
}

/**
 * Stages a batch of areas under an import: each geometry read in the file's coordinate system (`srid`),
 * repaired with ST_MakeValid when invalid (its polygon parts kept), reprojected to lon/lat with ST_Transform
 * and stored as a multipolygon. Areas with nothing left after the repair are refused.
 */
export async function insertFlaechen(db: Db, importId: number, srid: number, batch: FlaecheInput[]) {
  const [zahlen] = await rowsOf<BatchZahlen>(
    db,
    sql`
    with src as (
      select e->>'k' as kategorie, ST_Force2D(ST_SetSRID(ST_GeomFromGeoJSON(e->>'g'), ${srid}::int)) as g
      from json_array_elements(${JSON.stringify(batch)}::json) as e
    ), geprueft as (
      select kategorie, ST_IsValid(g) as valid, g from src
    ), repariert as (
      select kategorie, valid, case when valid then g else ST_CollectionExtract(ST_MakeValid(g), 3) end as g
      from geprueft
    ), kept as (
      insert into themenlayer_flaeche (import_id, kategorie, geom)
      select ${importId}::int, kategorie, ST_Multi(ST_Transform(g, 4326)) from repariert where not ST_IsEmpty(g)
      returning 1
    )
    select (select count(*) from kept)::int as importiert,
      (count(*) filter (where not valid and not ST_IsEmpty(g)))::int as repariert,
      (count(*) filter (where ST_IsEmpty(g)))::int as verworfen
    from repariert`,
  );
  return zahlen ?? { importiert: 0, repariert: 0, verworfen: 0 };
}

/** Values of a layer an import sets. */
export type ThemenlayerValues = Omit<typeof themenlayer.$inferInsert, 'id' | 'importId' | 'importiertAm'>;

/**
 * Makes an import current: creates the layer (no `layerId`) or points it to the import, and removes the
 * import it replaces with its areas. Returns the layer's id and the import it replaced, or null when layer
 * `layerId` is gone (deleted while the new file was staged).
 */
export async function makeImportCurrent(
  tx: Tx,
  layerId: number | null,
  importId: number,
  values: ThemenlayerValues,
): Promise<{ id: number; replaced: number | null } | null> {
  const now = new Date();
  if (layerId === null) {
    const [row] = await tx
      .insert(themenlayer)
      .values({ ...values, importId, importiertAm: now })
      .returning({ id: themenlayer.id });
    if (!row) throw new Error('themenlayer insert returned no row');
    await tx.update(themenlayerImport).set({ layerId: row.id }).where(eq(themenlayerImport.id, importId));
    return { id: row.id, replaced: null };
  }
  const [before] = await tx
    .select({ importId: themenlayer.importId })
    .from(themenlayer)
    .where(eq(themenlayer.id, layerId))
    .for('update');
  if (!before) return null;
  await tx
    .update(themenlayer)
    .set({ ...values, importId, importiertAm: now })
    .where(eq(themenlayer.id, layerId));
  const replaced = before?.importId ?? null;
  if (replaced !== null) await deleteImport(tx, replaced);
  return { id: layerId, replaced };
}

/** Whether a layer exists (an import that replaces one checks before it reads the file). */
export async function layerExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: themenlayer.id }).from(themenlayer).where(eq(themenlayer.id, id));
  return row !== undefined;
}

/**
 * Deletes a layer; its imports with their areas and the properties' check against it go with it (ON DELETE
 * CASCADE). Answers the deleted row, or undefined when there was none.
 */
export async function deleteThemenlayerRow(tx: Tx, id: number): Promise<ThemenlayerRow | undefined> {
  const [row] = await tx.delete(themenlayer).where(eq(themenlayer.id, id)).returning();
  return row;
}

/**
 * Renews the planner's statistics of the areas after an import: a layer of 100,000 areas changes what the
 * map's queries should read first (the size index region-wide, the spatial one in a small section), and the
 * embedded database has no autovacuum to notice — with the statistics of a nearly empty table a region-wide
 * question measured every area of the layer (seconds on the server's thread) instead of reading the few
 * largest.
 */
export async function analyzeFlaechen(db: Db): Promise<void> {
  await db.execute(sql`analyze themenlayer_flaeche`);
}
