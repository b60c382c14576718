import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ImportBericht } from '../../../shared/domain/openimmo';
import { objekt } from './objekt';
import { users } from './user';

/**
 * A listing a broker imported, under the broker's own key (`openimmo_obid`, else `objektnr_extern`): the
 * next feed finds it by that key. `fingerprint` is the hash of the values and attachments the last feed
 * mapped to; a feed with the same fingerprint changes nothing.
 */
export const openimmoObjekt = pgTable(
  'openimmo_objekt',
  {
    makler: integer('makler')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schluessel: text('schluessel').notNull(),
    objekt: uuid('objekt')
      .notNull()
      .unique()
      .references(() => objekt.id, { onDelete: 'cascade' }),
    /** Hash of the mapped fields (the editor's input as validated and cleaned). */
    fingerprint: text('fingerprint').notNull(),
    /** Hash of the attachments' contents, titles and order; the files are replaced only when it changes. */
    anhaenge: text('anhaenge').notNull(),
    geaendertam: timestamp('geaendertam', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.makler, t.schluessel] })],
);

/** One imported feed and its report (who for whom, the file, VOLL or TEIL, the counts and refusals). */
export const importLauf = pgTable(
  'import_lauf',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    makler: integer('makler')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    von: integer('von').references(() => users.id, { onDelete: 'set null' }),
    dateiname: text('dateiname').notNull(),
    bytes: integer('bytes').notNull(),
    umfang: text('umfang', { enum: ['VOLL', 'TEIL'] }).notNull(),
    erstelltam: timestamp('erstelltam', { withTimezone: true }).notNull().defaultNow(),
    bericht: jsonb('bericht').$type<ImportBericht>().notNull(),
  },
  (t) => [index('import_lauf_makler_idx').on(t.makler, t.erstelltam)],
);
