import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slugSchema } from '../../shared/schemas/content';
import type { Db } from '../db/client';
import { type VersionOf, versionedList } from '../lib/body-cache';
import { selectSlugs } from './queries';
import { publicPages, renderRobots, renderSitemap } from './sitemap';

const slugListSchema = z.array(slugSchema);

/** GET /api/slug: URL shortcuts and per-path meta data, kept per data version. */
export const slugRoutes: FastifyPluginAsyncZod<{ db: Db; versionOf: VersionOf }> = async (app, { db, versionOf }) => {
  app.get(
    '/api/slug',
    { compress: false, schema: { tags: ['slug'], response: { 200: slugListSchema } } },
    versionedList({
      versionOf,
      name: 'slug',
      schema: slugListSchema,
      load: () => selectSlugs(db),
    }),
  );
};

/** /sitemap.xml and /robots.txt for search engines (issue 'Findability'). */
export const seoRoutes: FastifyPluginAsync<{ db: Db; publicUrl: string }> = async (app, { db, publicUrl }) => {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').send(renderSitemap(publicUrl, await publicPages(db))),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(renderRobots(publicUrl)),
  );
};
