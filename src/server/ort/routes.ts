import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bezirkSchema, ortSchema, regionSchema } from '../../shared/schemas/reference';
import type { Db } from '../db/client';
import { type VersionOf, versionedList } from '../lib/body-cache';
import { selectBezirke, selectOrte, selectRegionen } from './queries';

/**
 * Geographic standing data: regions, districts and the places of the gazetteer. Every first page load asks
 * for them, so each is answered from a body kept per data version (lib/body-cache.ts versionedList).
 */
export const ortRoutes: FastifyPluginAsyncZod<{ db: Db; versionOf: VersionOf }> = async (app, { db, versionOf }) => {
  const tags = ['stammdaten'];
  const regions = z.array(regionSchema);
  const bezirke = z.array(bezirkSchema);
  const orte = z.array(ortSchema);
  app.get(
    '/api/region',
    { compress: false, schema: { tags, response: { 200: regions } } },
    versionedList({
      versionOf,
      name: 'region',
      schema: regions,
      load: () => selectRegionen(db),
    }),
  );
  app.get(
    '/api/bezirk',
    { compress: false, schema: { tags, response: { 200: bezirke } } },
    versionedList({
      versionOf,
      name: 'bezirk',
      schema: bezirke,
      load: () => selectBezirke(db),
    }),
  );
  app.get(
    '/api/ort',
    { compress: false, schema: { tags, response: { 200: orte } } },
    versionedList({
      versionOf,
      name: 'ort',
      schema: orte,
      load: () => selectOrte(db),
    }),
  );
};
