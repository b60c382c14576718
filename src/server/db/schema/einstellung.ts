import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './user';

/**
 * Settings of the portal that administrators change at run time, one row per setting (`name`), its value
 * as JSON validated by the setting's shared schema when read. 'wartung': the public screens marked as
 * being revised (shared/schemas/wartung.ts). Writes raise the data version 'einstellung' (migration 0020).
 */
export const einstellung = pgTable('einstellung', {
  name: text('name').primaryKey(),
  wert: jsonb('wert').notNull(),
  geaendertam: timestamp('geaendertam', { withTimezone: true }).notNull().defaultNow(),
  geaendertvon: integer('geaendertvon').references(() => users.id, { onDelete: 'set null' }),
});
