import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
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

/**
 * A fresh token `nonce.hmac(binding, nonce)`: valid only for the session it was issued to. The nonce is a
 * random UUID's 122 random bits in hex (Node draws them from a buffered pool, where `randomBytes` asks the
 * system each time: every first request of a new visitor issues one).
 */
export function issueCsrfToken(key: string, binding: string) {
  const nonce = randomUUID().replaceAll('-', '');
  return `${nonce}.${sign(key, binding, nonce)}`;
}

/** Bindings and tokens found valid are kept until this many are, then the list starts again. */
const VERIFIED_MAX = 10_000;

/**
 * The check of tokens signed with `key`: is `token` valid for `binding`? A browser sends its cookie with
 * every request, and a token valid for a binding stays valid (the key is fixed), so its HMAC is computed
 * once, not on each of a page's many reads: the valid pairs are kept (VERIFIED_MAX at most), invalid ones
 * are checked every time.
 */
function tokenCheck(key: string) {
  const verified = new Set<string>();
  return (binding: string, token: string | undefined) => {
    if (!token || token.length > 200) return false;
    const pair = `${binding} ${token}`;
    if (verified.has(pair)) return true;
    const [nonce, mac] = token.split('.');
    if (!nonce || !mac) return false;
    const expected = Buffer.from(sign(key, binding, nonce));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    if (verified.size >= VERIFIED_MAX) verified.clear();
    verified.add(pair);
    return true;
  };
}

/**
 * Sets the readable CSRF cookie for a binding (called after login, when the session changes), in place of
 * one set earlier in the same reply. The header is written here rather than through @fastify/cookie,
 * whose serialiser checks every attribute against its patterns (~6–12 µs, as long as the rest of a cached
 * answer): the token is hex and base64url, and the attributes are fixed. @fastify/cookie adds the cookies
 * set through it (the session's) to this header.
 */
export function setCsrfCookie(reply: FastifyReply, key: string, binding: string, secure: boolean) {
  const cookie = `${CSRF_COOKIE}=${issueCsrfToken(key, binding)}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  const set = reply.getHeader('set-cookie');
  if (set === undefined) {
    reply.header('set-cookie', cookie);
    return;
  }
  const others = (Array.isArray(set) ? set : [String(set)]).filter((c) => !c.startsWith(`${CSRF_COOKIE}=`));
  reply.removeHeader('set-cookie');
  reply.header('set-cookie', [...others, cookie]);
}

/**
 * Signed double-submit CSRF protection: every POST/PUT/PATCH/DELETE needs the X-XSRF-TOKEN header equal
 * to the XSRF-TOKEN cookie, and the token's HMAC must match the caller's session, so a cookie tossed in
 * by another site or session is useless. Pages and GETs receive a fresh token when theirs is missing or stale.
 * A call authenticated by an API key carries no cookie and needs no token.
 */
export const csrfPlugin = fp(async (app: FastifyInstance, opts: { key: string }) => {
  const isValid = tokenCheck(opts.key);
  app.addHook('onRequest', (request, reply, done) => {
    // A broker's API key (plugins/session.ts): no cookie is involved, so no other site can send it.
    if (request.viewer?.apiKeyId !== undefined) return done();
    const binding = bindingOf(request);
    const cookie = request.cookies[CSRF_COOKIE];
    if (MUTATING.has(request.method)) {
      const header = request.headers[CSRF_HEADER];
      if (typeof header !== 'string' || header !== cookie || !isValid(binding, header)) {
        return done(new AppError('csrfInvalid', 'Missing or invalid X-XSRF-TOKEN header'));
      }
    } else if (!isValid(binding, cookie)) {
      setCsrfCookie(reply, opts.key, binding, request.protocol === 'https');
    }
    done();
  });
});

/**
 * For the one GET that changes state (spec 7: GET /api/logout): refused with csrfInvalid unless the
 * browser says the request comes from the portal itself (Sec-Fetch-Site same-origin, or none for a typed
 * address) or it carries a valid X-XSRF-TOKEN header as mutating requests do, so another site cannot log
 * a visitor out with an image or a link.
 */
export function sameSiteOnly(key: string) {
  const isValid = tokenCheck(key);
  return async (request: FastifyRequest) => {
    const site = request.headers['sec-fetch-site'];
    if (site === 'same-origin' || site === 'none') return;
    const header = request.headers[CSRF_HEADER];
    if (typeof header === 'string' && header === request.cookies[CSRF_COOKIE] && isValid(bindingOf(request), header)) {
      return;
    }
    throw new AppError('csrfInvalid', 'Log out from the portal itself (X-XSRF-TOKEN header or a same-origin request)');
  };
}
