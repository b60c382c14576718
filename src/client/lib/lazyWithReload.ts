import { type ComponentType, lazy } from 'react';
import { type LaterPart, loadCatalogueParts } from '../i18n';

const RELOADED_AT = 'chunkReloadedAt';
/** A second failure this soon after a reload is a real error (the chunk is missing, the server is down). */
const RELOAD_WINDOW_MS = 60_000;

/** Reloads the document unless it did so a moment ago; answers whether it did. */
function reloadOnce(): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < RELOAD_WINDOW_MS) return false;
    window.sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * What loaded code needs besides itself: the portal's texts (true: the screens'; 'admin': the
 * administrators' as well), or none (false: a library's component, e.g. the toasts).
 */
export interface LoadOptions {
  texts?: boolean | 'admin';
}

/**
 * A loader of code split off the entry chunk that resolves once the code and the parts of the catalogue
 * it needs (i18n.ts: the entry carries only the first paint's texts) are all there.
 */
export const withTexts =
  <T>(load: () => Promise<T>, parts?: readonly LaterPart[]): (() => Promise<T>) =>
  () =>
    Promise.all([load(), loadCatalogueParts(parts)]).then(([module]) => module);

/**
 * A loader of code split off the entry chunk: withTexts unless `texts` is false. When the code or the
 * texts cannot be loaded — typically the chunks of a release replaced since this page was opened — it
 * loads the document once more instead of failing; meanwhile its promise stays pending.
 */
export function withReload<T>(load: () => Promise<T>, { texts = true }: LoadOptions = {}): () => Promise<T> {
  return () =>
    (texts ? withTexts(load, texts === 'admin' ? ['rest', 'admin'] : ['rest']) : load)().catch((error: unknown) => {
      if (reloadOnce()) return new Promise<never>(() => {});
      throw error;
    });
}

/**
 * React.lazy with withReload: instead of the error page after a release, the document is loaded once
 * more; meanwhile the component stays suspended (its Suspense fallback keeps showing).
 */
// biome-ignore lint/suspicious/noExplicitAny: the props of the loaded component are whatever it declares
export function lazyWithReload<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  options?: LoadOptions,
) {
  return lazy(withReload(load, options));
}
