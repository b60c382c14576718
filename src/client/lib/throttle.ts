/**
 * Calls `run` at most once per `ms` with the latest value: the first call runs at once, calls within the
 * interval are held and the last of them runs when it ends (spec 4: the object layer redraws at most once
 * per 100 ms when filters change).
 */
export function createThrottle<T>(
  run: (value: T) => void,
  ms: number,
  clock: {
    now: () => number;
    setTimeout: typeof setTimeout;
    clearTimeout: typeof clearTimeout;
  } = {
    // Wrapped, not taken as they are: browsers refuse timer functions called with another `this`.
    now: () => (globalThis.performance ? performance.now() : Date.now()),
    setTimeout: ((run: () => void, ms: number) => setTimeout(run, ms)) as typeof setTimeout,
    clearTimeout: (id) => clearTimeout(id),
  },
) {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: { value: T } | null = null;
  const flush = () => {
    timer = null;
    if (!pending) return;
    const { value } = pending;
    pending = null;
    last = clock.now();
    run(value);
  };
  return {
    push(value: T) {
      pending = { value };
      if (timer !== null) return;
      const wait = last + ms - clock.now();
      if (wait <= 0) flush();
      else timer = clock.setTimeout(flush, wait);
    },
    cancel() {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      pending = null;
    },
  };
}
