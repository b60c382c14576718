import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fmMatrixSchema } from '../../shared/schemas/content';
import { standortFoerderungenQuerySchema, standortFoerderungenSchema } from '../../shared/schemas/foerderung-standort';
import { objektIdParamsSchema } from '../../shared/schemas/objekt';
import type { Db } from '../db/client';
import { createBodyCache, type VersionOf } from '../lib/body-cache';
import { sendEncoded } from '../lib/encoded-body';
import { getObjekt } from '../objekt/service';
import { selectFmMatrix } from './queries';
import { foerderProfilOf, foerderungenImBezirk } from './standort';

const fmMatrixListSchema = z.array(fmMatrixSchema);

/**
 * GET /api/objekt/{id}/foerderungen: the programmes of the property's district, ranked for the caller.
 * GET /api/fm_matrix: the funding programmes of the Förderkompass, by sortierung. The same for every
 * caller and ~100 KB of rich text: serialised and compressed once per change of the table (its data
 * version, lib/body-cache.ts) instead of being read, serialised and compressed on every call.
 */
export const foerderungRoutes: FastifyPluginAsyncZod<{ db: Db; versionOf: VersionOf }> = async (
  app,
  { db, versionOf },
) => {
  const body = createBodyCache({
    version: versionOf('fm_matrix'),
    name: 'fm_matrix',
    load: async () => JSON.stringify(z.encode(fmMatrixListSchema, await selectFmMatrix(db))),
  });
  app.get(
    '/api/fm_matrix',
    { compress: false, schema: { tags: ['foerderung'], response: { 200: fmMatrixListSchema } } },
    async (request, reply) => sendEncoded(request, reply, await body()),
  );

  app.get(
    '/api/objekt/:objektId/foerderungen',
    {
      schema: {
        tags: ['foerderung', 'objekt'],
        summary:
          "The funding programmes of a property's district, ranked for the caller's company profile (404 when the property is not visible to the caller)",
        params: objektIdParamsSchema,
        querystring: standortFoerderungenQuerySchema,
        response: { 200: standortFoerderungenSchema },
      },
    },
    async (request, reply) => {
      // The detail view's rule: whoever may not see the property learns nothing about it.
      const { row } = await getObjekt(db, request.viewer, request.params.objektId);
      const profil = request.viewer ? await foerderProfilOf(db, request.viewer.id) : null;
      reply.header('vary', 'Cookie');
      return foerderungenImBezirk(db, row.bezirk, request.query.lang, profil);
    },
  );
};
