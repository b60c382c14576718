import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One counter per cached answer ('objekt': GET /api/objekt, 'fm_matrix': GET /api/fm_matrix), raised once
 * by deferred triggers on every table the answer is read from (migration 0010) when a transaction that
 * changed one of them commits. A server process compares it with the version of its cached body before
 * serving it, so a write by any process — or by a script or psql — is seen by the next read
 * (lib/body-cache.ts).
 */
export const dataVersion = pgTable('data_version', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
