import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { favoritKey } from '../../shared/domain/kartenfilter';
import { DEFAULT_LANG } from '../../shared/domain/routes';
import { vorschauFilterPredicate } from '../../shared/domain/vorschau';
import {
  objektAnzahlSchema,
  objektAusschnittQuerySchema,
  objektAusschnittSchema,
  objektIdParamsSchema,
  objektListQuerySchema,
  objektSchema,
  objektVorschauListeSchema,
  objektVorschauQuerySchema,
  objektVorschauSchema,
} from '../../shared/schemas/objekt';
import { namedSchema, widmungSchema } from '../../shared/schemas/reference';
import {
  objektSucheQuerySchema,
  objektSuchergebnisQuerySchema,
  objektSuchergebnisSchema,
  objektTrefferSchema,
} from '../../shared/schemas/suche';
import type { Db } from '../db/client';
import { RecentBodies, type VersionOf, versionedList } from '../lib/body-cache';
import { encodeKeyed, encodeLazily, sendEncoded } from '../lib/encoded-body';
import { logInBackground, writeViewLog } from '../log/service';
import { AppError } from '../plugins/errors';
import { isAdmin } from '../plugins/session';
import { selectFavoriten } from '../sammlung/queries';
import { presentForViewer } from './aenderung-service';
import { createObjektListeCache, serializeObjektListe } from './cache';
import type { MapIndex } from './map-index';
import { presentObjekt, presentVorschauOf } from './presenter';
import { countVisibleTo, selectObjektarten, selectTechnischeInfrastruktur, selectWidmungen } from './queries';
import {
  getObjekt,
  getVorschau,
  listEigene,
  listObjekte,
  MEMBER_VISIBILITY,
  mapVisibilityFor,
  VORSCHAU_VISIBILITY,
  visibilityFor,
} from './service';
import type { ObjektSuche } from './suche';

/**
 * Answers by extent kept for repeated questions: 4 MiB of JSON at most, each of 256 KiB at most — the
 * small sections a map opens on, not the lists of a thousand objects (their memory counts on PostgreSQL).
 */
const AUSSCHNITTE_KEPT_BYTES = 4 * 1024 * 1024;
const AUSSCHNITT_KEPT_MAX_BYTES = 256 * 1024;
/** Addresses remembered with their question (anonymousQuestions); the list starts again when full. */
const ANONYMOUS_QUESTIONS_MAX = 1_000;

/** Read API of properties (spec 7): the list every page loads at start, and one object. */
export const objektRoutes: FastifyPluginAsyncZod<{
  db: Db;
  versionOf: VersionOf;
  /** The map by extent: from how many visible objects, and at most how many objects per answer. */
  ausschnitt: { ab: number; maxObjekte: number };
  /** The app's map index and the search over it (also asked by the saved searches' alerts). */
  mapIndex: MapIndex;
  objektSuche: ObjektSuche;
}> = async (app, { db, versionOf, ausschnitt, mapIndex, objektSuche }) => {
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
      if (request.query.eigene) {
        // The owner's own objects (My properties): a few, so read on every call and not cached.
        const rows = request.viewer ? await listEigene(db, request.viewer) : [];
        return rows.map((row) => presentObjekt(row, request.viewer));
      }
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

  // The last answers by extent, compressed as sent: the sections visitors open first repeat.
  const ausschnitte = new RecentBodies(AUSSCHNITTE_KEPT_BYTES, AUSSCHNITT_KEPT_MAX_BYTES);
  // The question each address stood for when an anonymous visitor asked it (the same address is always the
  // same question for them): a repeated first view is answered from `ausschnitte` before its query string
  // is parsed and validated again.
  const anonymousQuestions = new Map<string, string>();
  app.get(
    '/api/objekt/anzahl',
    {
      schema: {
        tags: ['objekt'],
        summary: 'How many properties are public, how many registered users see, how many the caller sees',
        response: { 200: objektAnzahlSchema },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'Cookie');
      // Counted in the map index (memory), not by the database: no table scan per home or map visit.
      const [oeffentlich = 0, mitLogin = 0, sichtbar = 0] = await mapIndex.count([
        visibilityFor(null),
        MEMBER_VISIBILITY,
        mapVisibilityFor(request.viewer),
      ]);
      return { oeffentlich, mitLogin, sichtbar, ausschnitt: sichtbar > ausschnitt.ab };
    },
  );

  // With enough objects for the map to load by extent, the index is built while the server starts
  // listening, not when the first visitor opens the map (not awaited: the start does not wait for it).
  app.addHook('onReady', async () => {
    countVisibleTo(db, visibilityFor(null)).then(
      (oeffentlich) => (oeffentlich > ausschnitt.ab ? mapIndex.warm() : undefined),
      () => undefined,
    );
  });
  app.get(
    '/api/objekt/ausschnitt',
    {
      // Sent pre-encoded with its ETag (lib/encoded-body.ts), like the list.
      compress: false,
      onRequest: async (request, reply) => {
        const frage = request.viewer ? undefined : anonymousQuestions.get(request.url);
        const kept = frage && ausschnitte.get(frage, await mapIndex.currentName());
        if (kept) return sendEncoded(request, reply, kept, ['Cookie']);
      },
      schema: {
        tags: ['objekt'],
        summary: 'The properties in a map section that pass the map filters, or their counts per district',
        querystring: objektAusschnittQuerySchema,
        response: { 200: objektAusschnittSchema },
      },
    },
    async (request, reply) => {
      const { bbox = null, lang = DEFAULT_LANG, ...filter } = request.query;
      if (!filter.ignoreExtent && bbox === null) {
        throw new AppError('invalidRequest', 'Invalid map section', {
          bbox: 'minLon,minLat,maxLon,maxLat (min ≤ max) is required unless ignoreExtent=true',
        });
      }
      const { viewer } = request;
      const favoriten = viewer && filter.favsOnly ? (await selectFavoriten(db, viewer.id)).map(favoritKey) : [];
      const admin = isAdmin(viewer);
      // The answer follows from the index it comes from, who asks and the question (as read: the same
      // question in other words, e.g. parameters in another order, is the same answer).
      const section = filter.ignoreExtent ? null : bbox;
      const question = JSON.stringify({ ...filter, bbox: section, lang: filter.q ? lang : undefined });
      const frage = [viewer?.id, admin, favoriten.sort().join(' '), question].join('\n');
      if (!viewer) {
        if (anonymousQuestions.size >= ANONYMOUS_QUESTIONS_MAX) anonymousQuestions.clear();
        anonymousQuestions.set(request.url, frage);
      }
      const kept = ausschnitte.get(frage, await mapIndex.currentName());
      if (kept) return sendEncoded(request, reply, kept, ['Cookie']);
      const visibility = mapVisibilityFor(viewer);
      // The search filter (q) in the language the visitor searched in (lang, default German).
      const suche = filter.q ? { lang, ids: await objektSuche.ids({ visibility, text: filter.q, lang }) } : undefined;
      const { name, json } = await mapIndex.answerAusschnitt({
        visibility,
        viewer: { id: viewer?.id ?? null, isAdmin: admin, favoriten: new Set(favoriten) },
        filter,
        bbox: section,
        maxObjekte: ausschnitt.maxObjekte,
        suche,
      });
      const body = encodeKeyed(json, `${name}\n${frage}`);
      ausschnitte.set(frage, name, body);
      return sendEncoded(request, reply, body, ['Cookie']);
    },
  );

  app.get(
    '/api/objekt/vorschau',
    {
      compress: false,
      schema: {
        tags: ['objekt'],
        summary:
          'Reduced summaries (id, type, district, area band, position to ~100 m) of the listings shown with login',
        querystring: objektVorschauQuerySchema,
        response: { 200: objektVorschauListeSchema },
      },
    },
    async (request, reply) => {
      // The map filters a summary can be checked against (type, area band, drawn area; others let none through), so
      // that a section with too many to list still counts only those the filters would show.
      const { bbox = null, ...filter } = request.query;
      // The same for every caller: what anyone may know of these listings before registering.
      const { name, json } = await mapIndex.answerVorschau(
        VORSCHAU_VISIBILITY,
        bbox,
        bbox ? ausschnitt.maxObjekte : ausschnitt.ab,
        vorschauFilterPredicate(filter),
      );
      return sendEncoded(request, reply, encodeKeyed(json, `vorschau\n${name}\n${JSON.stringify(request.query)}`), []);
    },
  );
  app.get(
    '/api/objekt/:objektId/vorschau',
    {
      schema: {
        tags: ['objekt'],
        summary: 'The reduced summary of one listing shown with login (for its detail link before login)',
        params: objektIdParamsSchema,
        response: { 200: objektVorschauSchema },
      },
    },
    async (request) => {
      const summary = presentVorschauOf(await getVorschau(db, request.params.objektId));
      if (!summary) throw new AppError('notFound', 'No such object');
      return summary;
    },
  );

  app.get(
    '/api/objekt/suche',
    {
      schema: {
        tags: ['objekt'],
        summary: 'Properties visible to the caller that match a search text, newest first (spec 5 search box)',
        querystring: objektSucheQuerySchema,
        response: { 200: z.array(objektTrefferSchema) },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'Cookie');
      const { q, lang, limit, status } = request.query;
      // What GET /api/objekt lists for the caller; administrators: the statuses of their filter (spec 6),
      // by default spec 4's default status filter.
      const visibility = visibilityFor(request.viewer, status);
      return objektSuche.treffer({ visibility, text: q, lang, limit });
    },
  );

  app.get(
    '/api/objekt/suchergebnis',
    {
      schema: {
        tags: ['objekt'],
        summary: 'Every property visible to the caller that matches a search text: count and one page (results view)',
        querystring: objektSuchergebnisQuerySchema,
        response: { 200: objektSuchergebnisSchema },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'Cookie');
      const { q, lang, seite, status } = request.query;
      // Exactly what the search box finds for the caller (administrators: their filter's statuses), uncapped.
      const visibility = visibilityFor(request.viewer, status);
      return objektSuche.seite({ visibility, text: q, lang }, seite);
    },
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
      // Counted for the statistics (top viewed properties) once the object was found and visible, once per
      // address and half hour (writeViewLog); the owner and administrators opening it (e.g. in the editor)
      // are maintaining it, not viewing it.
      if (!isAdmin(request.viewer) && row.row.owner !== request.viewer?.id) {
        logInBackground(request, 'objektViewed', writeViewLog(db, request, request.params.objektId));
      }
      return presentForViewer(db, request.viewer, row);
    },
  );
};

/** Standing data of properties: types, technical infrastructure and zoning categories, kept per data version. */
export const objektReferenceRoutes: FastifyPluginAsyncZod<{ db: Db; versionOf: VersionOf }> = async (
  app,
  { db, versionOf },
) => {
  const list = { tags: ['stammdaten'] };
  const named = z.array(namedSchema);
  const widmungen = z.array(widmungSchema);
  app.get(
    '/api/objektart',
    { compress: false, schema: { ...list, response: { 200: named } } },
    versionedList({
      versionOf,
      name: 'objektart',
      schema: named,
      load: () => selectObjektarten(db),
    }),
  );
  app.get(
    '/api/technischeInfrastruktur',
    { compress: false, schema: { ...list, response: { 200: named } } },
    versionedList({
      versionOf,
      name: 'technische_infrastruktur',
      schema: named,
      load: () => selectTechnischeInfrastruktur(db),
    }),
  );
  app.get(
    '/api/widmung',
    { compress: false, schema: { ...list, response: { 200: widmungen } } },
    versionedList({
      versionOf,
      name: 'widmung',
      schema: widmungen,
      load: () => selectWidmungen(db),
    }),
  );
};
