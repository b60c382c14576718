import { AppError } from '../plugins/errors';

/**
 * Layer imports run one at a time in a process (each reads a large file and writes many batches); one more
 * may wait its turn, further ones are refused with layerImportBusy (503) instead of piling up uploads.
 */
export function createImportQueue(maxWaiting = 1) {
  let tail: Promise<unknown> = Promise.resolve();
  let queued = 0;
  return {
    /** Runs `work` after the imports before it; refuses when the queue is full. */
    run<T>(work: () => Promise<T>): Promise<T> {
      if (queued > maxWaiting) throw new AppError('layerImportBusy', 'A layer import is running and another waits');
      queued += 1;
      const result = tail.then(work);
      tail = result
        .catch(() => undefined)
        .finally(() => {
          queued -= 1;
        });
      return result;
    },
  };
}
