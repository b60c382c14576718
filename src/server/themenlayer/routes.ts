import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { objektIdParamsSchema } from '../../shared/schemas/objekt';
import { standortcheckSchema } from '../../shared/schemas/standortcheck';
import type { Db } from '../db/client';
import { getObjekt } from '../objekt/service';
import { selectStandortcheck } from './standortcheck-read';

/** The site check of one property, for whoever may see the property (404 otherwise, as the property). */
export const standortcheckRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/objekt/:objektId/standortcheck',
    {
      schema: {
        tags: ['objekt'],
        summary: "A property's site check: per thematic layer the share it touches, with source and date",
        params: objektIdParamsSchema,
        response: { 200: standortcheckSchema },
      },
    },
    async (request) => {
      await getObjekt(db, request.viewer, request.params.objektId);
      return selectStandortcheck(db, request.params.objektId);
    },
  );
};
