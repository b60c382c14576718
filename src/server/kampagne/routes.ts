import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { kampagneSchema } from '../../shared/schemas/content';
import type { Db } from '../db/client';
import { isAdmin } from '../plugins/session';
import { presentKampagne } from './presenter';
import { selectKampagnen } from './queries';

/** GET /api/kampagnen: know-how articles; inactive ones only for administrators. */
export const kampagneRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/kampagnen',
    { schema: { tags: ['kampagne'], response: { 200: z.array(kampagneSchema) } } },
    async (request) => (await selectKampagnen(db, isAdmin(request.viewer))).map(presentKampagne),
  );
};
