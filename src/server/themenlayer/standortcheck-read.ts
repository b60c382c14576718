import { asc, eq, inArray, sql } from 'drizzle-orm';
import { THEMENLAYER_ARTEN, type ThemenlayerArt } from '../../shared/domain/themenlayer';
import type { Standortcheck } from '../../shared/schemas/standortcheck';
import type { Db } from '../db/client';
import { objekt, objektStandortcheck, themenlayer } from '../db/schema';

const ORDER = sql`array_position(${sql.raw(`array[${THEMENLAYER_ARTEN.map((a) => `'${a}'`).join(',')}]`)}, ${themenlayer.art})`;
const isArt = (art: string): art is ThemenlayerArt => (THEMENLAYER_ARTEN as readonly string[]).includes(art);

/**
 * The stored site check of a property, flood layers first, then protection, zoning and others (the caller
 * has checked that the viewer may see the property).
 */
export async function selectStandortcheck(db: Pick<Db, 'select'>, objektId: string): Promise<Standortcheck> {
  return (await selectStandortchecks(db, [objektId])).get(objektId) ?? { flaeche: false, eintraege: [] };
}

/**
 * The stored site checks of several properties in one query (the exposé's), by property id; a property
 * without any layer entry is missing from the map.
 */
export async function selectStandortchecks(
  db: Pick<Db, 'select'>,
  objektIds: readonly string[],
): Promise<Map<string, Standortcheck>> {
  const checks = new Map<string, Standortcheck>();
  if (objektIds.length === 0) return checks;
  const rows = await db
    .select({
      objektId: objektStandortcheck.objektid,
      art: themenlayer.art,
      name: themenlayer.name,
      name_en: themenlayer.name_en,
      quelle: themenlayer.quelle,
      importiertAm: objektStandortcheck.importiertAm,
      anteil: objektStandortcheck.anteil,
      abstand: objektStandortcheck.abstand,
      kategorien: objektStandortcheck.kategorien,
      flaeche: sql<boolean>`coalesce(ST_Dimension(${objekt.polygon}) = 2, false)`,
    })
    .from(objektStandortcheck)
    .innerJoin(themenlayer, eq(themenlayer.id, objektStandortcheck.layerId))
    .innerJoin(objekt, eq(objekt.id, objektStandortcheck.objektid))
    .where(inArray(objektStandortcheck.objektid, [...objektIds]))
    .orderBy(ORDER, asc(themenlayer.name));
  for (const { objektId, flaeche, ...row } of rows) {
    const check = checks.get(objektId) ?? { flaeche, eintraege: [] };
    check.eintraege.push({
      ...row,
      art: isArt(row.art) ? row.art : 'sonstige',
      importiertAm: row.importiertAm.toISOString(),
      kategorien: [...new Set(row.kategorien)],
    });
    checks.set(objektId, check);
  }
  return checks;
}
