import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { numericIdParamsSchema } from '../../shared/schemas/admin-fields';
import { glossarInputSchema } from '../../shared/schemas/admin-glossar';
import { okSchema } from '../../shared/schemas/auth';
import { glossarSchema } from '../../shared/schemas/content';
import type { Db } from '../db/client';
import { actorOf } from '../log/audit';
import { adminOnly } from '../plugins/session';
import { createGlossar, deleteGlossar, getGlossar, listGlossar, updateGlossar } from './service';

const tags = ['admin', 'glossar'];

/** The administrators' glossary editor: list, read, create, update and delete entries (spec 2 admin/glossar). */
export const glossarAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/glossar',
    {
      schema: { tags, summary: 'All glossary entries', response: { 200: z.array(glossarSchema) } },
      preHandler: adminOnly,
    },
    () => listGlossar(db),
  );

  app.get(
    '/api/admin/glossar/:id',
    {
      schema: { tags, summary: 'One glossary entry', params: numericIdParamsSchema, response: { 200: glossarSchema } },
      preHandler: adminOnly,
    },
    (request) => getGlossar(db, request.params.id),
  );

  app.post(
    '/api/admin/glossar',
    {
      schema: { tags, summary: 'Create a glossary entry', body: glossarInputSchema, response: { 201: glossarSchema } },
      preHandler: adminOnly,
    },
    async (request, reply) => {
      return reply.status(201).send(await createGlossar(db, actorOf(request), request.body));
    },
  );

  app.put(
    '/api/admin/glossar/:id',
    {
      schema: {
        tags,
        summary: 'Save a glossary entry with its see-also links',
        params: numericIdParamsSchema,
        body: glossarInputSchema,
        response: { 200: glossarSchema },
      },
      preHandler: adminOnly,
    },
    (request) => updateGlossar(db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/glossar/:id',
    {
      schema: { tags, summary: 'Delete a glossary entry', params: numericIdParamsSchema, response: { 200: okSchema } },
      preHandler: adminOnly,
    },
    async (request) => {
      await deleteGlossar(db, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );
};
