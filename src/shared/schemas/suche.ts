import { z } from 'zod';
import { ORT_TREFFER_TYPES } from '../domain/ortsuche';
import { LANGS } from '../domain/routes';
import { SEARCH_TEXT_MAX } from '../domain/search';
import { objektSchema, statusListParam, uebersetzungSchema } from './objekt';

/** The language of the search box and its cap per group (spec 5: 5 on home, 15 elsewhere). */
const searchBoxQuery = {
  lang: z.enum(LANGS).default('de'),
  limit: z.coerce.number().int().min(1).max(15).default(5),
};

/** GET /api/ort/suche — q: what was typed; lang: stopwords and service language; limit: cap (spec 5). */
export const ortsucheQuerySchema = z.object({ q: z.string().trim().max(100), ...searchBoxQuery });

/**
 * GET /api/objekt/suche — q: what was typed (matched by shared/domain/search.ts searchObjekte); lang: the
 * language of the names and labels searched; limit: cap; status: the statuses searched (spec 6: an
 * administrator's search uses the admin filter's list; for others it only narrows what they may see).
 */
export const objektSucheQuerySchema = z.object({
  q: z.string().min(1).max(SEARCH_TEXT_MAX),
  ...searchBoxQuery,
  status: statusListParam,
});

/**
 * GET /api/objekt/suchergebnis — the properties group of the results view (/{lang}/suche): every property
 * the search finds for q (no cap), one page of them; status as for the search box.
 */
export const objektSuchergebnisQuerySchema = z.object({
  q: z.string().min(1).max(SEARCH_TEXT_MAX),
  lang: searchBoxQuery.lang,
  seite: z.coerce.number().int().min(1).max(100_000).default(1),
  status: statusListParam,
});

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
