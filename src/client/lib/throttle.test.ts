import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createThrottle } from './throttle';

describe('createThrottle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const clock = () => ({ now: () => Date.now(), setTimeout, clearTimeout });

  it('runs the first value at once', () => {
    const run = vi.fn();
    createThrottle(run, 100, clock()).push(1);
    expect(run).toHaveBeenCalledWith(1);
  });

  it('runs at most once per interval, with the latest value at its end', () => {
    const run = vi.fn();
    const throttle = createThrottle(run, 100, clock());
    throttle.push(1);
    vi.advanceTimersByTime(30);
    throttle.push(2);
    throttle.push(3);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(69);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    expect(run).toHaveBeenLastCalledWith(3);
    // A push right after the trailing run waits for the next interval.
    throttle.push(4);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenLastCalledWith(4);
  });

  it('runs at once again after a quiet interval', () => {
    const run = vi.fn();
    const throttle = createThrottle(run, 100, clock());
    throttle.push(1);
    vi.advanceTimersByTime(250);
    throttle.push(2);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('drops a held value when cancelled', () => {
    const run = vi.fn();
    const throttle = createThrottle(run, 100, clock());
    throttle.push(1);
    throttle.push(2);
    throttle.cancel();
    vi.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('calls the timers as plain functions with its own clock, as browsers require', () => {
    const realSetTimeout = globalThis.setTimeout;
    // Like a browser: a timer function called as a method of another object throws 'Illegal invocation'.
    vi.stubGlobal('setTimeout', function (this: unknown, run: () => void, ms: number) {
      if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
      return realSetTimeout(run, ms);
    });
    try {
      const run = vi.fn();
      const throttle = createThrottle(run, 100);
      throttle.push(1);
      throttle.push(2);
      vi.advanceTimersByTime(100);
      expect(run).toHaveBeenLastCalledWith(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
