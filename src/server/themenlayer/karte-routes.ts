import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { THEMENLAYER_ARTEN, type ThemenlayerArt } from '../../shared/domain/themenlayer';
import { numericIdParamsSchema } from '../../shared/schemas/admin-fields';
import {
  themenlayerFlaechenQuerySchema,
  themenlayerFlaechenSchema,
  themenlayerKachelParamsSchema,
  themenlayerKarteSchema,
} from '../../shared/schemas/themenlayer';
import type { Db } from '../db/client';
import { RecentBodies } from '../lib/body-cache';
import { encodeKeyed, encodeLazily, sendEncoded } from '../lib/encoded-body';
import { AppError } from '../plugins/errors';
import { aktuellerImport, flaechenGeojson, flaechenKachel, kannMvt, selectKartenLayer } from './karte-queries';

const tags = ['themenlayer'];
const isArt = (art: string): art is ThemenlayerArt => (THEMENLAYER_ARTEN as readonly string[]).includes(art);

/** Answers kept in memory (JSON or tile bytes): sections and tiles visitors ask for repeat. */
const KEPT_BYTES = 32 * 1024 * 1024;
const KEPT_MAX_BYTES = 4 * 1024 * 1024;

/**
 * The imported thematic layers as the map draws them, for everyone (no login; the site check shows the same
 * layers' sources): the list of layers, their areas by map section (GeoJSON) and, where the database can,
 * by vector tile. An answer is determined by the layer's current import and the question, so it is kept
 * under both and carries an ETag made of them: a new import of the layer is the new data version.
 */
export const themenlayerKarteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Whether the database writes vector tiles, asked once (PostgreSQL's PostGIS does, PGlite's does not).
  let mvt: Promise<boolean> | undefined;
  const kacheln = () => {
    mvt ??= kannMvt(db);
    return mvt;
  };
  const kept = new RecentBodies(KEPT_BYTES, KEPT_MAX_BYTES);

  /** The current import of layer `id`: 404 for an unknown layer; null for a layer without areas. */
  const importOf = async (id: number) => {
    const importId = await aktuellerImport(db, id);
    if (importId === undefined) throw new AppError('notFound', 'No such thematic layer');
    return importId;
  };

  app.get(
    '/api/themenlayer',
    {
      compress: false,
      schema: {
        tags,
        summary: 'The imported thematic layers the map can draw, and whether they come as vector tiles',
        response: { 200: z.array(themenlayerKarteSchema) },
      },
    },
    async (request, reply) => {
      const mitKacheln = await kacheln();
      const layers = (await selectKartenLayer(db)).map((row) => ({
        ...row,
        art: isArt(row.art) ? row.art : ('sonstige' as const),
        kacheln: mitKacheln,
      }));
      const json = JSON.stringify(z.array(themenlayerKarteSchema).parse(layers));
      return sendEncoded(request, reply, encodeLazily(json, 'themenlayer'));
    },
  );

  app.get(
    '/api/themenlayer/:id/flaechen',
    {
      compress: false,
      schema: {
        tags,
        summary: "A layer's current areas in a map section, simplified to the zoom (GeoJSON, property kategorie)",
        params: numericIdParamsSchema,
        querystring: themenlayerFlaechenQuerySchema,
        response: { 200: themenlayerFlaechenSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { bbox, zoom } = request.query;
      const importId = await importOf(id);
      const frage = `flaechen:${id}:${bbox.join(',')}:${zoom}`;
      const stand = String(importId);
      let body = kept.get(frage, stand);
      if (!body) {
        const json =
          importId === null
            ? '{"type":"FeatureCollection","features":[]}'
            : await flaechenGeojson(db, importId, bbox, zoom);
        body = encodeKeyed(Buffer.from(json), `${stand}\n${frage}`);
        kept.set(frage, stand, body);
      }
      return sendEncoded(request, reply, body, [], 'application/geo+json');
    },
  );

  app.get(
    '/api/themenlayer/:id/tiles/:z/:x/:y.mvt',
    {
      compress: false,
      schema: {
        tags,
        summary: "A vector tile of a layer's current areas (where the database writes vector tiles; else 404)",
        params: themenlayerKachelParamsSchema,
      },
    },
    async (request, reply) => {
      const { id, z: zoom, x, y } = request.params;
      if (!(await kacheln())) throw new AppError('notFound', 'This server serves no vector tiles');
      const importId = await importOf(id);
      const frage = `kachel:${id}:${zoom}/${x}/${y}`;
      const stand = String(importId);
      let body = kept.get(frage, stand);
      if (!body) {
        const tile = importId === null ? Buffer.alloc(0) : await flaechenKachel(db, importId, zoom, x, y);
        body = encodeKeyed(tile, `${stand}\n${frage}`);
        kept.set(frage, stand, body);
      }
      return sendEncoded(request, reply, body, [], 'application/vnd.mapbox-vector-tile');
    },
  );
};
