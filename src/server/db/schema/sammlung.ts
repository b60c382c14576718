import { index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { objekt } from './objekt';
import { users } from './user';

/** A user's favourite properties (presented as 'objekt.{id}' strings, spec 3). */
export const favorit = pgTable(
  'favorit',
  {
    user: integer('user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    objekt: uuid('objekt')
      .notNull()
      .references(() => objekt.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The index counts a listing's favourites for its owner (objekt/statistik-queries.ts).
  (t) => [primaryKey({ columns: [t.user, t.objekt] }), index('favorit_objekt_idx').on(t.objekt)],
);

/** A named collection of locations a user saved (spec 1: collections exported as an exposé). */
export const standortsammlung = pgTable(
  'standortsammlung',
  {
    id: serial('id').primaryKey(),
    user: integer('user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('standortsammlung_user_idx').on(t.user)],
);

/** The objects of a saved collection, in order. */
export const standortsammlungObjekt = pgTable(
  'standortsammlung_objekt',
  {
    sammlung: integer('sammlung')
      .notNull()
      .references(() => standortsammlung.id, { onDelete: 'cascade' }),
    objekt: uuid('objekt')
      .notNull()
      .references(() => objekt.id, { onDelete: 'cascade' }),
    reihenfolge: integer('reihenfolge').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.sammlung, t.objekt] }),
    // Counts the collections that hold a listing, for its owner (objekt/statistik-queries.ts).
    index('standortsammlung_objekt_objekt_idx').on(t.objekt),
  ],
);
