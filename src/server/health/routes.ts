import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Db, shippedMigrationCount } from '../db/client';
import { type FileStore, StorageUnavailable } from '../storage/store';
import { appliedMigrationCount } from './queries';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), detail: z.string().optional() });

/**
 * Probes for a load balancer: /healthz says the process answers; /readyz says it can serve, i.e. the
 * database answers, every migration this build ships has been applied and the file storage can be reached
 * (503 otherwise, `detail` says which). Neither needs a session, and neither is cached.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; store: FileStore }> = async (app, { db, store }) => {
  const shipped = shippedMigrationCount();
  const schema = (summary: string) => ({
    tags: ['health'],
    summary,
    response: { 200: healthSchema, 503: healthSchema },
  });

  // The same few bytes every time: serialised once (the schema above documents them), too small to compress.
  const up = JSON.stringify(healthSchema.parse({ status: 'ok' }));
  const sendUp = (reply: FastifyReply) => {
    reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(up);
  };
  app.get('/healthz', { compress: false, schema: schema('The process is up') }, (_request, reply) => sendUp(reply));

  app.get(
    '/readyz',
    { schema: schema('The database answers and is migrated, the file storage answers') },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        const applied = await appliedMigrationCount(db);
        if (applied < shipped) {
          return reply.code(503).send({ status: 'unavailable', detail: `migrations ${applied}/${shipped}` });
        }
        await store.check();
        return { status: 'ok' as const };
      } catch (err) {
        if (err instanceof StorageUnavailable) {
          request.log.warn({ err }, 'readiness check: file storage unavailable');
          return reply.code(503).send({ status: 'unavailable', detail: `storage: ${err.reason}` });
        }
        request.log.warn({ err }, 'readiness check failed');
        return reply.code(503).send({ status: 'unavailable', detail: 'database' });
      }
    },
  );
};
