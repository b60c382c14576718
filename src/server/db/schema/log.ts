import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AuditDetails } from '../../../shared/schemas/statistik';

/** Access and action log (statistics over the last 365 days). */
export const log = pgTable(
  'log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    logtime: timestamp('logtime', { withTimezone: true }).notNull().defaultNow(),
    userid: integer('userid'),
    ip: text('ip'),
    action: text('action').notNull(),
    data1: text('data1'),
    data2: text('data2'),
    data3: text('data3'),
    /** Audit entries of a property: its number when the entry was written (kept after the property's deletion). */
    objektnummer: text('objektnummer'),
    /** Audit entries: what changed (fields old → new, status and reason, files, owner). */
    details: jsonb('details').$type<AuditDetails>(),
  },
  (t) => [
    index('log_logtime_idx').on(t.logtime),
    index('log_objektnummer_idx').on(t.objektnummer, t.logtime),
    // Looked up before a property view is logged (log/service.ts writeViewLog): that address's recent views.
    index('log_objekt_viewed_ip_idx').on(t.ip, t.logtime).where(sql`${t.action} = 'objektViewed'`),
    // A listing's views and exposés, counted for its owner (objekt/statistik-queries.ts).
    index('log_objekt_statistik_idx')
      .on(t.data1, t.logtime)
      .where(sql`${t.action} in ('objektViewed', 'objektExpose')`),
  ],
);

/** Search log: what visitors typed into the search boxes. */
export const suchlog = pgTable(
  'suchlog',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    logtime: timestamp('logtime', { withTimezone: true }).notNull().defaultNow(),
    suchtext: text('suchtext').notNull(),
    /** start (home) or standortsuche. */
    logtype: text('logtype').notNull(),
  },
  (t) => [index('suchlog_logtime_idx').on(t.logtime)],
);
