import { z } from 'zod';
import { DEFAULT_LANG, LANGS } from '../domain/routes';
import { parseSammlungIds, SAMMLUNG_MAX } from '../domain/sammlung';

/** POST /api/favoriten — add one object to the caller's favourites. */
export const favoritBodySchema = z.object({ objektId: z.uuid() });

/** The caller's favourites as spec 3 writes them: 'objekt.{id}'. */
export const favoritenSchema = z.array(z.string());

/** `ids` of a collection link: comma-separated object ids (invalid ones are dropped, not an error). */
export const sammlungIdsSchema = z
  .string()
  .max(SAMMLUNG_MAX * 40)
  .transform((param) => parseSammlungIds(param))
  .refine((ids) => ids.length > 0, 'error.required');

/**
 * GET /api/expose — the PDF exposé of one object or a collection. Ids are not cut to the maximum here:
 * the service refuses more than the caller may have (exposeMaxObjekte) with exposeTooManyObjects.
 */
export const exposeQuerySchema = z.object({
  ids: z
    .string()
    .max(SAMMLUNG_MAX * 2 * 40)
    .transform((param) => parseSammlungIds(param, SAMMLUNG_MAX * 2))
    .refine((ids) => ids.length > 0, 'error.required'),
  lang: z.enum(LANGS).default(DEFAULT_LANG),
});

/** A saved collection. */
export const standortsammlungSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  objekte: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** POST /api/standortsammlungen and PUT /api/standortsammlungen/{id}. */
export const standortsammlungBodySchema = z.object({
  name: z.string().trim().min(1, 'error.required').max(120, 'error.maxLength'),
  objekte: z.array(z.uuid()).min(1, 'error.required').max(SAMMLUNG_MAX),
});

export type Standortsammlung = z.infer<typeof standortsammlungSchema>;
