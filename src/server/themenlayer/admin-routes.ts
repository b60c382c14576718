import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { THEMENLAYER_MAX_BYTES } from '../../shared/domain/themenlayer';
import { numericIdParamsSchema } from '../../shared/schemas/admin-fields';
import {
  type ThemenlayerImportQuery,
  themenlayerImportQuerySchema,
  themenlayerImportReportSchema,
  themenlayerSchema,
} from '../../shared/schemas/themenlayer';
import type { Db } from '../db/client';
import { actorOf } from '../log/audit';
import { AppError } from '../plugins/errors';
import { createImportQueue } from './import-queue';
import { deleteThemenlayer, importThemenlayer, listThemenlayer } from './service';

const tags = ['admin', 'themenlayer'];

/**
 * The administrators' thematic layers (site check): list them, import a layer file (GeoJSON or zipped
 * Shapefile, multipart field "file") as a new layer or as the new content of one, delete one. The file goes to a folder
 * of its own under DATA_DIR/tmp and is read from there in batches; imports run one at a time.
 */
export const themenlayerAdminRoutes: FastifyPluginAsyncZod<{ db: Db; dataDir: string }> = async (
  app,
  { db, dataDir },
) => {
  await app.register(fastifyMultipart, { limits: { fileSize: THEMENLAYER_MAX_BYTES, files: 1, fields: 5 } });
  const queue = createImportQueue();

  /** Saves the upload, imports it (in the queue) and removes the file again; busy → Retry-After. */
  const importUpload = async (
    request: FastifyRequest,
    reply: FastifyReply,
    query: ThemenlayerImportQuery,
    layerId: number | null,
  ) => {
    try {
      return await queue.run(async () => {
        const workDir = path.join(dataDir, 'tmp', `themenlayer-${randomUUID()}`);
        fs.mkdirSync(workDir, { recursive: true });
        try {
          const datei = await saveUpload(request, workDir);
          return await importThemenlayer(db, actorOf(request), datei, query, layerId);
        } finally {
          fs.rmSync(workDir, { recursive: true, force: true });
        }
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'layerImportBusy') reply.header('retry-after', '60');
      throw error;
    }
  };

  app.get(
    '/api/admin/themenlayer',
    { schema: { tags, summary: 'The imported thematic layers', response: { 200: z.array(themenlayerSchema) } } },
    () => listThemenlayer(db),
  );

  app.post(
    '/api/admin/themenlayer',
    {
      schema: {
        tags,
        summary: 'Import a layer file (GeoJSON or zipped Shapefile, multipart field "file") as a new layer',
        querystring: themenlayerImportQuerySchema,
        response: { 201: themenlayerImportReportSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await importUpload(request, reply, request.query, null)),
  );

  app.post(
    '/api/admin/themenlayer/:id/import',
    {
      schema: {
        tags,
        summary: "Replace a layer's areas with those of a file (one transaction)",
        params: numericIdParamsSchema,
        querystring: themenlayerImportQuerySchema,
        response: { 200: themenlayerImportReportSchema },
      },
    },
    (request, reply) => importUpload(request, reply, request.query, request.params.id),
  );

  app.delete(
    '/api/admin/themenlayer/:id',
    {
      schema: {
        tags,
        summary: "Delete a layer with its areas and the properties' check against it",
        params: numericIdParamsSchema,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await deleteThemenlayer(db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

/** Streams the multipart file to `dir` (never whole in memory); 400 without a file, 413 above the limit. */
async function saveUpload(request: FastifyRequest, dir: string) {
  if (!request.isMultipart()) throw new AppError('invalidRequest', 'Send the file as multipart/form-data');
  const part = await request.file().catch((error: Error & { statusCode?: number }) => {
    if (error.statusCode) throw error;
    throw new AppError('invalidRequest', `Malformed multipart body: ${error.message}`);
  });
  if (!part) throw new AppError('invalidRequest', 'No file in the request', { file: 'error.required' });
  const target = path.join(dir, 'upload');
  try {
    await pipeline(part.file, fs.createWriteStream(target));
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw new AppError('invalidRequest', `Malformed multipart body: ${(error as Error).message}`);
  }
  return { path: target, filename: part.filename, workDir: dir };
}
