import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fmMatrixSchema } from '../../shared/schemas/content';
import type { Db } from '../db/client';
import { createBodyCache, type VersionOf } from '../lib/body-cache';
import { sendEncoded } from '../lib/encoded-body';
import { selectFmMatrix } from './queries';

const fmMatrixListSchema = z.array(fmMatrixSchema);

/**
 * GET /api/fm_matrix: the funding programmes of the Förderkompass, by sortierung. The same for every
 * caller and ~100 KB of rich text: serialised and compressed once per change of the table (its data
 * version, lib/body-cache.ts) instead of being read, serialised and compressed on every call.
 */
export const foerderungRoutes: FastifyPluginAsyncZod<{ db: Db; versionOf: VersionOf }> = async (
  app,
  { db, versionOf },
) => {
  const body = createBodyCache({
    version: versionOf('fm_matrix'),
    name: 'fm_matrix',
    load: async () => JSON.stringify(z.encode(fmMatrixListSchema, await selectFmMatrix(db))),
  });
  app.get(
    '/api/fm_matrix',
    { compress: false, schema: { tags: ['foerderung'], response: { 200: fmMatrixListSchema } } },
    async (request, reply) => sendEncoded(request, reply, await body()),
  );
};
