import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ObjektDraft } from '../../../shared/schemas/objekt-input';
import { objekt } from './objekt';
import { users } from './user';

/** One file of a pending change: an image row of the released version, or an upload not yet released. */
export interface AenderungBild {
  msid: string;
  id: string;
  mimetype: string;
  crmfilename: string;
  titel: string | null;
  s3filename: string;
  width: number;
  height: number;
}

/**
 * The pending change of a released property (issue 19 part 3): the owner's edited version waits here for
 * the agency's review while the released version in `objekt` stays online. At most one per object; the
 * owner's further saves update it. `status` is 'offen' (waiting) or 'abgelehnt' (rejected with `grund`,
 * kept for the owner to rework or withdraw). `revision` grows with every change, so a release applies
 * exactly the version the administrator reviewed.
 */
export const objektAenderung = pgTable(
  'objekt_aenderung',
  {
    objekt: uuid('objekt')
      .primaryKey()
      .references(() => objekt.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('offen'),
    revision: integer('revision').notNull().default(1),
    /** The complete editor input of the pending version; null while only its files changed. */
    daten: jsonb('daten').$type<ObjektDraft>(),
    /** The files of the pending version in their order (first = thumbnail). */
    bilder: jsonb('bilder').$type<AenderungBild[]>().notNull(),
    grund: text('grund'),
    benutzer: integer('benutzer').references(() => users.id, { onDelete: 'set null' }),
    erstelltam: timestamp('erstelltam', { withTimezone: true }).notNull().defaultNow(),
    geaendertam: timestamp('geaendertam', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('objekt_aenderung_status_idx').on(t.status)],
);
