import { z } from 'zod';
import { allInRegion, inRegion, looksLikePolygonWkt, parsePointWkt } from '../domain/geo';
import {
  BEZIRKE,
  MERKMALE_WAEHLBAR,
  OBJEKTART,
  TECHNISCHE_INFRASTRUKTUR,
  VERKEHRSARTEN,
  WIDMUNGEN,
} from '../domain/objekt';
import { DEAKTIVIERUNGSGRUENDE } from '../domain/status';

/**
 * The property editor's form and PUT /api/objekt/{id} body, with the rules of spec 5. Messages are
 * i18n keys: error.required reads 'Pflichtfeld' / 'Obligatory input'.
 */
const required = 'error.required';
const text = (max: number) => z.string().trim().max(max, 'error.maxLength');
const optionalText = (max: number) =>
  text(max)
    .nullable()
    .transform((v) => (v === '' ? null : v));
const positive = z.number('error.required').gt(0, 'error.greaterThanZero');
const price = z.number().min(0, 'error.notNegative').nullable();

const merkmalIds = new Set(MERKMALE_WAEHLBAR.map((m) => m.id));
const infraIds = new Set(TECHNISCHE_INFRASTRUKTUR.map((t) => t.id));
const verkehrIds = new Set(VERKEHRSARTEN.map((v) => v.id));
const bezirkIds = new Set(BEZIRKE.map((b) => b.id));
const widmungIds = new Set(WIDMUNGEN.map((w) => w.id));

export const objektInputSchema = z
  .object({
    objektart: z.union(
      [z.literal(OBJEKTART.GRUNDSTUECK), z.literal(OBJEKTART.BUERO), z.literal(OBJEKTART.GEWERBEOBJEKT)],
      {
        error: required,
      },
    ),
    objektname: text(120).min(5, 'error.minLength5'),
    objektname2: optionalText(120),
    strasse: optionalText(120),
    plz: z
      .string()
      .trim()
      .regex(/^\d{4}$/, 'error.postalCode'),
    ort: text(80).min(1, required),
    bezirk: z.string().refine((id) => bezirkIds.has(id), 'error.bezirkRequired'),
    lageerreichbarkeit: optionalText(2000),
    detailbeschreibung: text(8000).min(5, 'error.minLength5'),
    internebeschreibung: optionalText(4000),
    kontakte: optionalText(1000),
    flaechenbezeichnung: optionalText(120),
    flaecheinqm: positive,
    istteilbar: z.boolean(),
    kleinsteflaecheinqm: positive.nullable(),
    hallenhoehe: positive.nullable(),
    istkaufobjekt: z.boolean(),
    istmietobjekt: z.boolean(),
    kaufpreis: price,
    kaufpreisproqm: price,
    mietpreis: price,
    /** 0 means 'upon request' (spec 3). */
    mietpreisproqm: price,
    grundstuecke: z.array(text(40).min(1)).max(100),
    tags: z.array(text(40).min(1)).max(30),
    standortbeschreibung: z
      .array(
        z
          .number()
          .int()
          .refine((id) => merkmalIds.has(id), 'error.invalidValue'),
      )
      .max(60),
    widmungen: z.array(z.string().refine((id) => widmungIds.has(id), 'error.invalidValue')).max(20),
    technischeinfrastruktur: z
      .array(
        z
          .number()
          .int()
          .refine((id) => infraIds.has(id), 'error.invalidValue'),
      )
      .max(30),
    verkehrsinfrastruktur: z
      .array(
        z.object({
          type: z
            .number()
            .int()
            .refine((id) => verkehrIds.has(id), 'error.invalidValue'),
          connection: text(120).min(1, required),
          distance: z.number().min(0, 'error.notNegative').max(500),
        }),
      )
      .max(20),
    /** Location point, WKT in lon/lat inside the region (spec 5 'a correct location'). */
    standort: z.string().refine((wkt) => {
      const p = parsePointWkt(wkt);
      return p !== null && inRegion(p.lon, p.lat);
    }, 'error.location'),
    /** Plot outline, WKT (MULTI)POLYGON in lon/lat inside the region; required for plots. */
    polygon: z
      .string()
      .max(200_000)
      .refine((wkt) => looksLikePolygonWkt(wkt) && allInRegion(wkt), 'error.polygonInvalid')
      .nullable(),
    uebersetzung: z.object({
      objektname_en: text(120).min(5, 'error.translationRequired'),
      detailbeschreibung_en: text(8000).min(5, 'error.translationRequired'),
      lageerreichbarkeit_en: optionalText(2000),
    }),
  })
  .superRefine((o, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (!o.istkaufobjekt && !o.istmietobjekt) issue(['istmietobjekt'], 'error.rentOrBuy');
    if (o.objektart === OBJEKTART.GRUNDSTUECK && !o.polygon) issue(['polygon'], 'error.polygonRequired');
    if (o.istteilbar && o.kleinsteflaecheinqm === null) issue(['kleinsteflaecheinqm'], required);
    if (o.istteilbar && o.kleinsteflaecheinqm !== null && o.kleinsteflaecheinqm > o.flaecheinqm) {
      issue(['kleinsteflaecheinqm'], 'error.minGreaterMax');
    }
    if (o.lageerreichbarkeit && !o.uebersetzung.lageerreichbarkeit_en) {
      issue(['uebersetzung', 'lageerreichbarkeit_en'], 'error.translationRequired');
    }
  });

export type ObjektInput = z.output<typeof objektInputSchema>;
export type ObjektInputForm = z.input<typeof objektInputSchema>;

/** PUT /api/objekt/{id}: the fields, and for a new object the confirmation of spec 5. */
export const objektSaveBodySchema = z.object({
  objekt: objektInputSchema,
  /** Creating: the user confirms being owner, lawful landlord or broker with sole mandate. */
  bestaetigung: z.boolean().optional(),
});

/** POST /api/objekt/{id}/status: a workflow action of shared/domain/status.ts. */
export const objektAktionBodySchema = z
  .object({
    aktion: z.enum(['einreichen', 'freigeben', 'ablehnen', 'deaktivieren', 'aktivieren', 'statusSetzen']),
    /** Target status where the action offers a choice (release, admin activation, set status). */
    status: z.number().int().optional(),
    grund: z.enum(DEAKTIVIERUNGSGRUENDE).optional(),
    /** Free text: required for 'sonstiges' and for a rejection. */
    grundtext: text(500).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.aktion === 'deaktivieren' && !b.grund) ctx.addIssue({ code: 'custom', path: ['grund'], message: required });
    if ((b.grund === 'sonstiges' || b.aktion === 'ablehnen') && !b.grundtext) {
      ctx.addIssue({ code: 'custom', path: ['grundtext'], message: required });
    }
  });

export type ObjektAktionBody = z.infer<typeof objektAktionBodySchema>;

/** One entry of an object's history (who, when, from, to, reason). */
export const objektHistorieSchema = z.object({
  zeit: z.string(),
  aktion: z.string(),
  von: z.number().int().nullable(),
  nach: z.number().int().nullable(),
  grund: z.string().nullable(),
  benutzer: z.string().nullable(),
});
