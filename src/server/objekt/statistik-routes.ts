import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { objektIdParamsSchema } from '../../shared/schemas/objekt';
import { objektStatistikAntwortSchema } from '../../shared/schemas/objekt-statistik';
import type { Db } from '../db/client';
import { requireLevel, viewerOf } from '../plugins/session';
import { getEigeneStatistik, getObjektStatistik } from './statistik-service';

const tags = ['objekt'];

/** Statistics for listers (issue #25 part 5): views per week, exposés, favourites and collections. */
export const objektStatistikRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const loggedIn = requireLevel(1);

  app.get(
    '/api/objekt/statistik',
    {
      schema: {
        tags,
        summary: "The figures of the caller's own listings (views per week, exposés, favourites, collections)",
        response: { 200: objektStatistikAntwortSchema },
      },
      preHandler: loggedIn,
    },
    (request) => getEigeneStatistik(db, viewerOf(request)),
  );

  app.get(
    '/api/objekt/:objektId/statistik',
    {
      schema: {
        tags,
        summary: "One listing's figures, for its owner and administrators",
        params: objektIdParamsSchema,
        response: { 200: objektStatistikAntwortSchema },
      },
      preHandler: loggedIn,
    },
    (request) => getObjektStatistik(db, viewerOf(request), request.params.objektId),
  );
};
