import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { kampagneSchema } from '../../shared/schemas/content';
import type { Db } from '../db/client';
import { type VersionOf, versionedList } from '../lib/body-cache';
import { isAdmin } from '../plugins/session';
import { presentKampagne } from './presenter';
import { selectKampagnen } from './queries';

const kampagnenSchema = z.array(kampagneSchema);

/**
 * GET /api/kampagnen: know-how articles; inactive ones, and links to objects the public does not see, only
 * for administrators (selectKampagnen). Two bodies kept per data version (administrators', everyone
 * else's); everyone else's also follows the objects, whose status decides which links it keeps.
 */
export const kampagneRoutes: FastifyPluginAsyncZod<{ db: Db; versionOf: VersionOf }> = async (
  app,
  { db, versionOf },
) => {
  const forAudience = (admin: boolean) =>
    versionedList({
      versionOf,
      name: 'kampagnen',
      schema: kampagnenSchema,
      audience: admin ? 'admin' : 'public',
      also: admin ? [] : ['objekt'],
      load: async () => (await selectKampagnen(db, admin)).map(presentKampagne),
    });
  const admins = forAudience(true);
  const everyone = forAudience(false);
  app.get(
    '/api/kampagnen',
    { compress: false, schema: { tags: ['kampagne'], response: { 200: kampagnenSchema } } },
    (request, reply) => (isAdmin(request.viewer) ? admins : everyone)(request, reply),
  );
};
