import { z } from 'zod';
import { THEMENLAYER_ARTEN, THEMENLAYER_MAX_ZOOM, THEMENLAYER_SRIDS } from '../domain/themenlayer';
import { plainText, requiredText, serialIdParam } from './admin-fields';
import { bboxParam } from './objekt';

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

/**
 * A layer as the map draws it (GET /api/themenlayer, public): kind (its colour), names, source (the credit
 * under the map) and whether the server serves it as vector tiles (`kacheln`: PostgreSQL; the embedded
 * database's PostGIS has no ST_AsMVT) or only as GeoJSON by map section.
 */
export const themenlayerKarteSchema = z.object({
  id: z.number(),
  art: z.enum(THEMENLAYER_ARTEN),
  name: z.string(),
  name_en: z.string().nullable(),
  quelle: z.string(),
  kacheln: z.boolean(),
});
export type ThemenlayerKarte = z.infer<typeof themenlayerKarteSchema>;

const zoomParam = z.coerce
  .number({ message: 'zoom 0…22' })
  .int('zoom 0…22')
  .min(0, 'zoom 0…22')
  .max(THEMENLAYER_MAX_ZOOM, 'zoom 0…22')
  .meta({ description: "the map's zoom level (0…22), which decides the simplification" });

/** Query of GET /api/themenlayer/{id}/flaechen: the map section and the zoom it is drawn at. */
export const themenlayerFlaechenQuerySchema = z.object({ bbox: bboxParam, zoom: zoomParam });

/** Path of GET /api/themenlayer/{id}/tiles/{z}/{x}/{y}.mvt: a tile of the web map's grid (x, y < 2^z). */
export const themenlayerKachelParamsSchema = z
  .object({
    id: serialIdParam,
    z: zoomParam,
    x: z.coerce.number().int().min(0),
    y: z.coerce.number().int().min(0),
  })
  .refine((p) => p.x < 2 ** p.z && p.y < 2 ** p.z, { message: 'x and y 0…2^z − 1', path: ['x'] });

/** One area of a layer's map answer: its category (zoning) and geometry in lon/lat. */
export const themenlayerFlaechenSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      properties: z.object({ kategorie: z.string().nullable() }),
      geometry: z.object({ type: z.string(), coordinates: z.array(z.unknown()) }),
    }),
  ),
});
