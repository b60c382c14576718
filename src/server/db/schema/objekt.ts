import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { geometry } from './geometry';
import { bezirk, merkmal, objektart, technischeInfrastruktur, verkehrsart, widmung } from './reference';
import { users } from './user';

/** A property (plot, office or commercial object) with its listing data. */
export const objekt = pgTable(
  'objekt',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    msid: text('msid').notNull().unique(),
    status: integer('status').notNull().default(100000000),
    objektnummer: text('objektnummer').notNull(),
    objektname: text('objektname').notNull(),
    /** Secondary name shown under the object name. */
    objektname2: text('objektname2'),
    ort: text('ort').notNull(),
    plz: text('plz').notNull(),
    strasse: text('strasse'),
    /** Null only for a draft whose district is not chosen yet (submission requires it). */
    bezirk: text('bezirk').references(() => bezirk.id),
    lageerreichbarkeit: text('lageerreichbarkeit'),
    kontakte: text('kontakte'),
    erstelltam: timestamp('erstelltam', { withTimezone: true }).notNull().defaultNow(),
    geaendertam: timestamp('geaendertam', { withTimezone: true }).notNull().defaultNow(),
    geaendertvon: integer('geaendertvon').references(() => users.id, { onDelete: 'set null' }),
    /** The last save by the owner or the agency ("last confirmed" on the detail page); not status changes. */
    bestaetigtam: timestamp('bestaetigtam', { withTimezone: true }).notNull().defaultNow(),
    exportnachkomsis: boolean('exportnachkomsis').notNull().default(true),
    koordinatentyp: integer('koordinatentyp').notNull().default(1),
    grundstuecke: text('grundstuecke').array().notNull().default([]),
    objektart: integer('objektart')
      .notNull()
      .default(180620000)
      .references(() => objektart.id),
    hallenhoehe: doublePrecision('hallenhoehe'),
    flaechenbezeichnung: text('flaechenbezeichnung'),
    flaecheinqm: doublePrecision('flaecheinqm'),
    istteilbar: boolean('istteilbar').notNull().default(false),
    kleinsteflaecheinqm: doublePrecision('kleinsteflaecheinqm'),
    istkaufobjekt: boolean('istkaufobjekt').notNull().default(false),
    istmietobjekt: boolean('istmietobjekt').notNull().default(false),
    kaufpreis: doublePrecision('kaufpreis'),
    kaufpreisproqm: doublePrecision('kaufpreisproqm'),
    mietpreis: doublePrecision('mietpreis'),
    /** 0 means 'upon request' (spec 3). */
    mietpreisproqm: doublePrecision('mietpreisproqm'),
    detailbeschreibung: text('detailbeschreibung'),
    internebeschreibung: text('internebeschreibung'),
    versionsnummer: integer('versionsnummer').notNull().default(1),
    /** Location point (lon/lat). */
    standort: geometry('standort', 'Point'),
    /** The object's geometry collection as delivered (WKT, lon/lat). */
    geometry: geometry('geometry'),
    /** Plot outline (required for plots). */
    polygon: geometry('polygon'),
    owner: integer('owner').references(() => users.id, { onDelete: 'set null' }),
    istabgelaufen: boolean('istabgelaufen').notNull().default(false),
    ablaufdatum: date('ablaufdatum'),
    /**
     * The last expiry notice mailed for the current ablaufdatum, in days before it (30, 7, 0 = expired);
     * null after a save that renews the listing. The daily expiry job sends each notice once.
     */
    ablaufhinweis: integer('ablaufhinweis'),
    /** Listed by the agency itself (filter ecoplusOnly). */
    ecoplus: boolean('ecoplus').notNull().default(false),
    tags: text('tags').array().notNull().default([]),
  },
  (t) => [
    index('objekt_status_idx').on(t.status),
    index('objekt_owner_idx').on(t.owner),
    // The map by extent: objects in a lon/lat box (migration 0024).
    index('objekt_standort_idx').using('gist', t.standort),
    uniqueIndex('objekt_objektnummer_unique').on(t.objektnummer),
  ],
);

/** The last object number given out per year (NOE-{jahr}-{letzte}), counted up atomically on creation. */
export const objektnummerZaehler = pgTable('objektnummer_zaehler', {
  jahr: integer('jahr').primaryKey(),
  letzte: integer('letzte').notNull(),
});

/** English translation of a property's texts. */
export const uebersetzung = pgTable('uebersetzung', {
  objekt: uuid('objekt')
    .primaryKey()
    .references(() => objekt.id, { onDelete: 'cascade' }),
  msid: text('msid').notNull(),
  objektname_en: text('objektname_en'),
  detailbeschreibung_en: text('detailbeschreibung_en'),
  lageerreichbarkeit_en: text('lageerreichbarkeit_en'),
});

/** Images of a property; reihenfolge 0 is the thumbnail. */
export const objektbild = pgTable(
  'objektbild',
  {
    msid: text('msid').primaryKey(),
    id: uuid('id').notNull().defaultRandom().unique(),
    objekt: uuid('objekt')
      .notNull()
      .references(() => objekt.id, { onDelete: 'cascade' }),
    mimetype: text('mimetype').notNull(),
    /** The uploaded file's original name (sanitised), shown for documents. */
    crmfilename: text('crmfilename').notNull(),
    s3filename: text('s3filename').notNull(),
    /** A title the owner gives a document (PDF); shown instead of the file name when set. */
    titel: text('titel'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    reihenfolge: integer('reihenfolge').notNull().default(0),
  },
  (t) => [index('objektbild_objekt_idx').on(t.objekt, t.reihenfolge)],
);

/** standortbeschreibung: the features (catalogue ids) of a property. */
export const objektMerkmal = pgTable(
  'objekt_merkmal',
  {
    objekt: uuid('objekt')
      .notNull()
      .references(() => objekt.id, { onDelete: 'cascade' }),
    merkmal: integer('merkmal')
      .notNull()
      .references(() => merkmal.id),
  },
  (t) => [primaryKey({ columns: [t.objekt, t.merkmal] })],
);

/** widmungen: zoning categories of a property. */
export const objektWidmung = pgTable(
  'objekt_widmung',
  {
    objekt: uuid('objekt')
      .notNull()
      .references(() => objekt.id, { onDelete: 'cascade' }),
    widmung: text('widmung')
      .notNull()
      .references(() => widmung.id),
  },
  (t) => [primaryKey({ columns: [t.objekt, t.widmung] })],
);

/** technischeinfrastruktur: technical infrastructure available at a property. */
export const objektTechnischeInfrastruktur = pgTable(
  'objekt_technische_infrastruktur',
  {
    objekt: uuid('objekt')
      .notNull()
      .references(() => objekt.id, { onDelete: 'cascade' }),
    technischeinfrastruktur: integer('technischeinfrastruktur')
      .notNull()
      .references(() => technischeInfrastruktur.id),
  },
  (t) => [primaryKey({ columns: [t.objekt, t.technischeinfrastruktur] })],
);

/** verkehrsinfrastruktur: transport connections (type, connection, distance in km). */
export const objektVerkehr = pgTable(
  'objekt_verkehr',
  {
    objekt: uuid('objekt')
      .notNull()
      .references(() => objekt.id, { onDelete: 'cascade' }),
    verkehrsart: integer('verkehrsart')
      .notNull()
      .references(() => verkehrsart.id),
    anbindung: text('anbindung').notNull(),
    entfernung: doublePrecision('entfernung').notNull(),
  },
  (t) => [primaryKey({ columns: [t.objekt, t.verkehrsart, t.anbindung] })],
);

/** The status history of a property: every save and transition with who, when, from, to and reason. */
export const objektHistorie = pgTable(
  'objekt_historie',
  {
    id: serial('id').primaryKey(),
    objekt: uuid('objekt')
      .notNull()
      .references(() => objekt.id, { onDelete: 'cascade' }),
    zeit: timestamp('zeit', { withTimezone: true }).notNull().defaultNow(),
    benutzer: integer('benutzer').references(() => users.id, { onDelete: 'set null' }),
    aktion: text('aktion').notNull(),
    von: integer('von'),
    nach: integer('nach'),
    grund: text('grund'),
  },
  (t) => [index('objekt_historie_objekt_idx').on(t.objekt, t.zeit)],
);
