import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bezirkSchema, ortSchema, regionSchema } from '../../shared/schemas/reference';
import type { Db } from '../db/client';
import { bezirk, ort, region } from '../db/schema';

/** Geographic standing data: regions, districts and the places of the gazetteer. */
export const ortRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['stammdaten'];
  app.get('/api/region', { schema: { tags, response: { 200: z.array(regionSchema) } } }, () =>
    db.select().from(region).orderBy(region.id),
  );
  app.get('/api/bezirk', { schema: { tags, response: { 200: z.array(bezirkSchema) } } }, () =>
    db.select().from(bezirk).orderBy(bezirk.name),
  );
  app.get('/api/ort', { schema: { tags, response: { 200: z.array(ortSchema) } } }, () =>
    db
      .select({ id: ort.id, name: ort.name, bezirk: ort.bezirk, region: ort.region, lon: ort.lon, lat: ort.lat })
      .from(ort)
      .orderBy(ort.name),
  );
};
