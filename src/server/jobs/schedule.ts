import cronParser from 'cron-parser';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';

/** The portal's schedules are meant in the agency's local time (daylight saving included). */
export const SCHEDULE_TIMEZONE = 'Europe/Vienna';

/** A scheduled job: sent once per cron slot, whichever process' timer fires first. */
export interface Schedule {
  queue: string;
  cron: string;
}

/** The longest a timer waits at once (Node's setTimeout takes at most ~24.8 days; a monthly slot may be further). */
const MAX_WAIT_MS = 6 * 60 * 60 * 1000;

/** The start of the cron slot after `after` (ms since the epoch). */
export function nextSlot(cron: string, after: number): number {
  return cronParser
    .parseExpression(cron, { tz: SCHEDULE_TIMEZONE, currentDate: new Date(after) })
    .next()
    .getTime();
}

/**
 * Sends each schedule's job at its slots with a timer per schedule. pg-boss's own scheduler evaluated every
 * cron expression with its time zone every few seconds (cron-parser through luxon: 15–35 ms per expression,
 * 150–250 ms on a busy machine), holding the event loop each time; here the next slot is worked out once per
 * slot. Several processes each send at the slot; the job's singleton key names the slot, so pg-boss creates
 * it once (the others' sends return null). Returns a function that stops the timers.
 */
export function startSchedules(boss: PgBoss, schedules: Schedule[], log: FastifyBaseLogger): () => void {
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  const wait = (ms: number, then: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!stopped) then();
    }, ms);
    timer.unref();
    timers.add(timer);
  };
  const arm = (schedule: Schedule, slot: number) => {
    const left = slot - Date.now();
    if (left > 0) return wait(Math.min(left, MAX_WAIT_MS), () => arm(schedule, slot));
    boss
      .send(
        schedule.queue,
        {},
        { singletonKey: `${schedule.queue}@${new Date(slot).toISOString()}`, singletonSeconds: 60 },
      )
      .catch((error: unknown) => log.error({ err: error, queue: schedule.queue }, 'scheduled job not sent'))
      .finally(() => arm(schedule, nextSlot(schedule.cron, slot)));
  };
  for (const schedule of schedules) arm(schedule, nextSlot(schedule.cron, Date.now()));
  return () => {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  };
}
