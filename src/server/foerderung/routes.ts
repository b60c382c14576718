import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fmMatrixSchema } from '../../shared/schemas/content';
import type { Db } from '../db/client';
import { fmMatrix } from '../db/schema';

/** GET /api/fm_matrix: the funding programmes of the Förderkompass, by sortierung. */
export const foerderungRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/fm_matrix', { schema: { tags: ['foerderung'], response: { 200: z.array(fmMatrixSchema) } } }, () =>
    db.select().from(fmMatrix).orderBy(fmMatrix.sortierung, fmMatrix.id),
  );
};
