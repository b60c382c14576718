import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvDateiname, FOERDER_FELDER, OBJEKT_FELDER, OPEN_DATA_DOWNLOADS } from '../../shared/domain/opendata';
import { LANGS } from '../../shared/domain/routes';
import {
  type OgcFormat,
  ogcCollectionParamsSchema,
  ogcFeatureParamsSchema,
  ogcItemsQuerySchema,
  ogcKartenFilterSchema,
  ogcQuerySchema,
} from '../../shared/schemas/ogc';
import type { Db } from '../db/client';
import { createBodyCache, RecentBodies, type VersionOf } from '../lib/body-cache';
import { type EncodedBody, encodeLazily, sendEncoded } from '../lib/encoded-body';
import { limit, OPEN_DATA_PER_MINUTE } from '../plugins/rate-limit';
import {
  collectionHtml,
  collectionsHtml,
  conformanceHtml,
  featureHtml,
  itemsHtml,
  landingHtml,
  queryablesHtml,
} from './html';
import {
  collection,
  collections,
  conformance,
  featureJson,
  GEOJSON_TYPE,
  itemsJson,
  itemsLinks,
  landingPage,
  type Umfang,
} from './presenter';
import { queryables } from './queryables';
import { SAMMLUNG_IDS, SAMMLUNGEN, type SammlungId } from './sammlungen';
import { createOpenData, csvText } from './service';

/** Item pages kept as sent (GIS clients page through the same queries): 4 MiB, each at most 1 MiB. */
const PAGES_KEPT_BYTES = 4 * 1024 * 1024;
const PAGE_KEPT_MAX_BYTES = 1024 * 1024;

/** `f` when given, else HTML for a browser (Accept names text/html), else JSON. */
const formatOf = (request: FastifyRequest, f: OgcFormat | undefined): OgcFormat =>
  f ?? (/text\/html/i.test(request.headers.accept ?? '') ? 'html' : 'json');

/** The address the request came to (behind a trusted proxy, its forwarded one): every link starts with it. */
const baseOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** An HTML page (the answer depends on Accept, so caches keep both encodings apart). */
const sendHtml = (reply: FastifyReply, html: string) =>
  reply.header('vary', 'Accept').type('text/html; charset=utf-8').send(html);

const MAP_FILTER_KEYS = Object.keys(ogcKartenFilterSchema.shape);

/**
 * OGC API – Features (Part 1: Core, GeoJSON and HTML) at /ogc, and the open-data downloads (issue 26): the
 * public listings, the districts and the places. Rate-limited per address; every answer is built from data
 * kept per data version (service.ts).
 */
export const ogcRoutes: FastifyPluginAsyncZod<{ db: Db; versionOf: VersionOf; publicUrl: string }> = async (
  app,
  { db, versionOf, publicUrl },
) => {
  const openData = createOpenData(db, versionOf, { publicUrl });
  const perAddress = limit(app, 'opendata', OPEN_DATA_PER_MINUTE, 1, (request) => request.ip);
  const route = { compress: false as const, preHandler: perAddress };
  const tags = ['opendata'];
  const sendJson = (request: FastifyRequest, reply: FastifyReply, body: EncodedBody | string, type?: string) =>
    sendEncoded(request, reply, typeof body === 'string' ? encodeLazily(body, request.url) : body, ['Accept'], type);
  /** A document in the format asked for: as JSON, or as the page `html` renders of it. */
  const sendDoc = <D>(
    request: FastifyRequest,
    reply: FastifyReply,
    format: OgcFormat,
    doc: D,
    html: (doc: D) => string,
  ) => (format === 'html' ? sendHtml(reply, html(doc)) : sendJson(request, reply, JSON.stringify(doc)));

  app.get(
    '/ogc',
    { ...route, schema: { tags, summary: 'OGC API – Features: landing page', querystring: ogcQuerySchema } },
    async (request, reply) => {
      const format = formatOf(request, request.query.f);
      const doc = landingPage(baseOf(request), format);
      return sendDoc(request, reply, format, doc, landingHtml);
    },
  );

  app.get(
    '/ogc/conformance',
    { ...route, schema: { tags, summary: 'OGC API – Features: conformance classes', querystring: ogcQuerySchema } },
    async (request, reply) => {
      const format = formatOf(request, request.query.f);
      const doc = conformance(baseOf(request), format);
      return sendDoc(request, reply, format, doc, conformanceHtml);
    },
  );

  /** The extent and time span of every collection (each loaded per data version). */
  const umfaenge = async (): Promise<ReadonlyMap<SammlungId, Umfang>> =>
    new Map(await Promise.all(SAMMLUNG_IDS.map(async (id) => [id, (await openData.sammlung(id)).geladen] as const)));

  app.get(
    '/ogc/collections',
    { ...route, schema: { tags, summary: 'OGC API – Features: the collections', querystring: ogcQuerySchema } },
    async (request, reply) => {
      const format = formatOf(request, request.query.f);
      const doc = collections(baseOf(request), await umfaenge(), format);
      return sendDoc(request, reply, format, doc, collectionsHtml);
    },
  );

  app.get(
    '/ogc/collections/:collectionId',
    {
      ...route,
      schema: {
        tags,
        summary: 'OGC API – Features: one collection',
        params: ogcCollectionParamsSchema,
        querystring: ogcQuerySchema,
      },
    },
    async (request, reply) => {
      const { collectionId } = request.params;
      const { geladen } = await openData.sammlung(collectionId);
      const format = formatOf(request, request.query.f);
      const doc = collection(baseOf(request), collectionId as SammlungId, geladen, format);
      return sendDoc(request, reply, format, doc, collectionHtml);
    },
  );

  app.get(
    '/ogc/collections/:collectionId/queryables',
    {
      ...route,
      schema: {
        tags,
        summary: 'OGC API – Features: what the items of a collection can be filtered by (JSON Schema)',
        params: ogcCollectionParamsSchema,
        querystring: ogcQuerySchema,
      },
    },
    async (request, reply) => {
      const { collectionId } = request.params;
      await openData.sammlung(collectionId);
      const doc = queryables(baseOf(request), collectionId as SammlungId);
      if (formatOf(request, request.query.f) === 'html') return sendHtml(reply, queryablesHtml(collectionId, doc));
      return sendJson(request, reply, JSON.stringify(doc), 'application/schema+json');
    },
  );

  const pages = new RecentBodies(PAGES_KEPT_BYTES, PAGE_KEPT_MAX_BYTES);
  app.get(
    '/ogc/collections/:collectionId/items',
    {
      ...route,
      schema: {
        tags,
        summary:
          'OGC API – Features: a page of a collection’s features (GeoJSON); the listings also by the map’s filters',
        params: ogcCollectionParamsSchema,
        querystring: ogcItemsQuerySchema,
      },
    },
    async (request, reply) => {
      const { collectionId } = request.params;
      const base = baseOf(request);
      const url = new URL(request.url, base);
      const filtered = MAP_FILTER_KEYS.some((key) => url.searchParams.has(key));
      const seite = await openData.items(collectionId, request.query, filtered);
      const page = { ...seite, offset: request.query.offset, limit: request.query.limit };
      const info = { id: collectionId, title: SAMMLUNGEN[collectionId as SammlungId].title.de };
      if (formatOf(request, request.query.f) === 'html') {
        return sendHtml(reply, itemsHtml(info, { ...page, links: itemsLinks(url, page) }));
      }
      const stand = String(seite.version);
      const question = url.toString();
      const kept = pages.get(question, stand);
      if (kept) return sendJson(request, reply, kept, GEOJSON_TYPE);
      const body = encodeLazily(itemsJson(url, page), `${stand}\n${question}`);
      pages.set(question, stand, body);
      return sendJson(request, reply, body, GEOJSON_TYPE);
    },
  );

  app.get(
    '/ogc/collections/:collectionId/items/:featureId',
    {
      ...route,
      schema: {
        tags,
        summary: 'OGC API – Features: one feature (GeoJSON)',
        params: ogcFeatureParamsSchema,
        querystring: ogcQuerySchema,
      },
    },
    async (request, reply) => {
      const { collectionId, featureId } = request.params;
      const { feature } = await openData.feature(collectionId, featureId);
      const info = { id: collectionId, title: SAMMLUNGEN[collectionId as SammlungId].title.de };
      if (formatOf(request, request.query.f) === 'html') return sendHtml(reply, featureHtml(info, feature));
      return sendJson(request, reply, featureJson(baseOf(request), collectionId as SammlungId, feature), GEOJSON_TYPE);
    },
  );

  // ---------------------------------------------------------------- downloads

  const attachment = (reply: FastifyReply, datei: string) =>
    reply.header('content-disposition', `attachment; filename="${datei}"`);
  const langQuery = z.strictObject({
    lang: z.enum(LANGS).default('de').meta({ description: 'the language of the column names (default de)' }),
  });
  const objekteVersion = versionOf('objekt');
  const foerderVersion = versionOf('fm_matrix');

  const objekteGeojson = createBodyCache({
    version: objekteVersion,
    name: 'opendata-objekte-geojson',
    load: async () => {
      const { features } = (await openData.sammlung('objekte')).geladen;
      return `{"type":"FeatureCollection","features":[${features.map((f) => f.json).join(',')}]}`;
    },
  });
  const objekteCsv = Object.fromEntries(
    LANGS.map((lang) => [
      lang,
      createBodyCache({
        version: objekteVersion,
        name: `opendata-objekte-csv-${lang}`,
        load: async () => csvText(OBJEKT_FELDER, openData.objektRecords((await openData.objekte()).objekte), lang),
      }),
    ]),
  );
  const foerderJson = createBodyCache({
    version: foerderVersion,
    name: 'opendata-foerderungen-json',
    load: async () => JSON.stringify(await openData.foerderungen()),
  });
  const foerderCsv = Object.fromEntries(
    LANGS.map((lang) => [
      lang,
      createBodyCache({
        version: foerderVersion,
        name: `opendata-foerderungen-csv-${lang}`,
        load: async () => csvText(FOERDER_FELDER, await openData.foerderungen(), lang),
      }),
    ]),
  );
  const { objekteGeojson: geojsonFile, objekteCsv: csvFile, foerderungenJson, foerderungenCsv } = OPEN_DATA_DOWNLOADS;

  app.get(
    geojsonFile.path,
    { ...route, schema: { tags, summary: 'The public listings as GeoJSON (CC BY 4.0)' } },
    async (request, reply) =>
      sendEncoded(request, attachment(reply, geojsonFile.datei), await objekteGeojson(), [], GEOJSON_TYPE),
  );
  app.get(
    csvFile.path,
    { ...route, schema: { tags, summary: 'The public listings as CSV (CC BY 4.0)', querystring: langQuery } },
    async (request, reply) => {
      const { lang } = request.query;
      const body = await (objekteCsv[lang] as () => Promise<EncodedBody>)();
      attachment(reply, csvDateiname(csvFile.datei, lang));
      return sendEncoded(request, reply, body, [], 'text/csv; charset=utf-8');
    },
  );
  app.get(
    foerderungenJson.path,
    { ...route, schema: { tags, summary: 'The funding programmes (Förderkompass) as JSON (CC BY 4.0)' } },
    async (request, reply) => sendEncoded(request, attachment(reply, foerderungenJson.datei), await foerderJson()),
  );
  app.get(
    foerderungenCsv.path,
    {
      ...route,
      schema: { tags, summary: 'The funding programmes (Förderkompass) as CSV (CC BY 4.0)', querystring: langQuery },
    },
    async (request, reply) => {
      const { lang } = request.query;
      const body = await (foerderCsv[lang] as () => Promise<EncodedBody>)();
      attachment(reply, csvDateiname(foerderungenCsv.datei, lang));
      return sendEncoded(request, reply, body, [], 'text/csv; charset=utf-8');
    },
  );
};
