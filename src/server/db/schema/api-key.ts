import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './user';

/**
 * A broker's personal API key (issue #26): it authenticates the OpenImmo import's calls without a session
 * (plugins/session.ts). Only the SHA-256 of the key is stored; the key itself is shown once, when created.
 * A revoked key stays as a row (revoked_at), refused like an unknown one.
 */
export const apiKey = pgTable(
  'api_key',
  {
    id: serial('id').primaryKey(),
    user: integer('user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** SHA-256 (hex) of the whole key, `sp_…`. */
    hash: text('hash').notNull().unique(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last request the key authenticated (written at most once a minute). */
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_key_user_idx').on(t.user)],
);
