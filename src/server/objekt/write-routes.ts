import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_LEVEL } from '../../shared/domain/account';
import { adminObjektPageSchema, adminObjektQuerySchema } from '../../shared/schemas/admin-objekt';
import { okSchema } from '../../shared/schemas/auth';
import { objektIdParamsSchema, objektSchema } from '../../shared/schemas/objekt';
import {
  objektAktionBodySchema,
  objektBulkAktionBodySchema,
  objektHistorieSchema,
  objektSaveBodySchema,
} from '../../shared/schemas/objekt-input';
import { removeFiles } from '../bilder/storage';
import type { Db } from '../db/client';
import { actorOf } from '../log/audit';
import { requireLevel } from '../plugins/session';
import type { FileStore } from '../storage/store';
import { selectAdminPage } from './admin-queries';
import { applyAktionBulk } from './admin-service';
import { presentById } from './aenderung-service';
import { duplicateObjekt } from './duplicate-service';
import { presentObjekt } from './presenter';
import { getObjekt } from './service';
import { applyAktion, deleteObjekt, getHistorie, saveObjekt } from './write-service';

const tags = ['objekt'];

/**
 * Writing properties (the calls spec 7 leaves unnamed): create/save, workflow actions, delete, history,
 * and the administrators' paged list. Every call needs a session and a CSRF token; the rules are in
 * write-service.ts and shared/domain/status.ts.
 */
export const objektWriteRoutes: FastifyPluginAsyncZod<{ db: Db; store: FileStore; publicUrl: string }> = async (
  app,
  { db, store, publicUrl },
) => {
  const loggedIn = requireLevel(1);

  app.put(
    '/api/objekt/:objektId',
    {
      schema: {
        tags,
        summary: 'Create (with confirmation) or save a property',
        params: objektIdParamsSchema,
        body: objektSaveBodySchema,
        response: { 200: objektSchema, 201: objektSchema },
      },
      preHandler: loggedIn,
    },
    async (request, reply) => {
      const viewer = actorOf(request);
      const { created } = await saveObjekt(
        db,
        viewer,
        request.params.objektId,
        request.body.objekt,
        request.body.bestaetigung,
      );
      const saved = await presentById(db, viewer, request.params.objektId);
      return reply.status(created ? 201 : 200).send(saved);
    },
  );

  app.post(
    '/api/objekt/:objektId/status',
    {
      schema: {
        tags,
        summary: 'Submit, release, reject, deactivate, activate or set the status',
        params: objektIdParamsSchema,
        body: objektAktionBodySchema,
        response: { 200: objektSchema },
      },
      preHandler: loggedIn,
    },
    async (request) => {
      const viewer = actorOf(request);
      await applyAktion(db, viewer, request.params.objektId, request.body, { publicUrl });
      return presentById(db, viewer, request.params.objektId);
    },
  );

  app.delete(
    '/api/objekt/:objektId',
    {
      schema: {
        tags,
        summary: 'Delete a property irreversibly',
        params: objektIdParamsSchema,
        response: { 200: okSchema },
      },
      preHandler: loggedIn,
    },
    async (request) => {
      const files = await deleteObjekt(db, actorOf(request), request.params.objektId);
      await Promise.all(files.map((f) => removeFiles(store, f.file, f.mimetype)));
      return { ok: true as const };
    },
  );

  app.post(
    '/api/objekt/:objektId/duplikat',
    {
      schema: {
        tags,
        summary: 'Copy a property as a new one of the caller (in progress), with its images in their order',
        params: objektIdParamsSchema,
        response: { 201: objektSchema },
      },
      preHandler: loggedIn,
    },
    async (request, reply) => {
      const viewer = actorOf(request);
      const id = await duplicateObjekt(db, store, viewer, request.params.objektId);
      return reply.status(201).send(presentObjekt(await getObjekt(db, viewer, id), viewer));
    },
  );

  app.get(
    '/api/objekt/:objektId/historie',
    {
      schema: {
        tags,
        summary: 'Status history (who, when, from, to, reason)',
        params: objektIdParamsSchema,
        response: { 200: z.array(objektHistorieSchema) },
      },
      preHandler: loggedIn,
    },
    (request) => getHistorie(db, actorOf(request), request.params.objektId),
  );

  app.get(
    '/api/admin/objekte',
    {
      schema: {
        tags: ['admin'],
        summary: 'All properties, paged, review queue first',
        querystring: adminObjektQuerySchema,
        response: { 200: adminObjektPageSchema },
      },
      preHandler: requireLevel(ADMIN_LEVEL + 1),
    },
    (request) => selectAdminPage(db, request.query),
  );

  app.post(
    '/api/admin/objekte/status',
    {
      schema: {
        tags: ['admin'],
        summary: 'One workflow action for several properties: all change, or none (the refused ones named)',
        body: objektBulkAktionBodySchema,
        response: { 200: z.object({ anzahl: z.number().int() }) },
      },
      preHandler: requireLevel(ADMIN_LEVEL + 1),
    },
    async (request) => ({ anzahl: await applyAktionBulk(db, actorOf(request), request.body, { publicUrl }) }),
  );
};
