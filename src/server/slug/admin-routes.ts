import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { numericIdParamsSchema } from '../../shared/schemas/admin-fields';
import { okSchema } from '../../shared/schemas/auth';
import { slugInputSchema, slugSchema } from '../../shared/schemas/content';
import type { Db } from '../db/client';
import { actorOf } from '../log/audit';
import { adminOnly } from '../plugins/session';
import { createSlug, deleteSlug, listSlugs, updateSlug } from './service';

const tags = ['admin', 'slug'];

/**
 * The administrators' URL management (spec 2 admin/urlmanagement): URL shortcuts and per-path meta data.
 * Rules: shared/domain/slug.ts (format, no shadowing, target is a screen) and service.ts (unique, entity exists).
 */
export const slugAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/slug',
    { schema: { tags, summary: 'All URL entries', response: { 200: z.array(slugSchema) } }, preHandler: adminOnly },
    () => listSlugs(db),
  );

  app.post(
    '/api/admin/slug',
    {
      schema: { tags, summary: 'Create a URL entry', body: slugInputSchema, response: { 201: slugSchema } },
      preHandler: adminOnly,
    },
    async (request, reply) => {
      return reply.status(201).send(await createSlug(db, actorOf(request), request.body));
    },
  );

  app.put(
    '/api/admin/slug/:id',
    {
      schema: {
        tags,
        summary: 'Save a URL entry',
        params: numericIdParamsSchema,
        body: slugInputSchema,
        response: { 200: slugSchema },
      },
      preHandler: adminOnly,
    },
    (request) => updateSlug(db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/slug/:id',
    {
      schema: { tags, summary: 'Delete a URL entry', params: numericIdParamsSchema, response: { 200: okSchema } },
      preHandler: adminOnly,
    },
    async (request) => {
      await deleteSlug(db, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );
};
