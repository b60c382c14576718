import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serialIdParam } from '../../shared/schemas/admin-fields';
import { objektSchema } from '../../shared/schemas/objekt';
import {
  exposeQuerySchema,
  favoritBodySchema,
  favoritenSchema,
  sammlungIdsSchema,
  standortsammlungBodySchema,
  standortsammlungSchema,
} from '../../shared/schemas/sammlung';
import type { Db } from '../db/client';
import type { VersionOf } from '../lib/body-cache';
import { presentObjekt } from '../objekt/presenter';
import { getVisibleObjekte } from '../objekt/service';
import { AppError } from '../plugins/errors';
import { byViewer, EXPOSE_PER_10_MIN, limit, SAMMLUNGEN_CREATED_PER_10_MIN } from '../plugins/rate-limit';
import { requireLevel, viewerOf } from '../plugins/session';
import type { FileStore } from '../storage/store';
import { createBasemaps } from './expose-basemap';
import { createExposePool, type ExposePoolOptions } from './expose-pool';
import { createExposeService } from './expose-service';
import { addFavorit, deleteSammlung, listFavoriten, listSammlungen, removeFavorit, saveSammlung } from './service';

const tags = ['sammlung'];
const idParams = z.object({ id: serialIdParam });

/** Favourites, collections of locations (shareable links and saved ones) and the PDF exposé. */
export const sammlungRoutes: FastifyPluginAsyncZod<{
  db: Db;
  dataDir: string;
  store: FileStore;
  publicUrl: string;
  versionOf: VersionOf;
  /** Sizing of the exposé renderer's worker pool. */
  expose: ExposePoolOptions;
  /** The tile service of the exposé maps' base map (EXPOSE_TILE_URL); absent = the maps are drawn only. */
  tiles?: { url: string; attribution: string };
}> = async (app, { db, dataDir, store, publicUrl, versionOf, expose, tiles }) => {
  const loggedIn = requireLevel(1);

  app.get(
    '/api/favoriten',
    { schema: { tags, summary: 'My favourites', response: { 200: favoritenSchema } }, preHandler: loggedIn },
    (request) => listFavoriten(db, viewerOf(request)),
  );
  app.post(
    '/api/favoriten',
    {
      schema: { tags, summary: 'Add a favourite', body: favoritBodySchema, response: { 200: favoritenSchema } },
      preHandler: loggedIn,
    },
    (request) => addFavorit(db, viewerOf(request), request.body.objektId, request),
  );
  app.delete(
    '/api/favoriten/:objektId',
    {
      schema: {
        tags,
        summary: 'Remove a favourite',
        params: z.object({ objektId: z.uuid() }),
        response: { 200: favoritenSchema },
      },
      preHandler: loggedIn,
    },
    (request) => removeFavorit(db, viewerOf(request), request.params.objektId, request),
  );

  app.get(
    '/api/standortsammlung',
    {
      schema: {
        tags,
        summary: 'The objects of a collection link that the caller may see (others are dropped)',
        querystring: z.object({ ids: sammlungIdsSchema }),
        response: { 200: z.array(objektSchema) },
      },
    },
    async (request) =>
      (await getVisibleObjekte(db, request.viewer, request.query.ids)).map((r) => presentObjekt(r, request.viewer)),
  );

  app.get(
    '/api/standortsammlungen',
    {
      schema: { tags, summary: 'My saved collections', response: { 200: z.array(standortsammlungSchema) } },
      preHandler: loggedIn,
    },
    (request) => listSammlungen(db, viewerOf(request)),
  );
  app.post(
    '/api/standortsammlungen',
    {
      schema: {
        tags,
        summary: 'Save a named collection',
        body: standortsammlungBodySchema,
        response: { 201: standortsammlungSchema },
      },
      preHandler: [loggedIn, limit(app, 'sammlung-create', SAMMLUNGEN_CREATED_PER_10_MIN, 10, byViewer)],
    },
    async (request, reply) => reply.status(201).send(await saveSammlung(db, viewerOf(request), request.body)),
  );
  app.put(
    '/api/standortsammlungen/:id',
    {
      schema: {
        tags,
        summary: 'Rename or refill a saved collection',
        params: idParams,
        body: standortsammlungBodySchema,
        response: { 200: standortsammlungSchema },
      },
      preHandler: loggedIn,
    },
    (request) => saveSammlung(db, viewerOf(request), request.body, request.params.id),
  );
  app.delete(
    '/api/standortsammlungen/:id',
    {
      schema: {
        tags,
        summary: 'Delete a saved collection',
        params: idParams,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
      preHandler: loggedIn,
    },
    async (request) => {
      await deleteSammlung(db, viewerOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  const exposeLimits = {
    anonymous: limit(app, 'expose', EXPOSE_PER_10_MIN.anonymous, 10, byViewer),
    loggedIn: limit(app, 'expose', EXPOSE_PER_10_MIN.loggedIn, 10, byViewer),
  };
  const pool = createExposePool({
    ...expose,
    onError: (error) => app.log.error({ err: error }, 'an exposé render thread failed'),
  });
  app.addHook('onClose', () => pool.close());
  const basemaps = tiles
    ? createBasemaps({ ...tiles, dataDir, log: app.log, userAgent: `Standortportal (+${publicUrl})` })
    : undefined;
  const createExpose = createExposeService({
    db,
    store: store.spec,
    publicUrl,
    version: versionOf('objekt'),
    foerderVersion: versionOf('fm_matrix'),
    pool,
    basemaps,
  });
  app.get(
    '/api/expose',
    {
      schema: {
        tags,
        summary: 'PDF exposé of one object or a collection (de/en); at most 20 objects without login, 50 with',
        querystring: exposeQuerySchema,
      },
      preHandler: (request, reply) => (request.viewer ? exposeLimits.loggedIn : exposeLimits.anonymous)(request, reply),
    },
    async (request, reply) => {
      try {
        const { pdf, filename, cached } = await createExpose(request, request.query.ids, request.query.lang);
        return reply
          .type('application/pdf')
          .header('x-expose-cache', cached ? 'hit' : 'miss')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      } catch (error) {
        if (error instanceof AppError && error.code === 'exposeBusy') reply.header('retry-after', '5');
        throw error;
      }
    },
  );
};
