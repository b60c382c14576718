import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { glossarSchema } from '../../shared/schemas/content';
import type { Db } from '../db/client';
import { type VersionOf, versionedList } from '../lib/body-cache';
import { selectGlossar } from './queries';

const glossarListSchema = z.array(glossarSchema);

/**
 * GET /api/glossar: every entry with the ids of its 'see also' entries, alphabetically; the same for every
 * caller, so kept per data version of glossar and glossar_sieheauch.
 */
export const glossarRoutes: FastifyPluginAsyncZod<{ db: Db; versionOf: VersionOf }> = async (
  app,
  { db, versionOf },
) => {
  app.get(
    '/api/glossar',
    { compress: false, schema: { tags: ['glossar'], response: { 200: glossarListSchema } } },
    versionedList({
      versionOf,
      name: 'glossar',
      schema: glossarListSchema,
      load: () => selectGlossar(db),
    }),
  );
};
