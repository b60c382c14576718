import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { numericIdParamsSchema } from '../../shared/schemas/admin-fields';
import { okSchema } from '../../shared/schemas/auth';
import { slugInputSchema, slugSchema } from '../../shared/schemas/content';
import type { Db } from '../db/client';
import { writeLog } from '../log/service';
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
      const saved = await createSlug(db, request.body);
      await writeLog(db, request, 'slugCreated', { data1: String(saved.id), data2: saved.slug });
      return reply.status(201).send(saved);
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
    async (request) => {
      const saved = await updateSlug(db, request.params.id, request.body);
      await writeLog(db, request, 'slugUpdated', { data1: String(saved.id), data2: saved.slug });
      return saved;
    },
  );

  app.delete(
    '/api/admin/slug/:id',
    {
      schema: { tags, summary: 'Delete a URL entry', params: numericIdParamsSchema, response: { 200: okSchema } },
      preHandler: adminOnly,
    },
    async (request) => {
      const slug = await deleteSlug(db, request.params.id);
      await writeLog(db, request, 'slugDeleted', { data1: String(request.params.id), data2: slug });
      return { ok: true as const };
    },
  );
};
