import { boolean, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { objekt } from './objekt';
import { users } from './user';

/**
 * An enquiry of a logged-in user to a listing's contact (issue 25): the sender as at sending time (name,
 * address, company — a later profile change or a deleted account leaves it readable), the message and the
 * consent to pass the contact on. Deleted with the listing.
 */
export const anfrage = pgTable(
  'anfrage',
  {
    id: serial('id').primaryKey(),
    objekt: uuid('objekt')
      .notNull()
      .references(() => objekt.id, { onDelete: 'cascade' }),
    /** The sender's account; null once it is deleted (the snapshot below stays). */
    absender: integer('absender').references(() => users.id, { onDelete: 'set null' }),
    name: text('name'),
    email: text('email').notNull(),
    firma: text('firma'),
    telefon: text('telefon'),
    nachricht: text('nachricht').notNull(),
    /** The sender agreed to their contact being passed on to the lister (required to send). */
    einwilligung: boolean('einwilligung').notNull(),
    /** Where the enquiry was mailed: the listing's contact address, the owner's, or the agency's. */
    empfaenger: text('empfaenger').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A listing's enquiries, newest first (the owner's and administrators' lists, the counts per listing).
    index('anfrage_objekt_idx').on(t.objekt, t.created_at),
    // A sender's enquiries of the last day (the limits per user and per listing).
    index('anfrage_absender_idx').on(t.absender, t.created_at),
  ],
);
