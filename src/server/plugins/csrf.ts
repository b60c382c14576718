import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';

/** Cookie the client reads and header it sends back on every mutating request (DESIGN). */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The value a token is bound to: the session, or one shared anonymous binding before login. */
const bindingOf = (request: FastifyRequest) => request.viewer?.sessionId ?? 'anonymous';

function sign(key: string, binding: string, nonce: string) {
  return createHmac('sha256', key).update(`${binding}.${nonce}`).digest('base64url');
}

/** A fresh token `nonce.hmac(binding, nonce)`: valid only for the session it was issued to. */
export function issueCsrfToken(key: string, binding: string) {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${sign(key, binding, nonce)}`;
}

function isValid(key: string, binding: string, token: string | undefined) {
  if (!token || token.length > 200) return false;
  const [nonce, mac] = token.split('.');
  if (!nonce || !mac) return false;
  const expected = Buffer.from(sign(key, binding, nonce));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Sets the readable CSRF cookie for a binding (called after login, when the session changes). */
export function setCsrfCookie(reply: FastifyReply, key: string, binding: string, secure: boolean) {
  reply.setCookie(CSRF_COOKIE, issueCsrfToken(key, binding), { path: '/', sameSite: 'lax', secure, httpOnly: false });
}

/**
 * Signed double-submit CSRF protection: every POST/PUT/PATCH/DELETE needs the X-XSRF-TOKEN header equal
 * to the XSRF-TOKEN cookie, and the token's HMAC must match the caller's session, so a cookie tossed in
 * by another site or session is useless. Pages and GETs receive a fresh token when theirs is missing or stale.
 */
export const csrfPlugin = fp(async (app: FastifyInstance, opts: { key: string }) => {
  app.addHook('onRequest', async (request, reply) => {
    const binding = bindingOf(request);
    const cookie = request.cookies[CSRF_COOKIE];
    if (MUTATING.has(request.method)) {
      const header = request.headers[CSRF_HEADER];
      if (typeof header !== 'string' || header !== cookie || !isValid(opts.key, binding, header)) {
        throw new AppError('csrfInvalid', 'Missing or invalid X-XSRF-TOKEN header');
      }
    } else if (!isValid(opts.key, binding, cookie)) {
      setCsrfCookie(reply, opts.key, binding, request.protocol === 'https');
    }
  });
});

/**
 * For the one GET that changes state (spec 7: GET /api/logout): refused with csrfInvalid unless the
 * browser says the request comes from the portal itself (Sec-Fetch-Site same-origin, or none for a typed
 * address) or it carries a valid X-XSRF-TOKEN header as mutating requests do, so another site cannot log
 * a visitor out with an image or a link.
 */
export function sameSiteOnly(key: string) {
  return async (request: FastifyRequest) => {
    const site = request.headers['sec-fetch-site'];
    if (site === 'same-origin' || site === 'none') return;
    const header = request.headers[CSRF_HEADER];
    if (
      typeof header === 'string' &&
      header === request.cookies[CSRF_COOKIE] &&
      isValid(key, bindingOf(request), header)
    ) {
      return;
    }
    throw new AppError('csrfInvalid', 'Log out from the portal itself (X-XSRF-TOKEN header or a same-origin request)');
  };
}
