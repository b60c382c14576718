import { z } from 'zod';
import { STATUS_CODES } from '../domain/objekt';
import { ORT_TREFFER_TYPES } from '../domain/ortsuche';
import { numberParam, numbersParam, queryFields, stringParam, textParam, withDefault } from '../domain/query';
import { LANGS, type Lang } from '../domain/routes';
import { normalizeSearchText, SEARCH_TEXT_MAX } from '../domain/search';
import { objektSchema, uebersetzungSchema } from './objekt';

/**
 * The language of the search box and its cap per group (spec 5: 5 on home, 15 elsewhere), typed query
 * parameters (shared/domain/query.ts) like every query's.
 */
const searchBoxQuery = {
  lang: withDefault(stringParam(LANGS), 'de' as Lang),
  limit: withDefault(numberParam({ integer: true, min: 1, max: 15 }), 5),
};

/**
 * The statuses searched (spec 6: an administrator's search uses the admin filter's list, comma-separated
 * status codes; for others it only narrows what they may see).
 */
const statusParam = numbersParam({ values: STATUS_CODES }).optional() as z.ZodType<
  readonly number[] | undefined,
  unknown
>;

/**
 * What was typed into a search box, trimmed; the API refuses an empty or missing text. A search text has
 * no default: the request codecs below take it as optional (`partial`), so it is always written.
 */
const objektSuchtext = textParam(z.string().max(SEARCH_TEXT_MAX));

/**
 * GET /api/ort/suche — q: what was typed (required; an empty text finds nothing); lang: stopwords and
 * service language; limit: cap (spec 5). The client's request and the route's querystring (ORTSUCHE_QUERY).
 */
export const ortsucheQuerySchema = z.object({ q: z.string().trim().max(100), ...searchBoxQuery });
export const ORTSUCHE_QUERY = queryFields(ortsucheQuerySchema.partial({ q: true }));

/**
 * GET /api/objekt/suche — q: what was typed (matched by shared/domain/search.ts searchObjekte); lang: the
 * language of the names and labels searched; limit: cap; status: the statuses searched. The client's
 * request and the route's querystring (OBJEKT_SUCHE_QUERY).
 */
export const objektSucheQuerySchema = z.object({ q: objektSuchtext, ...searchBoxQuery, status: statusParam });
export const OBJEKT_SUCHE_QUERY = queryFields(objektSucheQuerySchema.partial({ q: true }));

/**
 * GET /api/objekt/suchergebnis — the properties group of the results view (/{lang}/suche): every property
 * the search finds for q (no cap), one page of them; status as for the search box. The client's request
 * and the route's querystring (OBJEKT_SUCHERGEBNIS_QUERY).
 */
export const objektSuchergebnisQuerySchema = z.object({
  q: objektSuchtext,
  lang: searchBoxQuery.lang,
  seite: withDefault(numberParam({ integer: true, min: 1, max: 100_000 }), 1),
  status: statusParam,
});
export const OBJEKT_SUCHERGEBNIS_QUERY = queryFields(objektSuchergebnisQuerySchema.partial({ q: true }));

/**
 * The address of the results view (/{lang}/suche?q=…): the search text, whitespace collapsed and cut to
 * what the search box takes (shared/domain/search.ts normalizeSearchText); without one the view shows
 * only the box. The search box and the view's suggestions write it, the view reads it (SUCHE_QUERY).
 */
const sucheQuerySchema = z.object({
  q: withDefault(textParam(z.string().transform(normalizeSearchText)), ''),
});
export const SUCHE_QUERY = queryFields(sucheQuerySchema);

/**
 * A property in the search box's result list: its name in both languages, object number, place and status
 * (the campaign editor's picker marks objects the public does not see).
 */
export const objektTrefferSchema = objektSchema
  .pick({ id: true, objektname: true, objektnummer: true, plz: true, ort: true, status: true })
  .extend({ uebersetzung: uebersetzungSchema.pick({ objektname_en: true }).nullable() });

/** A property in the results view: as in the search box, with its type and area. */
export const objektErgebnisSchema = objektTrefferSchema.extend({
  objektart: z.number().int().nullable(),
  flaecheinqm: z.number().nullable(),
});

/** The answer of GET /api/objekt/suchergebnis: how many properties match, and those of the page asked for. */
export const objektSuchergebnisSchema = z.object({
  anzahl: z.number().int().min(0),
  seite: z.number().int().min(1),
  treffer: z.array(objektErgebnisSchema),
});

/** A place result: where it is (centre lon/lat) and the extent the map fits to. */
export const ortTrefferSchema = z.object({
  type: z.enum(ORT_TREFFER_TYPES),
  /** Gazetteer id (place id, district code, cadastral number) or the service's feature id. */
  id: z.string(),
  name: z.string(),
  /** Name of the district the result lies in, when known. */
  bezirk: z.string().nullable(),
  lon: z.number(),
  lat: z.number(),
  /** [minLon, minLat, maxLon, maxLat]; a point's extent is the point itself. */
  extent: z.tuple([z.number(), z.number(), z.number(), z.number()]),
});

/**
 * The answer of GET /api/ort/suche, ranked best first. `serviceFailed`: the external cadastral service
 * did not answer properly; its results are missing and the client shows 'Fehler bei der Ortssuche'.
 */
export const ortsucheResponseSchema = z.object({
  results: z.array(ortTrefferSchema),
  serviceFailed: z.boolean(),
});

/** POST /api/textlog — what was typed into a search box (spec 7), logged for the statistics. */
export const textlogBodySchema = z.object({
  suchtext: z.string().trim().min(3).max(200),
  logtype: z.enum(['start', 'standortsuche']),
});

export type OrtsucheQuery = z.infer<typeof ortsucheQuerySchema>;
export type ObjektTreffer = z.infer<typeof objektTrefferSchema>;
export type ObjektErgebnis = z.infer<typeof objektErgebnisSchema>;
export type ObjektSuchergebnis = z.infer<typeof objektSuchergebnisSchema>;
export type OrtTreffer = z.infer<typeof ortTrefferSchema>;
export type OrtsucheResponse = z.infer<typeof ortsucheResponseSchema>;
export type TextlogBody = z.infer<typeof textlogBodySchema>;
