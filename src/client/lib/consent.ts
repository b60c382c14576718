import { useSyncExternalStore } from 'react';
import { COOKIES_ACCEPTED_COOKIE, COOKIES_ACCEPTED_MAX_AGE, readCookie, writeCookie } from './cookies';

/**
 * The visitor's cookie choice (spec 3 client state 'cookiesAccepted'), kept in the `cookiesAccepted`
 * cookie. 'unset' until the visitor decides: the consent banner shows, and the registration captcha
 * waits for 'accepted'. Every component reading it re-renders when the choice changes.
 */
export type CookieConsent = 'accepted' | 'declined' | 'unset';

const listeners = new Set<() => void>();

/** The stored choice. */
export function readCookieConsent(): CookieConsent {
  const value = readCookie(COOKIES_ACCEPTED_COOKIE);
  if (value === 'true') return 'accepted';
  if (value === 'false') return 'declined';
  return 'unset';
}

/** Stores the choice for 360 days and tells every subscriber. */
export function setCookieConsent(accepted: boolean) {
  writeCookie(COOKIES_ACCEPTED_COOKIE, String(accepted), COOKIES_ACCEPTED_MAX_AGE);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current cookie choice, updated live. */
export function useCookieConsent(): CookieConsent {
  return useSyncExternalStore(subscribe, readCookieConsent, () => 'unset');
}
