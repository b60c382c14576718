import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginBodySchema,
  okSchema,
  passwordResetBodySchema,
  passwordResetConfirmSchema,
  registerBodySchema,
  tokenBodySchema,
} from '../../shared/schemas/auth';
import { loginCodeBodySchema, loginResultSchema } from '../../shared/schemas/two-factor';
import { userdataSchema } from '../../shared/schemas/user';
import { sameSiteOnly, setCsrfCookie } from '../plugins/csrf';
import { AppError } from '../plugins/errors';
import { limit } from '../plugins/rate-limit';
import { SESSION_COOKIE, sessionIdOf, setSessionCookie, TWO_FACTOR_PENDING_MS } from '../plugins/session';
import {
  type AuthContext,
  confirmPasswordReset,
  login,
  logout,
  normalizeUsername,
  register,
  requestOwnPasswordReset,
  verifyEmail,
} from './auth-service';
import type { Captcha } from './captcha';
import { getUserdata } from './service';
import { completeTwoFactorLogin } from './two-factor-service';

const tags = ['auth'];
/**
 * Login attempts per 15 minutes: per address generous enough for an office behind one NAT address, per
 * account and address a cap on top of the captcha demand (login-failures.ts), which is what slows
 * guessing (LOGIN_LIMIT_PER_ACCOUNT, default 20). Neither counts attempts from other addresses, so a
 * stranger cannot lock the owner out.
 */
export const LOGIN_PER_IP = 100;

const byIp = (request: { ip: string }) => request.ip;
const byAccount = (request: { body: unknown }) =>
  normalizeUsername(String((request.body as { username?: unknown; email?: unknown })?.username ?? ''));
const byAccountAndIp = (request: { body: unknown; ip: string }) => `${byAccount(request)}|${request.ip}`;

/** Registration, verification, login, logout and password reset (spec 7 calls and their companions). */
export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthContext;
  captcha: Captcha;
  csrfKey: string;
  loginPerAccount: number;
}> = async (app, { auth, captcha, csrfKey, loginPerAccount }) => {
  const { db } = auth;
  const twoFactor = { db, keys: auth.twoFactorKeys };

  /** Opens the logged-in state in the browser: session cookie, CSRF token bound to it, the userdata. */
  function startSession(request: FastifyRequest, reply: FastifyReply, session: { userId: number; token: string }) {
    const secure = request.protocol === 'https';
    setSessionCookie(reply, session.token, secure);
    const viewer = { id: session.userId, userlevel: 0, sessionId: sessionIdOf(session.token) };
    setCsrfCookie(reply, csrfKey, viewer.sessionId, secure);
    return getUserdata(db, viewer);
  }

  app.get(
    '/api/captcha',
    { schema: { tags, summary: 'A fresh ALTCHA proof-of-work challenge' } },
    captcha.challengeHandler,
  );

  app.post(
    '/api/register',
    {
      schema: {
        tags,
        summary: 'Register; a verification link is mailed',
        body: registerBodySchema,
        response: { 201: okSchema },
      },
      preHandler: [limit(app, 'register-ip', 10, 60, byIp)],
    },
    async (request, reply) => {
      const problem = await captcha.check(request.body.captcha);
      if (problem) throw new AppError('captchaInvalid', problem, { captcha: 'error.captcha' });
      await register(auth, request.body, request);
      return reply.status(201).send({ ok: true as const });
    },
  );

  app.post(
    '/api/verify',
    {
      schema: { tags, summary: 'Follow the verification link', body: tokenBodySchema, response: { 200: okSchema } },
      preHandler: [limit(app, 'verify-ip', 20, 15, byIp)],
    },
    async (request) => {
      await verifyEmail(db, request.body.token, request);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/login',
    {
      schema: {
        tags,
        summary: 'Log in; answers the userdata, or twoFactorRequired when a code must follow (/api/login/code)',
        body: loginBodySchema,
        response: { 200: loginResultSchema },
      },
      preHandler: [
        limit(app, 'login-ip', LOGIN_PER_IP, 15, byIp),
        limit(app, 'login-account', loginPerAccount, 15, byAccountAndIp),
      ],
    },
    async (request, reply) => {
      const meta = { ip: request.ip, userAgent: request.headers['user-agent'] };
      const session = await login(db, request.body, meta, captcha.check, request);
      if (request.viewer) await logout(db, request.viewer.sessionId);
      if (!session.twoFactorPending) return startSession(request, reply, session);
      // Not logged in yet: the cookie carries the pending session to the code step, the CSRF token
      // stays anonymous until then.
      const secure = request.protocol === 'https';
      setSessionCookie(reply, session.token, secure, TWO_FACTOR_PENDING_MS);
      setCsrfCookie(reply, csrfKey, 'anonymous', secure);
      return { twoFactorRequired: true as const };
    },
  );

  app.post(
    '/api/login/code',
    {
      schema: {
        tags,
        summary: 'The code step of a login with two-factor sign-in: a TOTP or recovery code; answers the userdata',
        body: loginCodeBodySchema,
        response: { 200: userdataSchema },
      },
      preHandler: [limit(app, 'login-code-ip', LOGIN_PER_IP, 15, byIp)],
    },
    async (request, reply) => {
      const meta = { ip: request.ip, userAgent: request.headers['user-agent'] };
      const session = await completeTwoFactorLogin(
        twoFactor,
        request.cookies[SESSION_COOKIE],
        request.body.code,
        meta,
        request,
      );
      return startSession(request, reply, session);
    },
  );

  app.get(
    '/api/logout',
    {
      schema: {
        tags,
        summary: 'Log out (same-origin only: Sec-Fetch-Site or the X-XSRF-TOKEN header)',
        response: { 200: okSchema },
      },
      preHandler: sameSiteOnly(csrfKey),
    },
    async (request, reply) => {
      if (request.viewer) await logout(db, request.viewer.sessionId, request);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      setCsrfCookie(reply, csrfKey, 'anonymous', request.protocol === 'https');
      return { ok: true as const };
    },
  );

  app.post(
    '/api/passwordreset',
    {
      schema: {
        tags,
        summary: 'Mail a link to set a new password',
        body: passwordResetBodySchema,
        response: { 200: okSchema },
      },
      preHandler: [limit(app, 'reset-ip', 10, 15, byIp), limit(app, 'reset-account', 3, 60, byAccount)],
    },
    async (request) => {
      await requestOwnPasswordReset(auth, request.body.username, request.body.lang, request);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/passwordreset/confirm',
    {
      schema: {
        tags,
        summary: 'Set a new password with the link from the mail',
        body: passwordResetConfirmSchema,
        response: { 200: okSchema },
      },
      preHandler: [limit(app, 'reset-confirm-ip', 20, 15, byIp)],
    },
    async (request) => {
      await confirmPasswordReset(db, request.body.token, request.body.passwort, request);
      return { ok: true as const };
    },
  );
};
