import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_LEVEL, isAdminLevel } from '../../shared/domain/account';
import { viewerOfApiKey } from '../apikey/service';
import type { Db, Tx } from '../db/client';
import { insertSession, selectLiveSession, touchSession } from '../user/session-queries';
import { AppError } from './errors';

/** Cookie holding the opaque session token (32 random bytes, base64url). */
export const SESSION_COOKIE = 'sid';
/** A session ends after this long without a request … */
export const IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000;
/** … and at the latest this long after login. */
export const ABSOLUTE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
/** How long the code step of a login with two-factor sign-in may take after the password. */
export const TWO_FACTOR_PENDING_MS = 5 * 60 * 1000;

/** The logged-in caller as the rules need it. */
export interface Viewer {
  id: number;
  userlevel: number;
  sessionId: string;
  /**
   * An administrator without two-factor sign-in: `userlevel` is capped at ADMIN_LEVEL until they enrol,
   * so no administrator's right works, and the admin guards answer twoFactorEnrolmentRequired.
   */
  twoFactorEnrolmentRequired?: boolean;
  /** Set when a broker's API key, not a session, authenticated the call (`sessionId` is then ''). */
  apiKeyId?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, or null for anonymous callers (userlevel 0). */
    viewer: Viewer | null;
  }
}

/** The stored id of a session: the SHA-256 of its cookie token. */
export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Creates a session row and returns the token for the cookie; only its hash is stored. A session with
 * `twoFactorPending` is no login: it only carries the checked password to the code step, for 5 minutes.
 */
export async function createSession(
  db: Db | Tx,
  userId: number,
  meta: { ip?: string; userAgent?: string } = {},
  options: { twoFactorPending?: boolean } = {},
) {
  const token = randomBytes(32).toString('base64url');
  const pending = options.twoFactorPending ?? false;
  await insertSession(db, {
    id: sessionIdOf(token),
    user: userId,
    expires_at: new Date(Date.now() + (pending ? TWO_FACTOR_PENDING_MS : ABSOLUTE_TIMEOUT_MS)),
    ip: meta.ip,
    user_agent: meta.userAgent,
    two_factor_pending: pending,
  });
  return token;
}

/**
 * How stale last_seen_at may get before a request writes it anew. Touching the session on every request
 * made each logged-in read a write as well; against a 2-hour idle timeout a minute of slack is invisible.
 */
export const TOUCH_INTERVAL_MS = 60 * 1000;

/** Looks up a live session by token; touches it (at most once a minute) so the idle timeout restarts. */
async function findSession(db: Db, token: string): Promise<Viewer | null> {
  const id = sessionIdOf(token);
  const idleLimit = new Date(Date.now() - IDLE_TIMEOUT_MS);
  const row = await selectLiveSession(db, id, idleLimit);
  if (!row || row.locked) return null;
  if (Date.now() - row.lastSeen.getTime() > TOUCH_INTERVAL_MS) {
    await touchSession(db, id);
  }
  if (isAdminLevel(row.userlevel) && !row.twoFactor) {
    return { id: row.userId, userlevel: ADMIN_LEVEL, sessionId: id, twoFactorEnrolmentRequired: true };
  }
  return { id: row.userId, userlevel: row.userlevel, sessionId: id };
}

/** Sets the session cookie: httpOnly, SameSite=Lax, Secure when served over https. */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  secure: boolean,
  lifetimeMs = ABSOLUTE_TIMEOUT_MS,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: lifetimeMs / 1000,
  });
}

/**
 * The routes that accept a broker's personal API key (`Authorization: Bearer sp_…`) instead of a session:
 * the OpenImmo import (POST /api/import/openimmo) and its reports. Matched on the route's pattern, so the
 * address's spelling does not matter; everywhere else the header is ignored.
 */
export const acceptsApiKey = (routeUrl: string | undefined) =>
  routeUrl === API_KEY_ROUTE || (routeUrl?.startsWith(`${API_KEY_ROUTE}/`) ?? false);
const API_KEY_ROUTE = '/api/import/openimmo';

/** What follows `Bearer` in an Authorization header (maybe no valid key), or null for none or another scheme. */
function bearerKey(header: string | undefined): string | null {
  const match = header ? /^Bearer(?:[ \t]+(.*))?$/is.exec(header) : null;
  return match ? (match[1] ?? '').trim() : null;
}

/**
 * Reads the session cookie on every request and decorates `request.viewer`. A request without the cookie
 * reads nothing and passes at once (no promise to wait for), as most anonymous reads do. On the routes
 * that accept an API key, a Bearer header decides alone (the cookie is not read): a valid key of a broker
 * is the viewer, any other key is refused (401 apiKeyInvalid, 403 for a user who is no broker any more).
 */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', (request, reply, done) => {
    // The raw address is tested first: `request.routeOptions` builds an object on each read, a cost every
    // other request would pay (issue #31). An odd spelling of the path only loses the key (→ 401).
    const key =
      request.url.startsWith(API_KEY_ROUTE) && acceptsApiKey(request.routeOptions.url)
        ? bearerKey(request.headers.authorization)
        : null;
    if (key !== null) {
      viewerOfApiKey(opts.db, key).then(
        (viewer) => {
          request.viewer = viewer;
          done();
        },
        (error: unknown) => {
          if (error instanceof AppError && error.code === 'apiKeyInvalid') reply.header('www-authenticate', 'Bearer');
          done(error as Error);
        },
      );
      return;
    }
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 64) return done();
    findSession(opts.db, token).then((viewer) => {
      request.viewer = viewer;
      done();
    }, done);
  });
});

/** Route guard: the caller must have at least `level` (1 = logged in, 7 = administrator). */
export function requireLevel(level: number) {
  return async (request: FastifyRequest) => {
    if (!request.viewer) throw new AppError('loginRequired', 'Login required');
    if (request.viewer.userlevel >= level) return;
    if (isAdminLevel(level) && request.viewer.twoFactorEnrolmentRequired) {
      throw new AppError('twoFactorEnrolmentRequired', 'Administrators must set up two-factor sign-in first');
    }
    throw new AppError('forbidden', 'Insufficient user level');
  };
}

/** Every route under this prefix is for administrators only (enforced once in app.ts). */
export const ADMIN_API_PREFIX = '/api/admin/';

/** Route guard of every /api/admin call: administrators only (level above 6, spec 6). */
export const adminOnly = requireLevel(ADMIN_LEVEL + 1);

/** True when the viewer is an administrator (level above 6, spec 6). */
export const isAdmin = (viewer: Viewer | null) => isAdminLevel(viewer?.userlevel ?? 0);

/** The viewer of a route guarded by `requireLevel` (throws loginRequired if the guard was forgotten). */
export function viewerOf(request: { viewer: Viewer | null }): Viewer {
  if (!request.viewer) throw new AppError('loginRequired', 'Login required');
  return request.viewer;
}
