import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { glossarSchema } from '../../shared/schemas/content';
import type { Db } from '../db/client';
import { glossar } from '../db/schema';

/** GET /api/glossar: every entry with the ids of its 'see also' entries, alphabetically. */
export const glossarRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/glossar', { schema: { tags: ['glossar'], response: { 200: z.array(glossarSchema) } } }, async () => {
    const rows = await db
      .select({
        row: glossar,
        sieheauch: sql<number[]>`coalesce((select array_agg(s.siehe order by s.siehe)
          from glossar_sieheauch s where s.glossar = ${glossar.id}), '{}')`,
      })
      .from(glossar)
      .orderBy(glossar.titel_de);
    return rows.map(({ row, sieheauch }) => ({ ...row, sieheauch }));
  });
};
