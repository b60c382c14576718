import { safeNext } from '../../shared/domain/next';
import type { Lang } from '../../shared/domain/routes';

/**
 * Where the login sends a user afterwards, and the post-login path of spec 3 ('pathAfterLogin',
 * client state kept for the browser tab in sessionStorage).
 */

const PATH_AFTER_LOGIN_KEY = 'pathAfterLogin';

/** The shared check of `next` targets (src/shared/domain/next.ts), here beside the paths that use it. */
export { safeNext };

/** /{lang}/login, with `next` when given (spec 2: auth-required routes and logout). */
export function loginPath(lang: Lang, next?: string | null, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams(extra);
  const target = safeNext(next);
  if (target) query.set('next', target);
  const search = query.toString();
  return `/${lang}/login${search ? `?${search}` : ''}`;
}

/** The login in registration mode (the registration benefits' call to action), with `next` when given. */
export const registerPath = (lang: Lang, next?: string | null) => loginPath(lang, next, { mode: 'register' });

/** The own-account screen (My portal → Account). */
export const accountPath = (lang: Lang) => `/${lang}/konto`;

/**
 * The account page's two-factor set-up, where administrators without it are sent; `next` (an admin
 * screen) is offered once it is done.
 */
export function twoFactorSetupPath(lang: Lang, next?: string | null): string {
  const query = new URLSearchParams({ zweifaktor: 'einrichten' });
  const target = safeNext(next);
  if (target) query.set('next', target);
  return `${accountPath(lang)}?${query}`;
}

/**
 * My portal → My properties: the owner's management list (/{lang}/konto/immobilien). Spec 2's
 * /{lang}/meineimmobilien still redirects to the map with onlyProperties=true.
 */
export const myPropertiesPath = (lang: Lang) => `/${lang}/konto/immobilien`;

/** Storage that may be missing (private mode, tests): every call is allowed to fail silently. */
type MaybeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;

function sessionStore(): MaybeStorage {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Remembers the path an auth-required route was entered with (spec 3 'pathAfterLogin'). */
export function savePathAfterLogin(path: string, storage: MaybeStorage = sessionStore()) {
  const safe = safeNext(path);
  if (!safe) return;
  try {
    storage?.setItem(PATH_AFTER_LOGIN_KEY, safe);
  } catch {
    // not remembered; the `next` parameter still carries it
  }
}

/** The stored post-login path, or null. */
export function readPathAfterLogin(storage: MaybeStorage = sessionStore()): string | null {
  try {
    return safeNext(storage?.getItem(PATH_AFTER_LOGIN_KEY));
  } catch {
    return null;
  }
}
