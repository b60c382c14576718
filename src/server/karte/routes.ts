import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { karteSchema } from '../../shared/schemas/reference';
import type { Db } from '../db/client';
import { type VersionOf, versionedList } from '../lib/body-cache';
import { isAdmin } from '../plugins/session';
import { listKarten } from './service';

const kartenSchema = z.array(karteSchema);

/**
 * GET /api/karte: map layers in panel order; adminsOnly layers only for administrators (spec 6). Two bodies
 * kept per data version (administrators', everyone else's).
 */
export const karteRoutes: FastifyPluginAsyncZod<{ db: Db; versionOf: VersionOf }> = async (app, { db, versionOf }) => {
  const forAudience = (admin: boolean) =>
    versionedList({
      versionOf,
      name: 'karte',
      schema: kartenSchema,
      audience: admin ? 'admin' : 'public',
      load: () => listKarten(db, admin),
    });
  const admins = forAudience(true);
  const everyone = forAudience(false);
  app.get(
    '/api/karte',
    { compress: false, schema: { tags: ['karte'], response: { 200: kartenSchema } } },
    (request, reply) => (isAdmin(request.viewer) ? admins : everyone)(request, reply),
  );
};
