import { z } from 'zod';
import { kartenFilterSchema } from '../domain/kartenfilter';
import { numberParam, withDefault } from '../domain/query';
import { bboxParam } from './objekt';

/**
 * The requests of the OGC API – Features endpoint (/ogc, issue 26): the encoding, and the query of a
 * collection's items — paging, bounding box, time and the map's own filters.
 */

/** The one coordinate reference system served: WGS 84 longitude/latitude (OGC API – Features 1, 7.8). */
export const CRS84 = 'http://www.opengis.net/def/crs/OGC/1.3/CRS84';

/** Items per page by default (OGC API – Features 1, 7.15.3: 10) and at most. */
export const OGC_LIMIT = { standard: 10, max: 1_000 } as const;

/** The encodings of every resource: `f=json|html`, else the Accept header. */
export const OGC_FORMATE = ['json', 'html'] as const;
export type OgcFormat = (typeof OGC_FORMATE)[number];

const formatParam = z
  .enum(OGC_FORMATE)
  .optional()
  .meta({ description: 'the encoding: json or html (default: by Accept)' });

/** A time interval with open ends as null (ms since 1970). */
export interface Zeitraum {
  von: number | null;
  bis: number | null;
}

/** RFC 3339 date-time (with zone) or full date. */
const RFC3339 = /^\d{4}-\d{2}-\d{2}(?:[Tt]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2}))?$/;

/** One end of an interval: null when open ('..' or empty), undefined when not a valid instant. */
function zeitpunkt(text: string, ende: 'von' | 'bis'): number | null | undefined {
  if (text === '..' || text === '') return null;
  if (!RFC3339.test(text)) return undefined;
  const ms = Date.parse(text.length === 10 ? `${text}T00:00:00Z` : text.toUpperCase());
  if (Number.isNaN(ms)) return undefined;
  // A date alone stands for the whole day: up to its last millisecond as the end of an interval.
  return text.length === 10 && ende === 'bis' ? ms + 86_399_999 : ms;
}

/**
 * OGC API – Features 1, 7.15.4 `datetime`: an instant, or an interval `start/end` with `..` (or nothing) for
 * an open end; a date alone is that day. Matched against the listing's last change (geaendertam).
 */
export const datetimeParam = z
  .string()
  .transform((value, ctx): Zeitraum => {
    const parts = value.split('/');
    if (parts.length === 1) {
      const von = zeitpunkt(value, 'von');
      const bis = zeitpunkt(value, 'bis');
      if (typeof von === 'number' && typeof bis === 'number') return { von, bis };
    } else if (parts.length === 2) {
      const von = zeitpunkt(parts[0] ?? '', 'von');
      const bis = zeitpunkt(parts[1] ?? '', 'bis');
      if (
        von !== undefined &&
        bis !== undefined &&
        !(von === null && bis === null) &&
        (von ?? 0) <= (bis ?? Infinity)
      ) {
        return { von, bis };
      }
    }
    ctx.addIssue({ code: 'custom', message: 'an RFC 3339 instant or interval (start/end, .. for an open end)' });
    return z.NEVER;
  })
  .meta({ description: 'RFC 3339 instant or interval (start/end, .. open) of the last change' });

/** The map filters that fit open data: type, rent or buy, feature, area and price bands, the drawn area. */
export const ogcKartenFilterSchema = kartenFilterSchema.pick({
  selectedType: true,
  mieteOrKauf: true,
  selectedTag: true,
  selectedFlaeche: true,
  selectedPreis: true,
  ecoplusOnly: true,
  gebiet: true,
});

/** GET /ogc/…: the encoding only; any other parameter is refused (OGC API – Features 1, 7.6). */
export const ogcQuerySchema = z.strictObject({ f: formatParam });

/** GET /ogc/collections/{id}/items: paging, section, time and (collection `objekte`) the map filters. */
export const ogcItemsQuerySchema = z.strictObject({
  f: formatParam,
  limit: withDefault(numberParam({ integer: true, min: 1, max: OGC_LIMIT.max }), OGC_LIMIT.standard).meta({
    description: `items per page, 1 to ${OGC_LIMIT.max} (default ${OGC_LIMIT.standard})`,
  }),
  offset: withDefault(numberParam({ integer: true, min: 0 }), 0).meta({ description: 'items skipped' }),
  bbox: bboxParam.optional(),
  'bbox-crs': z.literal(CRS84).optional().meta({ description: 'only CRS84' }),
  datetime: datetimeParam.optional(),
  ...ogcKartenFilterSchema.shape,
});

export const ogcCollectionParamsSchema = z.object({ collectionId: z.string().max(64) });
export const ogcFeatureParamsSchema = ogcCollectionParamsSchema.extend({ featureId: z.string().max(64) });

export type OgcItemsQuery = z.output<typeof ogcItemsQuerySchema>;
