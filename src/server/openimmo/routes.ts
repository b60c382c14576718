import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sanitizeDateiname } from '../../shared/domain/dateiname';
import { importLaufSchema, OPENIMMO_MAX_BYTES } from '../../shared/domain/openimmo';
import { importErgebnisSchema, importLaufParamsSchema, importMaklerQuerySchema } from '../../shared/schemas/openimmo';
import type { Db } from '../db/client';
import { saveUpload } from '../lib/upload';
import { actorOf } from '../log/audit';
import { AppError } from '../plugins/errors';
import { requireLevel } from '../plugins/session';
import type { FileStore } from '../storage/store';
import { createFeedPool } from './feed-pool';
import { createImportService, createWorkDir, resolveMakler } from './service';

const tags = ['import'];

/**
 * The OpenImmo import of brokers (issue #26 part B): a feed as XML or ZIP (multipart field "file", at most
 * OPENIMMO_MAX_BYTES, streamed to disk), and the stored reports. Brokers import their own listings,
 * administrators any broker's (`?makler=`). The rules are in service.ts.
 */
export const openimmoRoutes: FastifyPluginAsyncZod<{
  db: Db;
  dataDir: string;
  store: FileStore;
  publicUrl: string;
}> = async (app, { db, dataDir, store, publicUrl }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: OPENIMMO_MAX_BYTES, files: 1, fields: 5 } });
  const loggedIn = requireLevel(1);
  const pool = createFeedPool((error) => app.log.error({ err: error }, 'the feed import thread failed'));
  app.addHook('onClose', () => pool.close());
  const service = createImportService({ db, store, publicUrl, pool, log: app.log });

  app.post(
    '/api/import/openimmo',
    {
      schema: {
        tags,
        summary:
          'Import an OpenImmo feed (multipart field "file": .xml, or .zip with the XML and its attachments; at most 200 MB, 500 objects)',
        querystring: importMaklerQuerySchema,
        response: { 200: importErgebnisSchema },
      },
      preHandler: loggedIn,
    },
    async (request, reply) => {
      const viewer = actorOf(request);
      const makler = await resolveMakler(db, viewer, request.query.makler);
      const workDir = await createWorkDir(dataDir);
      try {
        const file = path.join(workDir, 'upload');
        const { filename, bytes } = await saveUpload(request, file);
        // Stored, listed and mailed in the subject: the name's last segment without control or reserved characters.
        const dateiname = sanitizeDateiname(filename);
        return await service.importFeed(viewer, makler, { file, dateiname, bytes, workDir });
      } catch (error) {
        if (error instanceof AppError && error.code === 'importBusy') reply.header('retry-after', '60');
        throw error;
      } finally {
        await fs.rm(workDir, { recursive: true, force: true });
      }
    },
  );

  app.get(
    '/api/import/openimmo',
    {
      schema: {
        tags,
        summary: 'The stored imports, newest first: a broker’s own; an administrator’s of all brokers or of ?makler=',
        querystring: importMaklerQuerySchema,
        response: { 200: z.array(importLaufSchema) },
      },
      preHandler: loggedIn,
    },
    (request) => service.listLaeufe(actorOf(request), request.query.makler),
  );

  app.get(
    '/api/import/openimmo/:id',
    {
      schema: {
        tags,
        summary: 'One stored import with its report (the broker’s own, or any for an administrator)',
        params: importLaufParamsSchema,
        response: { 200: importLaufSchema },
      },
      preHandler: loggedIn,
    },
    (request) => service.getLauf(actorOf(request), request.params.id),
  );
};
