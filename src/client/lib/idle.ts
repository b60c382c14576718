import { useEffect, useState } from 'react';

/**
 * Calls `task` once the document has loaded and the main thread is idle — at the latest `timeout` ms
 * after the load event — so code the first paint does not need does not compete with it for the
 * network and the main thread. Answers a function that cancels the call.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  let cancel = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => task(), { timeout });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(task, 50);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') schedule();
  else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}

/** False until whenIdle fires after the component mounted, then true. */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
