import { z } from 'zod';
import { LANGS } from '../domain/routes';
import { STANDARD_FREQUENZ, SUCHAUFTRAG_FREQUENZEN, SUCHAUFTRAG_NAME_MAX } from '../domain/suchauftrag';
import { SUCHAUFTRAG_ARTEN, SUCHE_QUERY_MAX } from '../domain/suche-speichern';
import { bboxParam } from './objekt';

/** The name of a saved search: 1 to SUCHAUFTRAG_NAME_MAX characters, trimmed. */
const nameSchema = z.string().trim().min(1, 'error.required').max(SUCHAUFTRAG_NAME_MAX, 'error.maxLength');

const frequenzSchema = z.enum(SUCHAUFTRAG_FREQUENZEN);

/** A saved search as its owner sees it (GET /api/suchauftraege). */
export const suchauftragSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  art: z.enum(SUCHAUFTRAG_ARTEN),
  /** The page's query, canonical (shared/domain/suchauftrag.ts kanonischeQuery). */
  query: z.string(),
  /** The map section the search is bound to (minLon,minLat,maxLon,maxLat), or null. */
  bbox: z.string().nullable(),
  lang: z.enum(LANGS),
  frequenz: frequenzSchema,
  createdAt: z.string(),
  /** When its last alert was sent, or null. */
  gemeldetAm: z.string().nullable(),
});

/**
 * POST /api/suchauftraege: the page's current query (its codec's parameters; others are dropped), the
 * visible map section of a map search (kept unless the search ignores the extent) and the language.
 */
export const suchauftragBodySchema = z.object({
  name: nameSchema,
  art: z.enum(SUCHAUFTRAG_ARTEN),
  query: z.string().max(SUCHE_QUERY_MAX),
  bbox: bboxParam.optional(),
  lang: z.enum(LANGS),
  frequenz: frequenzSchema.default(STANDARD_FREQUENZ),
});

/** PATCH /api/suchauftraege/{id}: a new name, a new frequency, or both. */
export const suchauftragPatchSchema = z
  .object({ name: nameSchema.optional(), frequenz: frequenzSchema.optional() })
  .refine((body) => body.name !== undefined || body.frequenz !== undefined, 'error.required');

/** The signed link of an alert's unsubscribe (List-Unsubscribe, RFC 8058). */
export const abmeldenQuerySchema = z.object({ token: z.string().min(1).max(200) });

/** The answer of the unsubscribe link: the search's name, and whether it still alerts. */
export const abmeldenSchema = z.object({ name: z.string(), frequenz: frequenzSchema });

export type Suchauftrag = z.infer<typeof suchauftragSchema>;
export type SuchauftragBody = z.input<typeof suchauftragBodySchema>;
export type SuchauftragPatch = z.infer<typeof suchauftragPatchSchema>;
