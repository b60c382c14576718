import { describe, expect, it } from 'vitest';
import type { ExposeInput } from './expose';
import { createExposePool } from './expose-pool';

describe('the exposé render threads', () => {
  it('keep the process alive when a thread cannot start: the exposé ends at its budget, the failure is reported', async () => {
    const failures: unknown[] = [];
    const pool = createExposePool({
      threads: 1,
      maxQueue: 2,
      timeoutMs: 1500,
      onError: (error) => failures.push(error),
      worker: new URL('./no-such-worker.mjs', import.meta.url),
    });
    try {
      const started = Date.now();
      // Without the pool's error listener piscina throws the thread's failure on the event loop, which ends
      // the process (here: Vitest reports an unhandled error and fails the run).
      await expect(pool.render({} as ExposeInput)).rejects.toMatchObject({ code: 'exposeTimeout' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
      expect(failures.length).toBeGreaterThan(0);
      expect(String(failures[0])).toMatch(/no-such-worker/);
    } finally {
      await pool.close();
    }
  });
});
