import { type ReactNode, Suspense } from 'react';
import { useWhenIdle } from '../../lib/idle';

/**
 * Renders its (lazily loaded) children only once the page has loaded and the browser is idle: for
 * parts no first paint shows, such as the toasts' container.
 */
export function AfterIdle({ children }: { children: ReactNode }) {
  const idle = useWhenIdle();
  return idle ? <Suspense fallback={null}>{children}</Suspense> : null;
}
