import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serialIdParam } from '../../shared/schemas/admin-fields';
import { apiKeyCreatedSchema, apiKeyCreateSchema, apiKeySchema } from '../../shared/schemas/api-key';
import { okSchema } from '../../shared/schemas/auth';
import type { Db } from '../db/client';
import { byViewer, limit } from '../plugins/rate-limit';
import { requireLevel, viewerOf } from '../plugins/session';
import { createApiKey, listApiKeys, revokeApiKey } from './service';

const tags = ['user'];
/** New keys per user in 10 minutes. */
const API_KEYS_CREATED_PER_10_MIN = 20;

/**
 * A broker's personal API keys on the account page (issue #26): list, create (the key is in this one
 * answer), revoke. Managed with the session only; a key itself is accepted by the OpenImmo import alone.
 */
export const apiKeyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const loggedIn = requireLevel(1);

  app.get(
    '/api/account/api-keys',
    {
      schema: { tags, summary: 'My API keys that are not revoked', response: { 200: z.array(apiKeySchema) } },
      preHandler: loggedIn,
    },
    (request) => listApiKeys(db, viewerOf(request)),
  );
  app.post(
    '/api/account/api-keys',
    {
      schema: {
        tags,
        summary:
          'Create an API key for the OpenImmo import (brokers; at most 10); the key is shown only in this answer',
        body: apiKeyCreateSchema,
        response: { 201: apiKeyCreatedSchema },
      },
      // Revoking frees a place: the limit keeps a loop of create and revoke from filling the table.
      preHandler: [loggedIn, limit(app, 'api-key-create', API_KEYS_CREATED_PER_10_MIN, 10, byViewer)],
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(await createApiKey(db, viewerOf(request), request.body.name));
    },
  );
  app.delete(
    '/api/account/api-keys/:id',
    {
      schema: {
        tags,
        summary: 'Revoke one of my API keys (calls with it are refused at once)',
        params: z.object({ id: serialIdParam }),
        response: { 200: okSchema },
      },
      preHandler: loggedIn,
    },
    async (request) => {
      await revokeApiKey(db, viewerOf(request), request.params.id);
      return { ok: true as const };
    },
  );
};
