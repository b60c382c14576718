import { LoadingState } from './LoadingState';

/** Shown while the first route resolves (e.g. a URL shortcut being looked up). */
export function FullPageLoading() {
  return <LoadingState minHeight="100vh" />;
}
