import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { numericIdParamsSchema } from '../../shared/schemas/admin-fields';
import { fmMatrixInputSchema } from '../../shared/schemas/admin-foerderung';
import { okSchema } from '../../shared/schemas/auth';
import { fmMatrixSchema } from '../../shared/schemas/content';
import type { Db } from '../db/client';
import { actorOf } from '../log/audit';
import { adminOnly } from '../plugins/session';
import { createFmMatrix, deleteFmMatrix, getFmMatrix, listFmMatrix, updateFmMatrix } from './service';

const tags = ['admin', 'foerderung'];

/** The administrators' funding matrix editor: list, read, create, update and delete programmes (spec 2 admin/foerdermatrix). */
export const foerderungAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/fm_matrix',
    {
      schema: { tags, summary: 'All funding programmes', response: { 200: z.array(fmMatrixSchema) } },
      preHandler: adminOnly,
    },
    () => listFmMatrix(db),
  );

  app.get(
    '/api/admin/fm_matrix/:id',
    {
      schema: {
        tags,
        summary: 'One funding programme',
        params: numericIdParamsSchema,
        response: { 200: fmMatrixSchema },
      },
      preHandler: adminOnly,
    },
    (request) => getFmMatrix(db, request.params.id),
  );

  app.post(
    '/api/admin/fm_matrix',
    {
      schema: {
        tags,
        summary: 'Create a funding programme',
        body: fmMatrixInputSchema,
        response: { 201: fmMatrixSchema },
      },
      preHandler: adminOnly,
    },
    async (request, reply) => {
      return reply.status(201).send(await createFmMatrix(db, actorOf(request), request.body));
    },
  );

  app.put(
    '/api/admin/fm_matrix/:id',
    {
      schema: {
        tags,
        summary: 'Save a funding programme',
        params: numericIdParamsSchema,
        body: fmMatrixInputSchema,
        response: { 200: fmMatrixSchema },
      },
      preHandler: adminOnly,
    },
    (request) => updateFmMatrix(db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/fm_matrix/:id',
    {
      schema: {
        tags,
        summary: 'Delete a funding programme',
        params: numericIdParamsSchema,
        response: { 200: okSchema },
      },
      preHandler: adminOnly,
    },
    async (request) => {
      await deleteFmMatrix(db, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );
};
