import { Piscina } from 'piscina';
import { AppError } from '../plugins/errors';
import type { FeedResult } from './feed-worker';

/** Feeds that may wait while one is read; more are refused with importBusy (503). */
export const FEED_QUEUE = 3;

/** Reads feeds off the event loop. */
export interface FeedPool {
  read(xml: string): Promise<FeedResult>;
  close(): Promise<void>;
}

/**
 * One worker thread (piscina) running feed-worker: XML parsing and mapping of a feed never run on the
 * event loop, one feed at a time per process, FEED_QUEUE waiting. The thread starts with the first feed
 * and ends after a minute idle.
 */
export function createFeedPool(onError: (error: unknown) => void): FeedPool {
  // From the sources (tsx, Vitest) the worker loads the TypeScript file through tsx; in the server build it
  // is openimmo-worker.js beside the chunk of this module (vite.server.config.ts).
  const fromSource = import.meta.url.endsWith('.ts');
  const pool = new Piscina({
    filename: new URL(fromSource ? './feed-worker-source.mjs' : './openimmo-worker.js', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    maxQueue: FEED_QUEUE,
    idleTimeout: 60_000,
  });
  // A thread's failure outside any feed (its module not loading, say) would otherwise end the server process.
  pool.on('error', onError);
  return {
    async read(xml) {
      if (pool.queueSize >= FEED_QUEUE) throw busy();
      try {
        return await pool.run(xml);
      } catch (error) {
        if (error instanceof Error && /queue is at limit/i.test(error.message)) throw busy();
        throw error;
      }
    },
    close: () => pool.destroy(),
  };
}

/** The importBusy error (also for imports waiting for their turn to write, service.ts). */
export function busy() {
  return new AppError('importBusy', 'Every import slot is taken; try again in a few minutes');
}

/** Imports beyond one running and FEED_QUEUE waiting are refused (importBusy): the writes of feeds never interleave. */
export function createSlots() {
  let running = false;
  const waiting: (() => void)[] = [];
  return {
    async acquire() {
      if (!running) {
        running = true;
        return;
      }
      if (waiting.length >= FEED_QUEUE) throw busy();
      await new Promise<void>((resolve) => waiting.push(resolve));
    },
    release() {
      const next = waiting.shift();
      if (next) next();
      else running = false;
    },
  };
}
