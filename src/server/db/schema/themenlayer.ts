import { sql } from 'drizzle-orm';
import {
  bigserial,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { geometry } from './geometry';
import { objekt } from './objekt';

/**
 * A thematic layer imported from a file (site check, migration 0032): flood zone, Natura 2000 area, zoning
 * or other; `importId` names the import whose areas are current.
 */
export const themenlayer = pgTable('themenlayer', {
  id: serial('id').primaryKey(),
  /** hq30, hq100, hq300, natura2000, widmung or sonstige (shared/domain/themenlayer.ts). */
  art: text('art').notNull(),
  name: text('name').notNull(),
  /** The English name; null: the name serves both languages. */
  name_en: text('name_en'),
  /** Who publishes the data (shown with the check and in the legend). */
  quelle: text('quelle').notNull(),
  /** Zoning: the attribute of the file that holds each area's category. */
  kategorieFeld: text('kategorie_feld'),
  importId: integer('import_id'),
  importiertAm: timestamp('importiert_am', { withTimezone: true }),
});

/** One import of a layer file; its areas stay staged until the import completes. */
export const themenlayerImport = pgTable('themenlayer_import', {
  id: serial('id').primaryKey(),
  layerId: integer('layer_id').references(() => themenlayer.id, { onDelete: 'cascade' }),
  dateiname: text('dateiname').notNull(),
  srid: integer('srid'),
  gestartet: timestamp('gestartet', { withTimezone: true }).notNull().defaultNow(),
});

/** One area of an import, in lon/lat; zoning areas carry their category. */
export const themenlayerFlaeche = pgTable(
  'themenlayer_flaeche',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    importId: integer('import_id')
      .notNull()
      .references(() => themenlayerImport.id, { onDelete: 'cascade' }),
    kategorie: text('kategorie'),
    geom: geometry('geom', 'MultiPolygon').notNull(),
  },
  (t) => [
    index('themenlayer_flaeche_import_idx').on(t.importId),
    index('themenlayer_flaeche_geom_idx').using('gist', t.geom),
    // The map's order: the largest areas of an import first (migration 0034, themenlayer/karte-queries.ts).
    index('themenlayer_flaeche_groesse_idx').on(
      t.importId,
      sql`(greatest(ST_XMax(${t.geom}) - ST_XMin(${t.geom}), ST_YMax(${t.geom}) - ST_YMin(${t.geom}))) DESC`,
    ),
  ],
);

/** What a property touches of a layer, computed against the layer's import of `importiertAm`. */
export const objektStandortcheck = pgTable(
  'objekt_standortcheck',
  {
    objektid: uuid('objektid')
      .notNull()
      .references(() => objekt.id, { onDelete: 'cascade' }),
    layerId: integer('layer_id')
      .notNull()
      .references(() => themenlayer.id, { onDelete: 'cascade' }),
    /** Share of the plot inside the layer's areas, 0..1 (a location point: 1 inside, 0 outside). */
    anteil: doublePrecision('anteil').notNull(),
    /** Metres to the nearest area within 500 m when the property touches none; null: none within 500 m. */
    abstand: doublePrecision('abstand'),
    /** Zoning categories the property touches, largest share first. */
    kategorien: text('kategorien').array().notNull().default([]),
    importiertAm: timestamp('importiert_am', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'objekt_standortcheck_pk', columns: [t.objektid, t.layerId] }),
    index('objekt_standortcheck_layer_idx').on(t.layerId),
  ],
);
