import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  objektAnzahlSchema,
  objektIdParamsSchema,
  objektListQuerySchema,
  objektSchema,
} from '../../shared/schemas/objekt';
import { namedSchema, widmungSchema } from '../../shared/schemas/reference';
import type { Db } from '../db/client';
import { objektart, technischeInfrastruktur, widmung } from '../db/schema';
import type { VersionOf } from '../lib/body-cache';
import { encodeLazily, sendEncoded } from '../lib/encoded-body';
import { writeLogInBackground } from '../log/service';
import { isAdmin } from '../plugins/session';
import { createObjektListeCache, serializeObjektListe } from './cache';
import { presentObjekt } from './presenter';
import { countObjekte, getObjekt, listObjekte } from './service';

/** Read API of properties (spec 7): the list every page loads at start, and one object. */
export const objektRoutes: FastifyPluginAsyncZod<{ db: Db; versionOf: VersionOf }> = async (app, { db, versionOf }) => {
  const cache = createObjektListeCache(db, versionOf('objekt'));
  app.get(
    '/api/objekt',
    {
      // The body is sent pre-compressed (cache.ts, lib/encoded-body.ts); the plugin must not touch it.
      compress: false,
      schema: {
        tags: ['objekt'],
        summary: 'Properties visible to the caller (spec 6)',
        querystring: objektListQuerySchema,
        response: { 200: z.array(objektSchema) },
      },
    },
    async (request, reply) => {
      const requested = request.query.status?.split(',').map(Number);
      // The body depends on the session cookie: anonymous, logged in, owner or administrator.
      const vary = ['Cookie'];
      const cached = await cache.body(request.viewer, requested);
      if (cached) return sendEncoded(request, reply, cached, vary);
      // Administrators (any statuses they ask for): computed on every call.
      const rows = await listObjekte(db, request.viewer, requested);
      const json = serializeObjektListe(rows.map((row) => presentObjekt(row, request.viewer)));
      return sendEncoded(request, reply, encodeLazily(json, `viewer:${request.viewer?.id}:${requested}`), vary);
    },
  );

  app.get(
    '/api/objekt/anzahl',
    {
      schema: {
        tags: ['objekt'],
        summary: 'How many properties are public and how many registered users see',
        response: { 200: objektAnzahlSchema },
      },
    },
    () => countObjekte(db),
  );

  app.get(
    '/api/objekt/:objektId',
    {
      schema: {
        tags: ['objekt'],
        summary: 'One property, if the caller may see it',
        params: objektIdParamsSchema,
        response: { 200: objektSchema },
      },
    },
    async (request) => {
      const row = await getObjekt(db, request.viewer, request.params.objektId);
      // Counted for the statistics (top viewed properties) once the object was found and visible; the
      // owner and administrators opening it (e.g. in the editor) are maintaining it, not viewing it.
      if (!isAdmin(request.viewer) && row.row.owner !== request.viewer?.id) {
        writeLogInBackground(db, request, 'objektViewed', { data1: request.params.objektId });
      }
      return presentObjekt(row, request.viewer);
    },
  );
};

/** Standing data of properties: types, technical infrastructure and zoning categories. */
export const objektReferenceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const list = { tags: ['stammdaten'] };
  app.get('/api/objektart', { schema: { ...list, response: { 200: z.array(namedSchema) } } }, () =>
    db.select().from(objektart).orderBy(objektart.id),
  );
  app.get('/api/technischeInfrastruktur', { schema: { ...list, response: { 200: z.array(namedSchema) } } }, () =>
    db.select().from(technischeInfrastruktur).orderBy(technischeInfrastruktur.id),
  );
  app.get('/api/widmung', { schema: { ...list, response: { 200: z.array(widmungSchema) } } }, () =>
    db.select().from(widmung).orderBy(widmung.id),
  );
};
