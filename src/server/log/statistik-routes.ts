import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  statistikCsvQuerySchema,
  statistikLogPageSchema,
  statistikLogQuerySchema,
  statistikUebersichtSchema,
} from '../../shared/schemas/statistik';
import type { Db } from '../db/client';
import { CSV_BOM } from '../lib/csv';
import { adminOnly } from '../plugins/session';
import { cachedPanel, exportCsv, getLogPage, getUebersicht } from './statistik-service';

/** The public figures change slowly; a few minutes of caching spare the database on a busy panel. */
const PANEL_MAX_AGE_S = 300;
/** The server recomputes the public figures at most once a minute (see cachedPanel). */
const PANEL_CACHE_MS = 60_000;

/**
 * Statistics of the last 365 days: the public panel (aggregates only, no login), and for administrators
 * the same charts over every action, the filterable log table and its CSV export.
 */
export const statistikRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const panel = cachedPanel(db, PANEL_CACHE_MS);
  app.get(
    '/api/statistik/panel',
    {
      schema: {
        tags: ['statistik'],
        summary: 'Public statistics: accesses per day and kind, registrations, top properties and searches',
        response: { 200: statistikUebersichtSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', `public, max-age=${PANEL_MAX_AGE_S}`);
      return panel();
    },
  );

  app.get(
    '/api/admin/statistik',
    {
      schema: {
        tags: ['admin'],
        summary: 'Statistics charts over every logged action',
        response: { 200: statistikUebersichtSchema },
      },
      preHandler: adminOnly,
    },
    () => getUebersicht(db, 'admin'),
  );

  app.get(
    '/api/admin/statistik/log',
    {
      schema: {
        tags: ['admin'],
        summary: 'Log and search-log entries of the last 365 days, filtered and paged',
        querystring: statistikLogQuerySchema,
        response: { 200: statistikLogPageSchema },
      },
      preHandler: adminOnly,
    },
    (request) => getLogPage(db, request.query),
  );

  app.get(
    '/api/admin/statistik/log.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'The filtered entries as CSV (UTF-8 with BOM, separator ;)',
        querystring: statistikCsvQuerySchema,
        response: { 200: z.any().describe('text/csv attachment') },
      },
      preHandler: adminOnly,
    },
    async (request, reply) => {
      const lines = exportCsv(db, request.query);
      const day = new Date().toISOString().slice(0, 10);
      async function* withBom() {
        yield CSV_BOM;
        yield* lines;
      }
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="statistik-${day}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(Readable.from(withBom()));
    },
  );
};
