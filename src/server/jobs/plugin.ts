import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { type JobHandler, type JobQueue, startJobQueue } from './queue';
import type { Schedule } from './schedule';

/**
 * Starts the job queue when the app is ready (after main.ts has migrated the database) and stops it,
 * letting running jobs finish, when the app closes (before the database is closed).
 */
export function registerJobQueue(
  app: FastifyInstance,
  database: Database,
  config: Config,
  handlers: Record<string, JobHandler>,
  schedules: Schedule[] = [],
) {
  let queue: JobQueue | undefined;
  const settings = {
    retryLimit: config.JOB_RETRY_LIMIT,
    retryDelaySeconds: config.JOB_RETRY_DELAY,
    pollingSeconds: config.JOB_POLL_SECONDS,
  };
  app.addHook('onReady', async () => {
    queue = await startJobQueue(database, settings, handlers, schedules, app.log);
  });
  app.addHook('onClose', async () => {
    await queue?.stop();
  });
}
