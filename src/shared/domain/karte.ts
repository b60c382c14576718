import { z } from 'zod';

/**
 * What a karte's `stylejson` may be (spec 3 'karte'): the layer kinds the map's layer builder
 * (client/components/map/karteLayers.ts) understands. The builder reads stylejson through
 * `parseKarteStyle`, and the admin API validates with the same schema, so a layer an administrator saves
 * is one the map can draw — one rule, one place.
 */

/** The groups of the layer panel: base maps, thematic overlays and border lines. */
export const KARTEN_GRUPPEN = ['basemap', 'overlay', 'border'] as const;
export type KartenGruppe = (typeof KARTEN_GRUPPEN)[number];

/** The border levels the portal draws itself ('vector-local'): Lower Austria's regions and districts. */
export const GRENZEN_EBENEN = ['region', 'bezirk'] as const;
export type GrenzenEbene = (typeof GRENZEN_EBENEN)[number];

/**
 * Where the portal serves the border lines of a level: static GeoJSON files of the built client, derived
 * from Statistik Austria's district boundaries by scripts/derive-grenzen.ts.
 */
export const grenzenUrl = (ebene: GrenzenEbene) =>
  ebene === 'region' ? '/geo/regionsgrenzen.geojson' : '/geo/bezirksgrenzen.geojson';

/** The credit the border lines carry (CC BY 4.0 asks for it). */
export const GRENZEN_ATTRIBUTION = 'Grenzen: Statistik Austria – data.statistik.gv.at (CC BY 4.0)';

/**
 * basemap.at, Austria's official base map (CC BY 4.0): the XYZ template of one of its layers in the
 * Web-Mercator grid (e.g. 'bmapgrau/normal', 'png') and the credit it asks for. The search map's base
 * layers (seed/karten.ts) and the exposé's optional base map (EXPOSE_TILE_URL) use it.
 */
export const BASEMAP_AT = {
  url: (layer: string, ext: 'png' | 'jpeg') =>
    `https://mapsneu.wien.gv.at/basemap/${layer}/google3857/{z}/{y}/{x}.${ext}`,
  attribution: 'Datenquelle: basemap.at',
} as const;

/** i18n keys of the stylejson validation messages (admin.karten.validation.*). */
export const STYLE_MESSAGES = {
  invalidJson: 'admin.karten.validation.invalidJson',
  notAnObject: 'admin.karten.validation.notAnObject',
  unknownType: 'admin.karten.validation.unknownType',
  url: 'admin.karten.validation.url',
  layers: 'admin.karten.validation.layers',
  level: 'admin.karten.validation.level',
  number: 'admin.karten.validation.number',
  themenlayer: 'admin.karten.validation.themenlayer',
  color: 'admin.karten.validation.color',
} as const;

/** Absolute http(s) URLs or paths on this site; never `javascript:` or `data:` sources. */
export const isLayerUrl = (value: string) => /^(https?:\/\/\S+|\/\S*)$/i.test(value);

const url = z.string({ message: STYLE_MESSAGES.url }).trim().refine(isLayerUrl, STYLE_MESSAGES.url);
const number = z.number({ message: STYLE_MESSAGES.number });
const zoom = number.min(0, STYLE_MESSAGES.number).max(23, STYLE_MESSAGES.number);
const common = {
  attribution: z.string({ message: STYLE_MESSAGES.notAnObject }).optional(),
  minZoom: zoom.optional(),
  maxZoom: zoom.optional(),
  opacity: number.min(0, STYLE_MESSAGES.number).max(1, STYLE_MESSAGES.number).optional(),
};
/** Border lines: colour, width and opacity (spec 9 'regional border … width 3 opacity 0.5'). */
const stroke = z
  .looseObject({
    color: z.string({ message: STYLE_MESSAGES.notAnObject }).optional(),
    width: number.min(0, STYLE_MESSAGES.number).max(50, STYLE_MESSAGES.number).optional(),
    opacity: number.min(0, STYLE_MESSAGES.number).max(1, STYLE_MESSAGES.number).optional(),
  })
  .optional();

/** A colour the map's canvas understands: #rgb, #rrggbb (with alpha) or rgb(a)(…). */
const color = z
  .string({ message: STYLE_MESSAGES.color })
  .trim()
  .regex(/^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|rgba?\([\d\s.,%]+\))$/i, STYLE_MESSAGES.color);
const layerId = z
  .number({ message: STYLE_MESSAGES.themenlayer })
  .int(STYLE_MESSAGES.themenlayer)
  .positive(STYLE_MESSAGES.themenlayer);

/**
 * One layer definition. Objects are loose: extra keys (e.g. a `thema` hint for the layer panel) are kept.
 * - xyz: a tile URL template with {z}/{x}/{y} (basemaps, tile overlays);
 * - wms: a WMS endpoint and its LAYERS parameter (drawn in 512 px tiles);
 * - geojson: a GeoJSON file drawn as lines (borders, isochrones);
 * - vector-local: region or district borders the portal draws from the border lines it ships (grenzenUrl);
 * - themenlayer: a thematic layer imported into the portal's database (issue #27), drawn from its areas
 *   (GET /api/themenlayer/{layer}/…) in the colour of its kind unless `fill` / `stroke` say otherwise.
 */
export const karteStyleSchema = z.discriminatedUnion(
  'type',
  [
    z.looseObject({ type: z.literal('xyz'), url, tileSize: number.int().min(64).max(1024).optional(), ...common }),
    z.looseObject({
      type: z.literal('wms'),
      url,
      params: z.looseObject(
        { LAYERS: z.string({ message: STYLE_MESSAGES.layers }).trim().min(1, STYLE_MESSAGES.layers) },
        { message: STYLE_MESSAGES.layers },
      ),
      ...common,
    }),
    z.looseObject({ type: z.literal('geojson'), url, stroke, ...common }),
    z.looseObject({
      type: z.literal('vector-local'),
      level: z.enum(GRENZEN_EBENEN, { message: STYLE_MESSAGES.level }),
      stroke,
      ...common,
    }),
    z.looseObject({
      type: z.literal('themenlayer'),
      layer: layerId,
      fill: color.optional(),
      stroke: color.optional(),
      ...common,
    }),
  ],
  { message: STYLE_MESSAGES.unknownType },
);
export type KarteStyle = z.infer<typeof karteStyleSchema>;

/** The layer definition of a stored stylejson, or null when the map cannot build a layer from it. */
export function parseKarteStyle(value: unknown): KarteStyle | null {
  const parsed = karteStyleSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The outcome of checking the text of a stylejson field: the definition, or the i18n key of the problem. */
export type StyleCheck = { ok: true; style: KarteStyle } | { ok: false; message: string };

/**
 * Checks the text an administrator typed: it must parse as JSON, be an object and be a layer definition
 * of `karteStyleSchema`. The message is the first problem found (an i18n key).
 */
export function checkStylejsonText(text: string): StyleCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: STYLE_MESSAGES.invalidJson };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, message: STYLE_MESSAGES.notAnObject };
  }
  const parsed = karteStyleSchema.safeParse(value);
  if (parsed.success) return { ok: true, style: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? STYLE_MESSAGES.unknownType };
}

/** A stylejson text field: the JSON text of the editor in, the checked layer definition out. */
export const stylejsonTextSchema = z.string().transform((text, ctx): KarteStyle => {
  const check = checkStylejsonText(text);
  if (check.ok) return check.style;
  ctx.addIssue({ code: 'custom', message: check.message });
  return z.NEVER;
});
