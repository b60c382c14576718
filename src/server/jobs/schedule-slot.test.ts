import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextSlot, startSchedules } from './schedule';

const at = (iso: string) => new Date(iso).getTime();

describe('the schedules', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads cron expressions in Vienna time, summer and winter', () => {
    // 07:00 in Vienna is 06:00 UTC in winter (CET) and 05:00 UTC in summer (CEST).
    expect(new Date(nextSlot('0 7 * * *', at('2026-01-15T08:00:00Z'))).toISOString()).toBe('2026-01-16T06:00:00.000Z');
    expect(new Date(nextSlot('0 7 * * *', at('2026-07-15T08:00:00Z'))).toISOString()).toBe('2026-07-16T05:00:00.000Z');
    // The monthly statistics on the first at 08:00, across the change to summer time.
    expect(new Date(nextSlot('0 8 1 * *', at('2026-03-05T00:00:00Z'))).toISOString()).toBe('2026-04-01T06:00:00.000Z');
  });

  it('sends the job at its slot with the slot as singleton key, then waits for the next slot', async () => {
    vi.useFakeTimers({ now: at('2026-05-04T04:59:30Z') }); // 06:59:30 in Vienna
    const send = vi.fn(async () => 'job-id');
    const stop = startSchedules({ send } as unknown as PgBoss, [{ queue: 'alert-daily', cron: '0 7 * * *' }], {
      error: vi.fn(),
    } as unknown as FastifyBaseLogger);

    await vi.advanceTimersByTimeAsync(29_000);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(
      'alert-daily',
      {},
      {
        singletonKey: 'alert-daily@2026-05-04T05:00:00.000Z',
        singletonSeconds: 60,
      },
    );

    // Nothing more that day; the next morning's slot again once.
    await vi.advanceTimersByTimeAsync(23 * 3600 * 1000);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3600 * 1000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith(
      'alert-daily',
      {},
      expect.objectContaining({ singletonKey: 'alert-daily@2026-05-05T05:00:00.000Z' }),
    );

    stop();
    await vi.advanceTimersByTimeAsync(48 * 3600 * 1000);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
