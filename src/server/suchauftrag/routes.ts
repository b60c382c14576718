import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serialIdParam } from '../../shared/schemas/admin-fields';
import { suchauftragBodySchema, suchauftragPatchSchema, suchauftragSchema } from '../../shared/schemas/suchauftrag';
import { byViewer, limit, SUCHAUFTRAEGE_CREATED_PER_10_MIN } from '../plugins/rate-limit';
import { requireLevel, viewerOf } from '../plugins/session';
import type { SuchauftragService } from './service';

const tags = ['suchauftrag'];
const idParams = z.object({ id: serialIdParam });

/** A user's saved searches (issue #25): list, save, rename or change the frequency, delete; only their own. */
export const suchauftragRoutes: FastifyPluginAsyncZod<{ service: SuchauftragService }> = async (app, { service }) => {
  const loggedIn = requireLevel(1);

  app.get(
    '/api/suchauftraege',
    {
      schema: { tags, summary: 'My saved searches', response: { 200: z.array(suchauftragSchema) } },
      preHandler: loggedIn,
    },
    (request) => service.list(viewerOf(request)),
  );
  app.post(
    '/api/suchauftraege',
    {
      schema: {
        tags,
        summary: 'Save the current map search or funding filter (at most 20 per user)',
        body: suchauftragBodySchema,
        response: { 201: suchauftragSchema },
      },
      preHandler: [loggedIn, limit(app, 'suchauftrag-create', SUCHAUFTRAEGE_CREATED_PER_10_MIN, 10, byViewer)],
    },
    async (request, reply) => reply.status(201).send(await service.create(viewerOf(request), request.body)),
  );
  app.patch(
    '/api/suchauftraege/:id',
    {
      schema: {
        tags,
        summary: 'Rename a saved search or change how often it alerts',
        params: idParams,
        body: suchauftragPatchSchema,
        response: { 200: suchauftragSchema },
      },
      preHandler: loggedIn,
    },
    (request) => service.update(viewerOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/suchauftraege/:id',
    {
      schema: {
        tags,
        summary: 'Delete a saved search',
        params: idParams,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
      preHandler: loggedIn,
    },
    async (request) => {
      await service.remove(viewerOf(request), request.params.id);
      return { ok: true as const };
    },
  );
};
