import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { objekt } from './objekt';

/** A campaign: a know-how article built from ordered modules (spec 3 'kampagnen'). */
export const kampagne = pgTable('kampagne', {
  id: serial('id').primaryKey(),
  aktiv: boolean('aktiv').notNull().default(false),
  /** Featured in the home page carousel. */
  titelseite: boolean('titelseite').notNull().default(false),
  reihenfolge: integer('reihenfolge').notNull().default(0),
  seitenhintergrund: text('seitenhintergrund'),
  header: text('header').notNull().default(''),
  headersub: text('headersub'),
  textdetail: text('textdetail'),
  objekticon: text('objekticon'),
  modultitel: integer('modultitel').notNull().default(1),
  modulwissen: integer('modulwissen').notNull().default(1),
  modulsort: text('modulsort').notNull().default('K,1,2,3,4,5,V,N,D,6'),
  modul0anzeige: boolean('modul0anzeige').notNull().default(true),
  /** oben, unten, links, rechts or karte. */
  modul0textposition: text('modul0textposition').notNull().default('rechts'),
  modul0bildbreite: integer('modul0bildbreite').notNull().default(2),
  modul1text: text('modul1text'),
  modul1bild: text('modul1bild'),
  modul1typ: text('modul1typ'),
  modul1anzeige: boolean('modul1anzeige').notNull().default(false),
  modul1bildbreite: integer('modul1bildbreite').notNull().default(2),
  modul2text: text('modul2text'),
  modul2bild: text('modul2bild'),
  modul2typ: text('modul2typ'),
  modul2anzeige: boolean('modul2anzeige').notNull().default(false),
  modul2bildbreite: integer('modul2bildbreite').notNull().default(2),
  modul3text: text('modul3text'),
  modul3bild: text('modul3bild'),
  modul3typ: text('modul3typ'),
  modul3anzeige: boolean('modul3anzeige').notNull().default(false),
  modul3bildbreite: integer('modul3bildbreite').notNull().default(2),
  modul4text: text('modul4text'),
  modul4bild: text('modul4bild'),
  modul4typ: text('modul4typ'),
  modul4anzeige: boolean('modul4anzeige').notNull().default(false),
  modul4bildbreite: integer('modul4bildbreite').notNull().default(2),
  modul5text: text('modul5text'),
  modul5bild: text('modul5bild'),
  modul5typ: text('modul5typ'),
  modul5anzeige: boolean('modul5anzeige').notNull().default(false),
  modul5bildbreite: integer('modul5bildbreite').notNull().default(2),
  modul6text: text('modul6text'),
  modul6bild: text('modul6bild'),
  modul6typ: text('modul6typ'),
  modul6anzeige: boolean('modul6anzeige').notNull().default(false),
  modul6bildbreite: integer('modul6bildbreite').notNull().default(2),
  veranstaltungentext: text('veranstaltungentext'),
  veranstaltungenanzeige: boolean('veranstaltungenanzeige').notNull().default(false),
  newstext: text('newstext'),
  newsanzeige: boolean('newsanzeige').notNull().default(false),
  downloadsanzeige: boolean('downloadsanzeige').notNull().default(false),
  poolbilder: text('poolbilder').array().notNull().default([]),
  poolpdf: text('poolpdf').array().notNull().default([]),
  routerurl: text('routerurl').unique(),
  metatitle: text('metatitle'),
  metadescription: text('metadescription'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  geaendertam: timestamp('geaendertam', { withTimezone: true }).notNull().defaultNow(),
});

/** objekte: properties linked to a campaign, in order. */
export const kampagneObjekt = pgTable(
  'kampagne_objekt',
  {
    kampagne: integer('kampagne')
      .notNull()
      .references(() => kampagne.id, { onDelete: 'cascade' }),
    objekt: uuid('objekt')
      .notNull()
      .references(() => objekt.id, { onDelete: 'cascade' }),
    reihenfolge: integer('reihenfolge').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kampagne, t.objekt] })],
);

/** A funding programme of the funding guide (Förderkompass). */
export const fmMatrix = pgTable('fm_matrix', {
  id: serial('id').primaryKey(),
  name_de: text('name_de').notNull(),
  name_en: text('name_en').notNull(),
  foerderstelle: text('foerderstelle').notNull(),
  foerderstelleid: text('foerderstelleid').notNull(),
  zielgruppe_de: text('zielgruppe_de').notNull(),
  zielgruppe_en: text('zielgruppe_en').notNull(),
  kurzbeschreibung_de: text('kurzbeschreibung_de').notNull(),
  kurzbeschreibung_en: text('kurzbeschreibung_en').notNull(),
  detailbeschreibung_de: text('detailbeschreibung_de').notNull(),
  detailbeschreibung_en: text('detailbeschreibung_en').notNull(),
  /** Eligible investment range in EUR; null = no limit. */
  investitionenvon: doublePrecision('investitionenvon'),
  investitionenbis: doublePrecision('investitionenbis'),
  /** Codes of shared/domain/foerderung.ts. */
  unternehmensgroessen: text('unternehmensgroessen').array().notNull().default([]),
  vorhaben: text('vorhaben').array().notNull().default([]),
  foerderarten: text('foerderarten').array().notNull().default([]),
  schwerpunkte: text('schwerpunkte').array().notNull().default([]),
  /** Districts (bezirk ids) where the programme applies; empty = all of Lower Austria. */
  bezirke: text('bezirke').array().notNull().default([]),
  sortierung: integer('sortierung').notNull().default(0),
  url: text('url'),
});

/** A glossary entry. */
export const glossar = pgTable('glossar', {
  id: serial('id').primaryKey(),
  titel_de: text('titel_de').notNull(),
  titel_en: text('titel_en').notNull(),
  beschreibung_de: text('beschreibung_de').notNull(),
  beschreibung_en: text('beschreibung_en').notNull(),
  link: text('link'),
  keywords_de: text('keywords_de').array().notNull().default([]),
  keywords_en: text('keywords_en').array().notNull().default([]),
  /** Cross-links to other entries are generated from the descriptions. */
  generiert: boolean('generiert').notNull().default(false),
});

/** sieheauch: 'see also' links between glossary entries. */
export const glossarSieheauch = pgTable(
  'glossar_sieheauch',
  {
    glossar: integer('glossar')
      .notNull()
      .references(() => glossar.id, { onDelete: 'cascade' }),
    siehe: integer('siehe')
      .notNull()
      .references(() => glossar.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.glossar, t.siehe] })],
);

/** A URL shortcut and/or the meta data of a path. */
export const slug = pgTable('slug', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  slug: text('slug').notNull().unique(),
  path: text('path').notNull(),
  description: text('description'),
});

/** A map layer; stylejson describes its source (tile URL, WMS layer, style JSON). */
export const karte = pgTable('karte', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  /** The English title, shown on English pages; null: the title serves both languages. */
  title_en: text('title_en'),
  /** basemap, overlay or border. */
  gruppe: text('gruppe').notNull(),
  reihenfolge: integer('reihenfolge').notNull().default(0),
  stylejson: jsonb('stylejson').notNull(),
  legendUrl: text('legend_url'),
  adminsOnly: boolean('admins_only').notNull().default(false),
});
