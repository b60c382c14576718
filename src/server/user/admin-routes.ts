import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPasswordResetSchema,
  adminUserBulkSchema,
  adminUserDeleteSchema,
  adminUserPageSchema,
  adminUserParamsSchema,
  adminUserQuerySchema,
  adminUserSchema,
  adminUserUpdateSchema,
} from '../../shared/schemas/admin-user';
import { okSchema } from '../../shared/schemas/auth';
import { actorOf } from '../log/audit';
import { adminOnly } from '../plugins/session';
import {
  applyUserAction,
  deleteUserByAdmin,
  getUser,
  listUsers,
  sendPasswordReset,
  setLocked,
  updateUserByAdmin,
} from './admin-service';
import type { AuthContext } from './auth-service';

const tags = ['admin'];
const params = adminUserParamsSchema;

/** The administrators' user management (/{lang}/admin/benutzer); every call is for administrators only. */
export const adminUserRoutes: FastifyPluginAsyncZod<{ auth: AuthContext }> = async (app, { auth }) => {
  const { db } = auth;
  app.get(
    '/api/admin/benutzer',
    {
      schema: {
        tags,
        summary: 'Users: search (e-mail, names, company), sort, page',
        querystring: adminUserQuerySchema,
        response: { 200: adminUserPageSchema },
      },
      preHandler: adminOnly,
    },
    (request) => listUsers(db, request.query),
  );

  app.get(
    '/api/admin/benutzer/:id',
    { schema: { tags, summary: 'One user', params, response: { 200: adminUserSchema } }, preHandler: adminOnly },
    (request) => getUser(db, request.params.id),
  );

  app.put(
    '/api/admin/benutzer/:id',
    {
      schema: {
        tags,
        summary: 'Save level, verification and profile of a user',
        params,
        body: adminUserUpdateSchema,
        response: { 200: adminUserSchema },
      },
      preHandler: adminOnly,
    },
    (request) => updateUserByAdmin(db, actorOf(request), request.params.id, request.body, auth.publicUrl),
  );

  app.post(
    '/api/admin/benutzer/bulk',
    {
      schema: {
        tags,
        summary: 'Lock, unlock or verify several users: all change, or none (the refused ones named)',
        body: adminUserBulkSchema,
        response: { 200: z.object({ anzahl: z.number().int() }) },
      },
      preHandler: adminOnly,
    },
    async (request) => ({ anzahl: await applyUserAction(db, actorOf(request), request.body) }),
  );

  for (const [path, locked] of [
    ['lock', true],
    ['unlock', false],
  ] as const) {
    app.post(
      `/api/admin/benutzer/:id/${path}`,
      {
        schema: {
          tags,
          summary: locked ? 'Lock a user (no login, sessions end)' : 'Unlock a user',
          params,
          response: { 200: adminUserSchema },
        },
        preHandler: adminOnly,
      },
      (request) => setLocked(db, actorOf(request), request.params.id, locked),
    );
  }

  app.post(
    '/api/admin/benutzer/:id/passwordreset',
    {
      schema: {
        tags,
        summary: 'Mail the user a link to set a new password',
        params,
        body: adminPasswordResetSchema,
        response: { 200: okSchema },
      },
      preHandler: adminOnly,
    },
    async (request) => {
      await sendPasswordReset(auth, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/admin/benutzer/:id/delete',
    {
      schema: {
        tags,
        summary: 'Delete a user; their properties go to another user or stay without owner',
        params,
        body: adminUserDeleteSchema,
        response: { 200: z.object({ ok: z.literal(true), objekte: z.number().int() }) },
      },
      preHandler: adminOnly,
    },
    async (request) => {
      const { objekte } = await deleteUserByAdmin(db, actorOf(request), request.params.id, request.body);
      return { ok: true as const, objekte };
    },
  );
};
