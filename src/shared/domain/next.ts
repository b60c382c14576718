/**
 * The one check of a `next` target (where login, logout, two-factor set-up and the post-login path of
 * spec 3 send a user afterwards). Both sides use it for every `next` they read or write.
 */

const BASE = 'https://portal.invalid';

/** The screens a `next` parameter must never point back to (they would loop). */
const LOOPING = /^\/(?:de|en)\/(?:login|logout)(?:[/?#]|$)/;

/** Control characters (browsers drop tabs and newlines from URLs, hiding a second one) and backslashes. */
const forbidden = (s: string) =>
  s.includes('\\') || [...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** A path that a browser or router would read as another host: `//host`, `/\host`, also once decoded. */
function leavesOrigin(path: string): boolean {
  if (/^\/[/\\]/.test(path)) return true;
  try {
    return /^\/[/\\]/.test(decodeURIComponent(path));
  } catch {
    return true;
  }
}

/**
 * A `next` value that is safe to navigate to: a same-origin path starting with a single '/', judged
 * after normalisation (dot segments resolved), so `/..//host` is refused like `//host`; never a scheme,
 * a backslash, an encoded `//`, control characters, or the login/logout screens; null otherwise.
 */
export function safeNext(next: string | null | undefined): string | null {
  if (typeof next !== 'string' || !next.startsWith('/') || forbidden(next) || leavesOrigin(next)) return null;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (leavesOrigin(path) || forbidden(path)) return null;
  return LOOPING.test(path) ? null : path;
}
