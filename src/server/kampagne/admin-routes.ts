import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '../../shared/domain/upload';
import {
  kampagneFileParamsSchema,
  kampagneIdParamsSchema,
  kampagneInputSchema,
  poolbilderAnswerSchema,
  poolpdfAnswerSchema,
} from '../../shared/schemas/admin-kampagne';
import { kampagneSchema } from '../../shared/schemas/content';
import type { Db } from '../db/client';
import { readUpload } from '../lib/upload';
import { actorOf } from '../log/audit';
import { byViewer, limit, UPLOADS_PER_15_MIN } from '../plugins/rate-limit';
import { adminOnly } from '../plugins/session';
import type { FileStore } from '../storage/store';
import {
  addPoolFile,
  createKampagne,
  deleteKampagne,
  deletePoolFile,
  discardKampagne,
  getKampagne,
  listKampagnen,
  saveKampagne,
} from './admin-service';

const tags = ['kampagne-admin'];

/**
 * The campaign administration (spec 2 /admin/kampagnen): list, create, read, save, delete, and the image
 * and PDF pools (one file per upload request, so each has its own progress). Administrators only.
 */
export const kampagneAdminRoutes: FastifyPluginAsyncZod<{ db: Db; store: FileStore }> = async (app, { db, store }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });

  app.get(
    '/api/admin/kampagnen',
    { schema: { tags, response: { 200: z.array(kampagneSchema) } }, preHandler: adminOnly },
    () => listKampagnen(db),
  );

  app.post(
    '/api/admin/kampagnen',
    {
      schema: { tags, summary: 'Create an empty, inactive campaign', response: { 201: kampagneSchema } },
      preHandler: adminOnly,
    },
    async (request, reply) => {
      return reply.status(201).send(await createKampagne(db, actorOf(request)));
    },
  );

  app.post(
    '/api/admin/kampagnen/:id/verwerfen',
    {
      schema: {
        tags,
        summary: 'Discard a new campaign left untouched (no save, no file, no title); others stay',
        params: kampagneIdParamsSchema,
        response: { 200: z.object({ verworfen: z.boolean() }) },
      },
      preHandler: adminOnly,
    },
    async (request) => ({ verworfen: await discardKampagne(db, actorOf(request), request.params.id) }),
  );

  app.get(
    '/api/admin/kampagnen/:id',
    { schema: { tags, params: kampagneIdParamsSchema, response: { 200: kampagneSchema } }, preHandler: adminOnly },
    (request) => getKampagne(db, request.params.id),
  );

  app.put(
    '/api/admin/kampagnen/:id',
    {
      schema: { tags, params: kampagneIdParamsSchema, body: kampagneInputSchema, response: { 200: kampagneSchema } },
      preHandler: adminOnly,
    },
    (request) => saveKampagne(db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/kampagnen/:id',
    { schema: { tags, params: kampagneIdParamsSchema }, preHandler: adminOnly },
    async (request, reply) => {
      await deleteKampagne(db, actorOf(request), store, request.params.id);
      return reply.status(204).send();
    },
  );

  const uploads = limit(app, 'upload', UPLOADS_PER_15_MIN, 15, byViewer);
  for (const [segment, pool, answer] of [
    ['bilder', 'poolbilder', poolbilderAnswerSchema],
    ['pdfs', 'poolpdf', poolpdfAnswerSchema],
  ] as const) {
    app.post(
      `/api/admin/kampagnen/:id/${segment}`,
      {
        schema: {
          tags,
          summary: `Upload one file to ${pool} (multipart field "file", under 50 MB, checked by content)`,
          params: kampagneIdParamsSchema,
          response: { 201: answer },
        },
        preHandler: [adminOnly, uploads],
      },
      async (request, reply) => {
        const upload = await readUpload(request);
        const added = await addPoolFile(db, actorOf(request), store, request.params.id, pool, upload);
        return reply.status(201).send({ file: added.file, [pool]: added.pool } as never);
      },
    );

    app.delete(
      `/api/admin/kampagnen/:id/${segment}/:file`,
      {
        schema: { tags, params: kampagneFileParamsSchema, response: { 200: answer } },
        preHandler: adminOnly,
      },
      async (request) => {
        const { id, file } = request.params;
        const files = await deletePoolFile(db, actorOf(request), store, id, pool, file);
        return { file: null, [pool]: files } as never;
      },
    );
  }
};
