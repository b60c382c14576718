import { z } from 'zod';
import { isLayerUrl, KARTEN_GRUPPEN, stylejsonTextSchema } from '../domain/karte';
import { plainText, requiredText } from './admin-fields';

/** GET /api/region */
export const regionSchema = z.object({ id: z.number().int(), name: z.string() });
/** GET /api/bezirk — id is the official district code, e.g. '317'. */
export const bezirkSchema = z.object({ id: z.string(), name: z.string(), region: z.number().int() });
/** GET /api/ort — gazetteer places with WGS84 coordinates. */
export const ortSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  bezirk: z.string(),
  region: z.number().int(),
  lon: z.number(),
  lat: z.number(),
});
/** GET /api/widmung */
export const widmungSchema = z.object({ id: z.string(), name_de: z.string(), name_en: z.string() });
/** GET /api/objektart and GET /api/technischeInfrastruktur share this shape. */
export const namedSchema = z.object({ id: z.number().int(), name: z.string(), name_en: z.string() });
/** GET /api/karte — a map layer; stylejson describes its source. */
export const karteSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The English title; null: `title` on English pages too. */
  title_en: z.string().nullable(),
  gruppe: z.string(),
  reihenfolge: z.number().int(),
  stylejson: z.record(z.string(), z.unknown()),
  legendUrl: z.string().nullable(),
  adminsOnly: z.boolean(),
});

/**
 * POST/PUT /api/admin/karten — a map layer as the admin form edits it: stylejson is the JSON text of the
 * editor; it must parse and be a layer definition of shared/domain/karte.ts (then it is stored as JSON).
 */
export const karteInputSchema = z.object({
  title: requiredText(200),
  /** Optional English title; '' or absent becomes null (the title then serves English pages too). */
  title_en: plainText(200)
    .nullish()
    .transform((v) => v || null),
  gruppe: z.enum(KARTEN_GRUPPEN, { message: 'error.required' }),
  reihenfolge: z
    .number({ message: 'admin.karten.validation.order' })
    .int('admin.karten.validation.order')
    .min(0, 'admin.karten.validation.order')
    .max(9999, 'admin.karten.validation.order'),
  stylejson: stylejsonTextSchema,
  /** An optional legend image (http(s) or a path on this site); '' becomes null. */
  legendUrl: plainText(2000)
    .refine((v) => v === '' || isLayerUrl(v), 'admin.karten.validation.url')
    .nullable()
    .transform((v) => (v === '' ? null : v)),
  adminsOnly: z.boolean(),
});
export type KarteInput = z.input<typeof karteInputSchema>;

export type Karte = z.infer<typeof karteSchema>;
