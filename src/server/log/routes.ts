import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { textlogBodySchema } from '../../shared/schemas/suche';
import type { Db } from '../db/client';
import { limit } from '../plugins/rate-limit';
import { writeSuchlog } from './service';

/** At most this many search-log entries per IP and minute; the client sends at most one per second. */
const TEXTLOG_PER_MINUTE = 120;

/** POST /api/textlog: the search log of spec 7 (suchtext, logtype start on home, standortsuche elsewhere). */
export const logRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/textlog',
    {
      schema: {
        tags: ['log'],
        summary: 'Log what was typed into a search box',
        body: textlogBodySchema,
        response: { 204: z.null().describe('Logged') },
      },
      preHandler: [limit(app, 'textlog-ip', TEXTLOG_PER_MINUTE, 1, (request) => request.ip)],
    },
    async (request, reply) => {
      await writeSuchlog(db, request.body);
      return reply.code(204).send(null);
    },
  );
};
