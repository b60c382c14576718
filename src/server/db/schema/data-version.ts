import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One counter per cached answer ('objekt': GET /api/objekt, 'fm_matrix': GET /api/fm_matrix), raised by
 * statement triggers on every table the answer is read from (migration 0010), in the writing transaction.
 * A server process compares it with the version of its cached body before serving it, so a write by any
 * process — or by a script or psql — is seen by the next read (lib/body-cache.ts).
 */
export const dataVersion = pgTable('data_version', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
