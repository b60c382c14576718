import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ortsucheQuerySchema, ortsucheResponseSchema } from '../../shared/schemas/suche';
import type { Db } from '../db/client';
import { searchOrte } from './service';

/** GET /api/ort/suche: the place search of the search box (spec 5), ranked best first. */
export const ortsucheRoutes: FastifyPluginAsyncZod<{ db: Db; placeSearchUrl?: string }> = async (
  app,
  { db, placeSearchUrl },
) => {
  app.get(
    '/api/ort/suche',
    {
      schema: {
        tags: ['stammdaten'],
        summary: 'Search places, districts and cadastral communities',
        querystring: ortsucheQuerySchema,
        response: { 200: ortsucheResponseSchema },
      },
    },
    (request) => searchOrte({ db, log: request.log, placeSearchUrl }, request.query),
  );
};
