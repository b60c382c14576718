import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '../../shared/domain/upload';
import { bildTitelBodySchema, objektbildSchema, objektIdParamsSchema } from '../../shared/schemas/objekt';
import type { Db } from '../db/client';
import { readUpload } from '../lib/upload';
import { actorOf } from '../log/audit';
import { byViewer, limit, UPLOADS_PER_15_MIN } from '../plugins/rate-limit';
import { requireLevel } from '../plugins/session';
import type { FileStore } from '../storage/store';
import { addBild, deleteBild, reorderBilder, setBildTitel } from './service';

const tags = ['bilder'];

/** Images and documents of a property: upload (one file per request, so each has its own progress), order, delete. */
export const bilderRoutes: FastifyPluginAsyncZod<{ db: Db; store: FileStore }> = async (app, { db, store }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
  const loggedIn = requireLevel(1);
  const uploads = limit(app, 'upload', UPLOADS_PER_15_MIN, 15, byViewer);

  app.post(
    '/api/objekt/:objektId/bilder',
    {
      schema: {
        tags,
        summary: 'Upload one image or PDF (multipart field "file"; images and PDFs only, under 50 MB)',
        params: objektIdParamsSchema,
        response: { 201: objektbildSchema },
      },
      preHandler: [loggedIn, uploads],
    },
    async (request, reply) => {
      const upload = await readUpload(request);
      const bild = await addBild(db, store, actorOf(request), request.params.objektId, upload);
      return reply.status(201).send(bild);
    },
  );

  app.put(
    '/api/objekt/:objektId/bilder',
    {
      schema: {
        tags,
        summary: 'Order the files (first = thumbnail)',
        params: objektIdParamsSchema,
        body: z.object({ msids: z.array(z.string().max(100)).max(200) }),
        response: { 200: z.array(objektbildSchema) },
      },
      preHandler: loggedIn,
    },
    (request) => reorderBilder(db, actorOf(request), request.params.objektId, request.body.msids),
  );

  app.patch(
    '/api/objekt/:objektId/bilder/:msid',
    {
      schema: {
        tags,
        summary: "Set or remove a file's title (documents are listed by it)",
        params: objektIdParamsSchema.extend({ msid: z.string().min(1).max(100) }),
        body: bildTitelBodySchema,
        response: { 200: objektbildSchema },
      },
      preHandler: loggedIn,
    },
    (request) => setBildTitel(db, actorOf(request), request.params.objektId, request.params.msid, request.body.titel),
  );

  app.delete(
    '/api/objekt/:objektId/bilder/:msid',
    {
      schema: {
        tags,
        summary: 'Delete one file',
        params: objektIdParamsSchema.extend({ msid: z.string().min(1).max(100) }),
        response: { 200: z.array(objektbildSchema) },
      },
      preHandler: loggedIn,
    },
    (request) => deleteBild(db, store, actorOf(request), request.params.objektId, request.params.msid),
  );
};
