import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordSchema,
  deleteAccountSchema,
  okSchema,
  profileSchema,
  statistikMailSchema,
  termsDecisionSchema,
} from '../../shared/schemas/auth';
import { contactAnswerSchema, contactParamsSchema, userdataSchema } from '../../shared/schemas/user';
import type { Db } from '../db/client';
import { requireLevel, SESSION_COOKIE, viewerOf } from '../plugins/session';
import { changePassword } from './auth-service';
import { decideTerms, deleteAccount, getContact, getUserdata, setStatistikMail, updateProfile } from './service';

const tags = ['user'];
const loggedIn = requireLevel(1);

/** GET /api/userdata, GET /api/contact/{id} (spec 7) and the account page's calls. */
export const userRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl: string }> = async (app, { db, publicUrl }) => {
  app.get(
    '/api/userdata',
    { schema: { tags, summary: 'The current user (userlevel 0 when anonymous)', response: { 200: userdataSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getUserdata(db, request.viewer);
    },
  );

  app.get(
    '/api/contact/:id',
    {
      schema: {
        tags,
        summary: "A user's contact record (null when the user has none)",
        params: contactParamsSchema,
        response: { 200: contactAnswerSchema },
      },
    },
    (request) => getContact(db, request.viewer, request.params.id),
  );

  app.put(
    '/api/account',
    {
      schema: { tags, summary: 'Save the own profile', body: profileSchema, response: { 200: userdataSchema } },
      preHandler: loggedIn,
    },
    (request) => updateProfile(db, viewerOf(request), request.body),
  );

  app.put(
    '/api/account/statistik-mail',
    {
      schema: {
        tags,
        summary: "The monthly summary of the own listings' figures by mail: on or off",
        body: statistikMailSchema,
        response: { 200: userdataSchema },
      },
      preHandler: loggedIn,
    },
    (request) => setStatistikMail(db, viewerOf(request), request.body.statistikMail),
  );

  app.post(
    '/api/account/password',
    {
      schema: {
        tags,
        summary: 'Change the password (needs the old one)',
        body: changePasswordSchema,
        response: { 200: okSchema },
      },
      preHandler: loggedIn,
    },
    async (request) => {
      await changePassword(db, viewerOf(request), request.body, publicUrl, request);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/account/terms',
    {
      schema: {
        tags,
        summary: 'Accept or decline the current terms',
        body: termsDecisionSchema,
        response: { 200: userdataSchema.or(okSchema) },
      },
      preHandler: loggedIn,
    },
    async (request, reply) => {
      const accepted = await decideTerms(db, viewerOf(request), request.body.accept, request);
      if (accepted) return accepted;
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/account/delete',
    {
      schema: {
        tags,
        summary: 'Delete the own account (needs the password)',
        body: deleteAccountSchema,
        response: { 200: okSchema },
      },
      preHandler: loggedIn,
    },
    async (request, reply) => {
      await deleteAccount(db, viewerOf(request), request.body.password, request);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { ok: true as const };
    },
  );
};
