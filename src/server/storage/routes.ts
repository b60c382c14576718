import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentTypeOf, documentKey } from '../bilder/storage';
import { AppError } from '../plugins/errors';
import type { FileStore } from './store';

/** How long browsers and CDNs keep a stored file: its name is a new UUID per upload, so it never changes. */
const MAX_AGE = 'public, max-age=604800';

/** A path below /bilder/: segments without `.`/`..` or empty ones. */
const imagePath = z.string().regex(/^(?!.*(^|\/)\.{1,2}(\/|$))[^/]+(\/[^/]+)*$/, 'not a stored image path');

/**
 * The stored files when they live in a bucket (STORAGE=s3): `/bilder/{size}/{file}` answers a redirect to
 * the bucket's public URL, so links in pages, mails and feeds keep working; `/dokumente/{file}` is streamed
 * through the portal as a download (Content-Disposition: attachment), as on disk.
 */
export const storedFileRoutes: FastifyPluginAsyncZod<{ store: FileStore }> = async (app, { store }) => {
  app.get('/bilder/*', { schema: { hide: true, params: z.object({ '*': imagePath }) } }, async (request, reply) => {
    const url = store.publicUrl(`bilder/${request.params['*']}`);
    if (!url) throw new AppError('notFound', 'Not stored');
    return reply.header('cache-control', MAX_AGE).redirect(url, 302);
  });

  app.get(
    '/dokumente/:file',
    {
      schema: {
        hide: true,
        params: z.object({
          file: z
            .string()
            .min(1)
            .max(300)
            .regex(/^[^/]+$/)
            .refine((f) => f !== '..' && f !== '.'),
        }),
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const key = documentKey(file);
      const stored = await store.open(key);
      if (!stored) throw new AppError('notFound', 'No such document');
      reply.type(contentTypeOf(key)).header('content-disposition', 'attachment').header('cache-control', MAX_AGE);
      if (stored.length !== undefined) reply.header('content-length', stored.length);
      return reply.send(stored.body);
    },
  );
};
