import { z } from 'zod';
import { THEMENLAYER_ARTEN, THEMENLAYER_SRIDS } from '../domain/themenlayer';
import { plainText, requiredText } from './admin-fields';

/**
 * What an administrator tells about a layer file besides the file (query string of the upload): its kind,
 * names and source, the zoning attribute, and the coordinate system when the file does not say it.
 */
export const themenlayerImportQuerySchema = z
  .object({
    art: z.enum(THEMENLAYER_ARTEN, { message: 'error.required' }),
    name: requiredText(200),
    name_en: plainText(200)
      .optional()
      .transform((v) => v || null),
    quelle: requiredText(300),
    /** The attribute that holds a zoning area's category (required for zoning). */
    kategorieFeld: plainText(100)
      .optional()
      .transform((v) => v || null),
    /** The file's EPSG code when the file itself does not name it (a .prj or GeoJSON `crs` wins otherwise). */
    srid: z.coerce
      .number({ message: 'admin.themenlayer.validation.srid' })
      .refine((v) => (THEMENLAYER_SRIDS as readonly number[]).includes(v), 'admin.themenlayer.validation.srid')
      .optional(),
  })
  .refine((q) => q.art !== 'widmung' || q.kategorieFeld, {
    path: ['kategorieFeld'],
    message: 'admin.themenlayer.validation.kategorieFeld',
  });
export type ThemenlayerImportQuery = z.output<typeof themenlayerImportQuerySchema>;

/** An imported layer as the admin screen lists it. */
export const themenlayerSchema = z.object({
  id: z.number(),
  art: z.enum(THEMENLAYER_ARTEN),
  name: z.string(),
  name_en: z.string().nullable(),
  quelle: z.string(),
  kategorieFeld: z.string().nullable(),
  flaechen: z.number(),
  importiertAm: z.string().nullable(),
});
export type Themenlayer = z.infer<typeof themenlayerSchema>;

/** What an import answers: how many features it read, kept, repaired and refused, and how long it took. */
export const themenlayerImportReportSchema = z.object({
  layer: themenlayerSchema,
  srid: z.number(),
  gelesen: z.number(),
  importiert: z.number(),
  /** Invalid geometries kept after ST_MakeValid repaired them. */
  repariert: z.number(),
  /** Features without a usable polygon (no geometry, not a polygon, nothing left after repair). */
  verworfen: z.number(),
  ms: z.number(),
});
export type ThemenlayerImportReport = z.infer<typeof themenlayerImportReportSchema>;
