import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { karteSchema } from '../../shared/schemas/reference';
import type { Db } from '../db/client';
import { isAdmin } from '../plugins/session';
import { listKarten } from './service';

/** GET /api/karte: map layers in panel order; adminsOnly layers only for administrators (spec 6). */
export const karteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/karte', { schema: { tags: ['karte'], response: { 200: z.array(karteSchema) } } }, (request) =>
    listKarten(db, isAdmin(request.viewer)),
  );
};
