import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { createBoss } from './boss';
import { type Schedule, startSchedules } from './schedule';

/** The queues of the portal. */
export const QUEUES = {
  /** One outgoing mail per job (data: the rendered Mail). */
  mail: 'mail',
  /** The agency's digest of waiting reviews (throttled to one per hour). */
  reviewDigest: 'review-digest',
  /** The daily expiry run: marks expired listings and mails the reminders. */
  expiry: 'expiry',
  /** The monthly summary of their listings' figures to the owners who asked for it. */
  monatsStatistik: 'monats-statistik',
  /** The saved searches' instant alerts: asked for by each release (at most one run waiting). */
  alertInstant: 'alert-instant',
  /** The saved searches' daily digest (ALERT_DAILY_CRON). */
  alertDaily: 'alert-daily',
  /** The saved searches' weekly digest (ALERT_WEEKLY_CRON). */
  alertWeekly: 'alert-weekly',
  /** The site check of every property against one thematic layer, after its import (data: { layerId }). */
  standortcheck: 'standortcheck',
} as const;

/**
 * Queues that differ from a mail's settings. An alert run may look at many searches: it counts as hung
 * after 15 minutes, not 2. The instant alerts keep one run waiting and one running (pg-boss 'stately'):
 * a release while a run waits is looked at by that run, so a burst of releases is one run.
 */
const QUEUE_OPTIONS: Partial<Record<string, Partial<PgBoss.Queue>>> = {
  [QUEUES.alertInstant]: { policy: 'stately', expireInSeconds: 900 },
  [QUEUES.alertDaily]: { expireInSeconds: 900 },
  [QUEUES.alertWeekly]: { expireInSeconds: 900 },
  [QUEUES.standortcheck]: { expireInSeconds: 900 },
};

/** How hard the queue tries and how often it looks for work. */
export interface JobSettings {
  /** Retries of a failed mail before it stays failed (visible to administrators). */
  retryLimit: number;
  /** Seconds before the first retry; each further one waits about twice as long (back-off). */
  retryDelaySeconds: number;
  /** How often an idle worker looks for new jobs. */
  pollingSeconds: number;
}

/** One job's work; a thrown error fails the attempt (retried with back-off until the limit). */
export type JobHandler = (data: unknown, job: { id: string; name: string }) => Promise<void>;

/** A started queue: workers polling, schedules registered. */
export interface JobQueue {
  boss: PgBoss;
  stop(): Promise<void>;
}

/** PostgreSQL's answers when another process creates queues at the same moment: deadlock, duplicate. */
const CONCURRENT_CREATE = new Set(['40P01', '23505', '42P07']);

/**
 * Creates a queue or updates its settings. Processes starting together on a new database create the
 * queues (and their partitions of the job table) at once and may deadlock each other: the loser looks
 * again and finds the queue, or creates it now.
 */
async function ensureQueue(boss: PgBoss, name: string, options: PgBoss.Queue) {
  for (let attempt = 1; ; attempt++) {
    try {
      if (await boss.getQueue(name)) await boss.updateQueue(name, options);
      else await boss.createQueue(name, options);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= 5 || !code || !CONCURRENT_CREATE.has(code)) throw error;
    }
  }
}

/**
 * Starts pg-boss on the app's database (creating or migrating its schema), creates the queues, starts
 * one worker per handler and registers the schedules. Several processes may do this on one PostgreSQL:
 * a job is fetched with FOR UPDATE SKIP LOCKED by exactly one of them, and a scheduled job is created once
 * per slot (a singleton key per cron slot).
 */
export async function startJobQueue(
  database: Database,
  settings: JobSettings,
  handlers: Record<string, JobHandler>,
  schedules: Schedule[],
  log: FastifyBaseLogger,
): Promise<JobQueue> {
  // The schedules are the portal's own timers (schedule.ts): pg-boss's scheduler and its clock checks are off.
  const boss = createBoss(database, { schedule: false });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const name of Object.keys(handlers)) {
    const options = {
      name,
      retryLimit: settings.retryLimit,
      retryDelay: settings.retryDelaySeconds,
      retryBackoff: true,
      // A send that hangs this long counts as failed and is tried again.
      expireInSeconds: 120,
      ...QUEUE_OPTIONS[name],
    };
    await ensureQueue(boss, name, options);
  }
  for (const [name, handler] of Object.entries(handlers)) {
    await boss.work(name, { pollingIntervalSeconds: settings.pollingSeconds, batchSize: 1 }, async (jobs) => {
      for (const job of jobs) {
        try {
          await handler(job.data, { id: job.id, name: job.name });
        } catch (error) {
          log.warn({ err: error, job: job.id, queue: job.name }, 'job failed');
          throw error;
        }
      }
    });
  }
  // Schedules an earlier version registered with pg-boss's scheduler are not read any more.
  for (const { name } of await boss.getSchedules()) await boss.unschedule(name);
  const stopSchedules = startSchedules(boss, schedules, log);
  return {
    boss,
    async stop() {
      stopSchedules();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
