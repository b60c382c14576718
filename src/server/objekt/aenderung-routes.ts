import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_LEVEL } from '../../shared/domain/account';
import {
  aenderungAblehnenBodySchema,
  aenderungFreigebenBodySchema,
  aenderungSchema,
} from '../../shared/schemas/aenderung';
import { objektIdParamsSchema, objektSchema } from '../../shared/schemas/objekt';
import { removeFiles } from '../bilder/storage';
import type { Db } from '../db/client';
import { actorOf } from '../log/audit';
import { requireLevel } from '../plugins/session';
import type { FileStore } from '../storage/store';
import { getAenderung, presentById, rejectPending, releaseAenderung, withdrawAenderung } from './aenderung-service';

const tags = ['objekt'];

/**
 * The pending change of a released property (aenderung-service.ts): the owner and administrators read it
 * with its diff, the owner (or an administrator) withdraws it, administrators release or reject it. Files
 * no longer used are removed after the commit; the owner is mailed the agency's decision.
 */
export const aenderungRoutes: FastifyPluginAsyncZod<{ db: Db; store: FileStore; publicUrl: string }> = async (
  app,
  { db, store, publicUrl },
) => {
  const loggedIn = requireLevel(1);
  const admin = requireLevel(ADMIN_LEVEL + 1);
  const removeAll = (files: { file: string; mimetype: string }[]) =>
    Promise.all(files.map((f) => removeFiles(store, f.file, f.mimetype)));

  app.get(
    '/api/objekt/:objektId/aenderung',
    {
      schema: {
        tags,
        summary: 'The pending change of a released property with its diff (owner, administrators); null if none',
        params: objektIdParamsSchema,
        response: { 200: aenderungSchema.nullable() },
      },
      preHandler: loggedIn,
    },
    (request) => getAenderung(db, actorOf(request), request.params.objektId),
  );

  app.delete(
    '/api/objekt/:objektId/aenderung',
    {
      schema: {
        tags,
        summary: 'Withdraw the pending change; the released version stays',
        params: objektIdParamsSchema,
        response: { 200: objektSchema },
      },
      preHandler: loggedIn,
    },
    async (request) => {
      const viewer = actorOf(request);
      await removeAll(await withdrawAenderung(db, viewer, request.params.objektId));
      return presentById(db, viewer, request.params.objektId);
    },
  );

  app.post(
    '/api/objekt/:objektId/aenderung/freigeben',
    {
      schema: {
        tags,
        summary: 'Release the reviewed revision of the pending change: it replaces the released version',
        params: objektIdParamsSchema,
        body: aenderungFreigebenBodySchema,
        response: { 200: objektSchema },
      },
      preHandler: admin,
    },
    async (request) => {
      const viewer = actorOf(request);
      await removeAll(
        await releaseAenderung(db, viewer, request.params.objektId, request.body.revision, { publicUrl }),
      );
      return presentById(db, viewer, request.params.objektId);
    },
  );

  app.post(
    '/api/objekt/:objektId/aenderung/ablehnen',
    {
      schema: {
        tags,
        summary: 'Reject the reviewed revision of the pending change with a reason; the released version stays',
        params: objektIdParamsSchema,
        body: aenderungAblehnenBodySchema,
        response: { 200: objektSchema },
      },
      preHandler: admin,
    },
    async (request) => {
      const viewer = actorOf(request);
      await rejectPending(db, viewer, request.params.objektId, request.body.revision, request.body.grund, {
        publicUrl,
      });
      return presentById(db, viewer, request.params.objektId);
    },
  );
};
