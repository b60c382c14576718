import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wartungSchema } from '../../shared/schemas/wartung';
import type { Db } from '../db/client';
import { type VersionOf, versionedList } from '../lib/body-cache';
import { actorOf } from '../log/audit';
import { readWartung, saveWartung } from './service';

/**
 * The maintenance notice of spec 1: GET /api/wartung tells every page which public screens are being
 * revised (read at start, so kept per data version and answered from memory with ETag/304).
 */
export const wartungRoutes: FastifyPluginAsyncZod<{ db: Db; versionOf: VersionOf }> = async (
  app,
  { db, versionOf },
) => {
  app.get(
    '/api/wartung',
    {
      compress: false,
      schema: {
        tags: ['einstellung'],
        summary: "Public screens marked as 'being revised, available again in a few days' (spec 1)",
        response: { 200: wartungSchema },
      },
    },
    versionedList({ versionOf, name: 'einstellung', schema: wartungSchema, load: () => readWartung(db) }),
  );
};

/** PUT /api/admin/wartung: sets the marks (administrators only, see the admin hook in app.ts), each in the audit trail. */
export const wartungAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.put(
    '/api/admin/wartung',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark public screens as being revised (an empty list removes every mark)',
        body: wartungSchema,
        response: { 200: wartungSchema },
      },
    },
    async (request) => {
      await saveWartung(db, actorOf(request), request.body);
      return readWartung(db);
    },
  );
};
