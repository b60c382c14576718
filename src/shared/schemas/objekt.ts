import { z } from 'zod';
import { BBOX_PATTERN, type Bbox, parseBbox } from '../domain/ausschnitt';
import { DOKUMENT_TITEL_MAX } from '../domain/dateiname';
import { kartenFilterSchema } from '../domain/kartenfilter';
import { LANGS } from '../domain/routes';

/** A picture as the map's summaries carry it (the first of an object). */
export const bildKurzSchema = z.object({
  msid: z.string(),
  id: z.string(),
  mimetype: z.string(),
  s3filename: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/**
 * A property's image or document as the client sees it; images are served at /bilder/{240|1920}/{s3filename},
 * documents at /dokumente/{s3filename}. `crmfilename` is the uploaded file's original name (sanitised),
 * `titel` the title the owner gave it (documents), or null.
 */
export const objektbildSchema = bildKurzSchema.extend({
  crmfilename: z.string(),
  titel: z.string().nullable(),
});

/** PATCH /api/objekt/{id}/bilder/{msid}: a document's title; empty or null removes it. */
export const bildTitelBodySchema = z.object({
  titel: z
    .string()
    .trim()
    .max(DOKUMENT_TITEL_MAX, 'error.maxLength')
    .nullable()
    .transform((t) => (t ? t : null)),
});

/** A transport connection: type (verkehrsart id), connection name and distance in km. */
export const verkehrSchema = z.object({ type: z.number().int(), connection: z.string(), distance: z.number() });

export const uebersetzungSchema = z.object({
  msid: z.string(),
  objektname_en: z.string().nullable(),
  detailbeschreibung_en: z.string().nullable(),
  lageerreichbarkeit_en: z.string().nullable(),
});

/**
 * A property as the API presents it (GET /api/objekt). Contact details, owner and internal notes are
 * filled only for viewers allowed to see them (see server/objekt/presenter.ts); otherwise null.
 */
export const objektSchema = z.object({
  id: z.string(),
  msid: z.string(),
  status: z.number().int(),
  objektnummer: z.string(),
  objektname: z.string(),
  objektname2: z.string().nullable(),
  ort: z.string(),
  plz: z.string(),
  strasse: z.string().nullable(),
  bezirk: z.string().nullable(),
  lageerreichbarkeit: z.string().nullable(),
  /** Feature catalogue ids (spec 3). */
  standortbeschreibung: z.array(z.number().int()),
  kontakte: z.string().nullable(),
  erstelltam: z.string(),
  geaendertam: z.string(),
  /**
   * When the owner or the agency last saved the listing (confirming it is current; an owner's save of a
   * pending change counts too): the freshness seekers see on the detail page.
   */
  bestaetigtam: z.string(),
  geaendertvon: z.number().int().nullable(),
  exportnachkomsis: z.boolean(),
  koordinatentyp: z.number().int(),
  grundstuecke: z.array(z.string()),
  objektart: z.number().int(),
  hallenhoehe: z.number().nullable(),
  flaechenbezeichnung: z.string().nullable(),
  flaecheinqm: z.number().nullable(),
  istteilbar: z.boolean(),
  kleinsteflaecheinqm: z.number().nullable(),
  istkaufobjekt: z.boolean(),
  istmietobjekt: z.boolean(),
  kaufpreis: z.number().nullable(),
  kaufpreisproqm: z.number().nullable(),
  mietpreis: z.number().nullable(),
  mietpreisproqm: z.number().nullable(),
  detailbeschreibung: z.string().nullable(),
  internebeschreibung: z.string().nullable(),
  versionsnummer: z.number().int(),
  widmungen: z.array(z.string()),
  technischeinfrastruktur: z.array(z.number().int()),
  verkehrsinfrastruktur: z.array(verkehrSchema),
  bilder: z.array(objektbildSchema),
  /** Location point as WKT (lon/lat). */
  standort: z.string().nullable(),
  /** WKT (lon/lat); the client reads it as one collection and shows it in web-mercator. */
  geometry: z.string().nullable(),
  /** Plot outline as WKT (lon/lat). */
  polygon: z.string().nullable(),
  owner: z.number().int().nullable(),
  uebersetzung: uebersetzungSchema.nullable(),
  istabgelaufen: z.boolean(),
  ablaufdatum: z.string().nullable(),
  ecoplus: z.boolean(),
  tags: z.array(z.string()),
  /**
   * Present and true only for the owner and administrators while a change of this released property waits
   * for the agency's review (the released version stays online meanwhile).
   */
  aenderungInPruefung: z.boolean().optional(),
  /** Site check: touches an HQ100 flood area / a Natura 2000 area (the map filters 'outside …'). */
  inHq100: z.boolean().optional(),
  inNatura2000: z.boolean().optional(),
});

/**
 * Query of GET /api/objekt: administrators may ask for any statuses (comma-separated codes); `eigene=true`
 * gives the caller's own objects only, in any status (none for anonymous callers).
 */
/** A list of statuses in a query: comma-separated nine-digit codes. */
export const statusListParam = z
  .string()
  .regex(/^\d{9}(,\d{9})*$/, 'comma-separated nine-digit status codes')
  .optional();

export const objektListQuerySchema = z.object({
  status: statusListParam,
  eigene: z.literal('true').optional(),
});

export const objektIdParamsSchema = z.object({ objektId: z.uuid() });

export type Objekt = z.infer<typeof objektSchema>;
export type Objektbild = z.infer<typeof objektbildSchema>;

/**
 * GET /api/objekt/anzahl: unexpired objects visible anonymously and after registration; how many objects
 * the caller's map loads (administrators: every status), and whether the map loads them by extent (more
 * than the portal's threshold, shared/domain/ausschnitt.ts).
 */
export const objektAnzahlSchema = z.object({
  oeffentlich: z.number().int(),
  mitLogin: z.number().int(),
  sichtbar: z.number().int(),
  ausschnitt: z.boolean(),
});

/**
 * What the map page shows of an object (markers, popup, list rows): a part of `Objekt` with the same field
 * names, so a full object can stand for it. `bilder` holds the first picture only.
 */
export const objektKurzSchema = objektSchema
  .pick({
    id: true,
    status: true,
    objektname: true,
    ort: true,
    plz: true,
    bezirk: true,
    objektart: true,
    standortbeschreibung: true,
    flaecheinqm: true,
    istteilbar: true,
    kleinsteflaecheinqm: true,
    istkaufobjekt: true,
    istmietobjekt: true,
    kaufpreis: true,
    kaufpreisproqm: true,
    mietpreis: true,
    mietpreisproqm: true,
    bilder: true,
    standort: true,
    geometry: true,
    polygon: true,
    istabgelaufen: true,
    ecoplus: true,
    inHq100: true,
    inNatura2000: true,
  })
  .extend({
    bilder: z.array(bildKurzSchema),
    uebersetzung: uebersetzungSchema.pick({ objektname_en: true }).nullable(),
  });

/** Matching objects of one district in a map section: how many, and where the one nearest their mean position stands. */
export const bezirkAnzahlSchema = z.object({
  bezirk: z.string(),
  anzahl: z.number().int(),
  lon: z.number(),
  lat: z.number(),
});

/**
 * GET /api/objekt/ausschnitt: the objects in a map section passing the map filters (anzahl of them). Up to
 * the server's maximum they are listed (objekte, newest first) and bezirke is empty; above it objekte is
 * empty and bezirke counts them per district.
 */
export const objektAusschnittSchema = z.object({
  anzahl: z.number().int(),
  objekte: z.array(objektKurzSchema),
  bezirke: z.array(bezirkAnzahlSchema),
});

/**
 * A map section as the query carries it: minLon,minLat,maxLon,maxLat in decimal degrees (lon −180…180,
 * lat −90…90, min ≤ max), read into a Bbox.
 */
export const bboxParam = z
  .string()
  .regex(BBOX_PATTERN, 'minLon,minLat,maxLon,maxLat in decimal degrees')
  .transform((value, ctx): Bbox => {
    const bbox = parseBbox(value);
    if (bbox) return bbox;
    ctx.addIssue({ code: 'custom', message: 'lon −180…180, lat −90…90, min ≤ max' });
    return z.NEVER;
  })
  .meta({ description: 'minLon,minLat,maxLon,maxLat in decimal degrees (EPSG:4326)' });

/**
 * Query of GET /api/objekt/ausschnitt: the section (bbox; not needed with ignoreExtent), the map filters
 * (shared/domain/kartenfilter.ts, the map page's URL codec reads the same schema) and the language the
 * search text q is matched in.
 */
export const objektAusschnittQuerySchema = kartenFilterSchema.extend({
  bbox: bboxParam.optional(),
  lang: z.enum(LANGS).optional().meta({ description: 'the language the search text q is matched in (default de)' }),
});

export type ObjektKurz = z.infer<typeof objektKurzSchema>;
export type BezirkAnzahl = z.infer<typeof bezirkAnzahlSchema>;
export type ObjektAusschnitt = z.infer<typeof objektAusschnittSchema>;

/**
 * The reduced summary of a listing shown with login (status 180620002) for callers who may not see it
 * (shared/domain/vorschau.ts): id, type, district, area band (class index of spec 9, null without area)
 * and the position rounded to about 100 m. Strict: a field more is an error, never sent.
 */
export const objektVorschauSchema = z.strictObject({
  id: z.string(),
  objektart: z.number().int(),
  bezirk: z.string().nullable(),
  flaechenklasse: z.number().int().nullable(),
  lon: z.number(),
  lat: z.number(),
});

/**
 * GET /api/objekt/vorschau: the summaries of listings shown with login (in a map section with bbox), anzahl
 * of them; above the server's maximum objekte is empty.
 */
export const objektVorschauListeSchema = z.object({
  anzahl: z.number().int(),
  objekte: z.array(objektVorschauSchema),
});

/**
 * Query of GET /api/objekt/vorschau: optionally a map section, and the map filters (of which the summaries
 * are checked against those shared/domain/vorschau.ts names).
 */
export const objektVorschauQuerySchema = kartenFilterSchema.extend({ bbox: bboxParam.optional() });

export type ObjektVorschau = z.infer<typeof objektVorschauSchema>;
export type ObjektVorschauListe = z.infer<typeof objektVorschauListeSchema>;
