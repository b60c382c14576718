import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '../../shared/schemas/auth';
import {
  recoveryCodesSchema,
  twoFactorCodeBodySchema,
  twoFactorDisableBodySchema,
  twoFactorSetupBodySchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../../shared/schemas/two-factor';
import { limit } from '../plugins/rate-limit';
import { requireLevel, viewerOf } from '../plugins/session';
import type { AuthContext } from './auth-service';
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  renewRecoveryCodes,
  startTwoFactorSetup,
  twoFactorStatus,
} from './two-factor-service';

const tags = ['user'];
const loggedIn = requireLevel(1);
const byUser = (request: { viewer: { id: number } | null }) => String(request.viewer?.id ?? 0);

/**
 * Two-factor sign-in on the account page: status, set-up (password → secret and QR code → confirming
 * code → recovery codes), switching it off and renewing the recovery codes. The login's code step is
 * POST /api/login/code (auth-routes.ts).
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ auth: AuthContext }> = async (app, { auth }) => {
  const { db } = auth;
  const ctx = { db, keys: auth.twoFactorKeys };
  // Codes are six digits: every call that checks one is limited per user besides the login back-off.
  const perUser = limit(app, 'two-factor-user', 20, 15, byUser);

  app.get(
    '/api/account/twofactor',
    {
      schema: { tags, summary: 'Status of two-factor sign-in', response: { 200: twoFactorStatusSchema } },
      preHandler: loggedIn,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return twoFactorStatus(db, viewerOf(request));
    },
  );

  app.post(
    '/api/account/twofactor/setup',
    {
      schema: {
        tags,
        summary: 'Start (or replace) two-factor sign-in: a new secret with QR code; needs the password',
        body: twoFactorSetupBodySchema,
        response: { 200: twoFactorSetupSchema },
      },
      preHandler: [loggedIn, perUser],
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return startTwoFactorSetup(ctx, viewerOf(request), request.body.password);
    },
  );

  app.post(
    '/api/account/twofactor/confirm',
    {
      schema: {
        tags,
        summary: 'Switch two-factor sign-in on with a code of the new secret; answers the recovery codes once',
        body: twoFactorCodeBodySchema,
        response: { 200: recoveryCodesSchema },
      },
      preHandler: [loggedIn, perUser],
    },
    async (request, reply) => {
      const result = await confirmTwoFactorSetup(ctx, viewerOf(request), request.body.code, request);
      reply.header('cache-control', 'no-store');
      return result;
    },
  );

  app.post(
    '/api/account/twofactor/disable',
    {
      schema: {
        tags,
        summary: 'Switch two-factor sign-in off (not for administrators); needs the password and a code',
        body: twoFactorDisableBodySchema,
        response: { 200: okSchema },
      },
      preHandler: [loggedIn, perUser],
    },
    async (request) => {
      await disableTwoFactor(ctx, viewerOf(request), request.body, request);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/account/twofactor/recovery-codes',
    {
      schema: {
        tags,
        summary: 'Replace the recovery codes with ten new ones (shown once); needs a code',
        body: twoFactorCodeBodySchema,
        response: { 200: recoveryCodesSchema },
      },
      preHandler: [loggedIn, perUser],
    },
    async (request, reply) => {
      const result = await renewRecoveryCodes(ctx, viewerOf(request), request.body.code, request);
      reply.header('cache-control', 'no-store');
      return result;
    },
  );
};
