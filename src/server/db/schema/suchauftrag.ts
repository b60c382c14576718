import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { LANGS } from '../../../shared/domain/routes';
import { SUCHAUFTRAG_FREQUENZEN } from '../../../shared/domain/suchauftrag';
import { SUCHAUFTRAG_ARTEN } from '../../../shared/domain/suche-speichern';
import { users } from './user';

/**
 * A saved search (issue #25): a map search or funding-guide filter as the page's URL codec writes it
 * (KARTEN_QUERY, FOERDER_QUERY), the map section when the search is bound to it, and how often it alerts.
 */
export const suchauftrag = pgTable(
  'suchauftrag',
  {
    id: serial('id').primaryKey(),
    user: integer('user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    art: text('art', { enum: SUCHAUFTRAG_ARTEN }).notNull(),
    /** The page's query string without '?', canonical (written by the page's codec). */
    query: text('query').notNull(),
    /** The map section 'minLon,minLat,maxLon,maxLat' of a map search bound to it; null otherwise. */
    bbox: text('bbox'),
    lang: text('lang', { enum: LANGS }).notNull(),
    frequenz: text('frequenz', { enum: SUCHAUFTRAG_FREQUENZEN }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the last alert mail of this search was enqueued; null before the first. */
    gemeldet_am: timestamp('gemeldet_am', { withTimezone: true }),
  },
  (t) => [index('suchauftrag_user_idx').on(t.user), index('suchauftrag_frequenz_idx').on(t.frequenz)],
);

/**
 * What a search's alerts have told its user, as of its last run: each match (a property's id, a
 * programme's id) with its fingerprint (prices; a programme's content). A match not here, or with another
 * fingerprint, is new to the user.
 */
export const suchauftragGemeldet = pgTable(
  'suchauftrag_gemeldet',
  {
    suchauftrag: integer('suchauftrag')
      .notNull()
      .references(() => suchauftrag.id, { onDelete: 'cascade' }),
    schluessel: text('schluessel').notNull(),
    fingerabdruck: text('fingerabdruck').notNull(),
  },
  (t) => [primaryKey({ columns: [t.suchauftrag, t.schluessel] })],
);
