import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { numericIdParamsSchema } from '../../shared/schemas/admin-fields';
import { okSchema } from '../../shared/schemas/auth';
import { karteInputSchema, karteSchema } from '../../shared/schemas/reference';
import type { Db } from '../db/client';
import { actorOf } from '../log/audit';
import { adminOnly } from '../plugins/session';
import { createKarte, deleteKarte, listKarten, updateKarte } from './service';

const tags = ['admin', 'karte'];

/**
 * The administrators' map layers (spec 2 admin/karten): list, create, save and delete. stylejson arrives
 * as the editor's JSON text and is checked by the shared schema (not JSON / not a layer → 400 on `stylejson`).
 */
export const karteAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/karten',
    {
      schema: { tags, summary: 'All map layers, in panel order', response: { 200: z.array(karteSchema) } },
      preHandler: adminOnly,
    },
    () => listKarten(db, true),
  );

  app.post(
    '/api/admin/karten',
    {
      schema: { tags, summary: 'Create a map layer', body: karteInputSchema, response: { 201: karteSchema } },
      preHandler: adminOnly,
    },
    async (request, reply) => {
      return reply.status(201).send(await createKarte(db, actorOf(request), request.body));
    },
  );

  app.put(
    '/api/admin/karten/:id',
    {
      schema: {
        tags,
        summary: 'Save a map layer',
        params: numericIdParamsSchema,
        body: karteInputSchema,
        response: { 200: karteSchema },
      },
      preHandler: adminOnly,
    },
    (request) => updateKarte(db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/karten/:id',
    {
      schema: { tags, summary: 'Delete a map layer', params: numericIdParamsSchema, response: { 200: okSchema } },
      preHandler: adminOnly,
    },
    async (request) => {
      await deleteKarte(db, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );
};
