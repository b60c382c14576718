import os from 'node:os';
import { Piscina } from 'piscina';
import { AppError } from '../plugins/errors';
import type { ExposeInput } from './expose';

/** How the exposé renderer is sized. */
export interface ExposePoolOptions {
  /** Worker threads rendering at the same time. */
  threads: number;
  /** Exposés waiting for a thread beyond these are refused with exposeBusy. */
  maxQueue: number;
  /** Budget of one exposé from the request on, waiting included (exposeTimeout beyond it). */
  timeoutMs: number;
  /**
   * A render thread's failure outside any exposé (its module not loading, say). Without a listener piscina
   * throws it on the event loop and the server process ends; with one the exposés waiting for that thread end
   * at their budget (exposeTimeout) and every other request is answered.
   */
  onError?: (error: unknown) => void;
  /** The render thread's module; default expose-worker (its source through tsx, or the build's file). */
  worker?: URL;
}

/** Exposés that may wait for a thread; more are refused with exposeBusy (503, Retry-After). */
export const EXPOSE_QUEUE = 8;

/** How much lower than the event loop's the render threads' CPU priority is (nice(2), 0–19). */
const RENDER_NICENESS = 10;

/** One core less than the machine has (the event loop keeps one), at least one. */
export const defaultExposeThreads = () => Math.max(1, Math.min(4, os.availableParallelism() - 1));

/** Renders PDF exposés off the event loop. */
export interface ExposePool {
  /** Renders an exposé within the budget, less `spentMs` already spent on it (its base maps). */
  render(input: ExposeInput, spentMs?: number): Promise<Buffer>;
  /** The budget of one exposé in ms. */
  readonly timeoutMs: number;
  close(): Promise<void>;
}

/**
 * A pool of worker threads (piscina) running expose-worker: React PDF layout, images (sharp), maps and QR
 * codes never run on the event loop. Threads start on the first exposé and end after a minute idle, so a
 * portal nobody asks for exposés keeps no renderer in memory. A render past its budget is aborted (its
 * thread is terminated and replaced).
 */
export function createExposePool(options: ExposePoolOptions): ExposePool {
  // From the sources (tsx, Vitest) the worker loads the TypeScript file through tsx; in the server build it
  // is expose-worker.js beside the chunk of this module (vite.server.config.ts).
  const fromSource = import.meta.url.endsWith('.ts');
  const pool = new Piscina({
    filename: (
      options.worker ?? new URL(fromSource ? './expose-worker-source.mjs' : './expose-worker.js', import.meta.url)
    ).href,
    minThreads: 0,
    maxThreads: options.threads,
    maxQueue: options.maxQueue,
    idleTimeout: 60_000,
    // On Linux a thread's nice value is its own: the render threads yield a shared core to the event loop,
    // so /healthz and the API answer while exposés render (@napi-rs/nice, piscina's optional dependency).
    niceIncrement: RENDER_NICENESS,
    // React's production build in the render thread whatever NODE_ENV the server runs with: the development
    // build's checks took ~15 % of the exposé's React work in a profile and show nothing in a PDF.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  pool.on('error', (error: unknown) => options.onError?.(error));
  return {
    timeoutMs: options.timeoutMs,
    async render(input, spentMs = 0) {
      if (pool.queueSize >= options.maxQueue) throw busy();
      const signal = AbortSignal.timeout(Math.max(1, options.timeoutMs - spentMs));
      try {
        const pdf: Uint8Array = await pool.run(input, { signal });
        return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
      } catch (error) {
        if (signal.aborted)
          throw new AppError('exposeTimeout', `The exposé took longer than ${options.timeoutMs} ms and was stopped`);
        if (error instanceof Error && /queue is at limit/i.test(error.message)) throw busy();
        throw error;
      }
    },
    close: () => pool.destroy(),
  };
}

function busy() {
  return new AppError('exposeBusy', 'Every exposé renderer is busy; try again in a few seconds');
}
