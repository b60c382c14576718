import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '../../shared/schemas/auth';
import { failedMailListSchema, jobParamsSchema } from '../../shared/schemas/jobs';
import type { Db } from '../db/client';
import { adminOnly } from '../plugins/session';
import { retryMail } from './admin-service';
import { selectFailedMails } from './queries';

const tags = ['admin'];

/** Administrators see the mails that failed after their last retry and send them again. */
export const jobAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/mails/failed',
    {
      schema: {
        tags,
        summary: 'Mails that failed after their last retry (kept 30 days)',
        response: { 200: failedMailListSchema },
      },
      preHandler: adminOnly,
    },
    async () => ({ items: await selectFailedMails(db) }),
  );

  app.post(
    '/api/admin/mails/:id/retry',
    {
      schema: {
        tags,
        summary: 'Send a failed mail again (one more attempt through the queue)',
        params: jobParamsSchema,
        response: { 200: okSchema },
      },
      preHandler: adminOnly,
    },
    async (request) => {
      await retryMail(db, request.params.id, request);
      return { ok: true as const };
    },
  );
};
