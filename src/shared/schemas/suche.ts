import { z } from 'zod';
import { ORT_TREFFER_TYPES } from '../domain/ortsuche';
import { LANGS } from '../domain/routes';

/** GET /api/ort/suche — q: what was typed; lang: stopwords and service language; limit: cap (spec 5). */
export const ortsucheQuerySchema = z.object({
  q: z.string().trim().max(100),
  lang: z.enum(LANGS).default('de'),
  limit: z.coerce.number().int().min(1).max(15).default(5),
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
export type OrtTreffer = z.infer<typeof ortTrefferSchema>;
export type OrtsucheResponse = z.infer<typeof ortsucheResponseSchema>;
export type TextlogBody = z.infer<typeof textlogBodySchema>;
