export { readCookie } from '../data/client';

/** Sets a cookie on path '/' for `maxAgeSeconds` (SameSite=Lax). */
export function writeCookie(name: string, value: string, maxAgeSeconds: number) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not available in every supported browser
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=/; SameSite=Lax`;
}

/** Spec 4/9: closing the agency-contact panel remembers it for 360 days (12 × 30). */
export const CONTACT_SHOWN_COOKIE = 'contactShown';
export const CONTACT_SHOWN_MAX_AGE = 360 * 24 * 3600;

/** The visitor's choice in the cookie settings: functional cookies (captcha) allowed or not. */
export const COOKIES_ACCEPTED_COOKIE = 'cookiesAccepted';
export const COOKIES_ACCEPTED_MAX_AGE = 360 * 24 * 3600;
