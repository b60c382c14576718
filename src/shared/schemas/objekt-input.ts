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
import { HALLENHOEHE_MAX, HALLENHOEHE_MIN } from '../domain/plausibility';
import { DEAKTIVIERUNGSGRUENDE } from '../domain/status';
import type { Objekt } from './objekt';

/**
 * The property editor's form and PUT /api/objekt/{id} body, with the rules of spec 5, in two strengths:
 * a draft (status in progress / draft) saves with whatever is filled in — every value given must be
 * valid, but only the property type is required; submitting for review, and any save of a listing under
 * review or released, needs the complete listing (spec 5: mandatory fields, a correct location, a plot
 * outline for plots, English translations). Messages are i18n keys: error.required reads
 * 'Pflichtfeld' / 'Obligatory input'.
 */
const required = 'error.required';
const text = (max: number) => z.string().trim().max(max, 'error.maxLength');
const emptyToNull = (v: string | null) => (v === '' ? null : v);
const optionalText = (max: number) => text(max).nullable().transform(emptyToNull);
const positive = z.number('error.required').gt(0, 'error.greaterThanZero');
const price = z.number().min(0, 'error.notNegative').nullable();
/** Hall height in metres, 1–50 (shared/domain/plausibility.ts). */
const hallenhoehe = z
  .number('error.required')
  .min(HALLENHOEHE_MIN, 'error.hallenhoeheRange')
  .max(HALLENHOEHE_MAX, 'error.hallenhoeheRange');

const merkmalIds = new Set(MERKMALE_WAEHLBAR.map((m) => m.id));
const infraIds = new Set(TECHNISCHE_INFRASTRUKTUR.map((t) => t.id));
const verkehrIds = new Set(VERKEHRSARTEN.map((v) => v.id));
const bezirkIds = new Set(BEZIRKE.map((b) => b.id));
const widmungIds = new Set(WIDMUNGEN.map((w) => w.id));

const isStandort = (wkt: string) => {
  const p = parsePointWkt(wkt);
  return p !== null && inRegion(p.lon, p.lat);
};
const isPolygon = (wkt: string) => looksLikePolygonWkt(wkt) && allInRegion(wkt);
/** A WKT value that may be missing ('' or null) but is valid when given. */
const optionalWkt = (max: number, valid: (wkt: string) => boolean, message: string) =>
  z
    .string()
    .max(max, message)
    .nullable()
    .transform(emptyToNull)
    .refine((wkt) => wkt === null || valid(wkt), message);

/** The fields of a draft: each valid when given, none but the property type required. */
const draftFields = {
  objektart: z.union(
    [z.literal(OBJEKTART.GRUNDSTUECK), z.literal(OBJEKTART.BUERO), z.literal(OBJEKTART.GEWERBEOBJEKT)],
    { error: required },
  ),
  objektname: text(120),
  objektname2: optionalText(120),
  strasse: optionalText(120),
  plz: z
    .string()
    .trim()
    .regex(/^(\d{4})?$/, 'error.postalCode'),
  ort: text(80),
  bezirk: z
    .string()
    .nullable()
    .transform(emptyToNull)
    .refine((id) => id === null || bezirkIds.has(id), 'error.bezirkRequired'),
  lageerreichbarkeit: optionalText(2000),
  detailbeschreibung: text(8000),
  internebeschreibung: optionalText(4000),
  kontakte: optionalText(1000),
  flaechenbezeichnung: optionalText(120),
  flaecheinqm: positive.nullable(),
  istteilbar: z.boolean(),
  kleinsteflaecheinqm: positive.nullable(),
  hallenhoehe: hallenhoehe.nullable(),
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
  standort: optionalWkt(200, isStandort, 'error.location'),
  /** Plot outline, WKT (MULTI)POLYGON in lon/lat inside the region; required for plots on submission. */
  polygon: optionalWkt(200_000, isPolygon, 'error.polygonInvalid'),
  uebersetzung: z.object({
    objektname_en: optionalText(120),
    detailbeschreibung_en: optionalText(8000),
    lageerreichbarkeit_en: optionalText(2000),
  }),
};

/** What submission adds: the mandatory fields, the location and the English translations. */
const completeFields = {
  ...draftFields,
  objektname: text(120).min(5, 'error.minLength5'),
  plz: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'error.postalCode'),
  ort: text(80).min(1, required),
  bezirk: z.string('error.bezirkRequired').refine((id) => bezirkIds.has(id), 'error.bezirkRequired'),
  detailbeschreibung: text(8000).min(5, 'error.minLength5'),
  flaecheinqm: positive,
  standort: z.string('error.location').max(200, 'error.location').refine(isStandort, 'error.location'),
  uebersetzung: z.object({
    objektname_en: z.string('error.translationRequired').trim().min(5, 'error.translationRequired').max(120),
    detailbeschreibung_en: z
      .string('error.translationRequired')
      .trim()
      .min(5, 'error.translationRequired')
      .max(8000, 'error.maxLength'),
    lageerreichbarkeit_en: optionalText(2000),
  }),
};

/** A rule that spans fields, reported at one path. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** The fields the cross-field rules read. */
interface CrossFields {
  objektart: number;
  istkaufobjekt: boolean;
  istmietobjekt: boolean;
  istteilbar: boolean;
  flaecheinqm: number | null;
  kleinsteflaecheinqm: number | null;
  polygon: string | null;
  lageerreichbarkeit: string | null;
  uebersetzung: { lageerreichbarkeit_en: string | null };
}

/**
 * The rules across fields: the smallest part never above the area (always); rent or buy, an outline for
 * plots, the smallest part when divisible and the English location text when there is a German one (on
 * submission).
 */
export function crossFieldIssues(o: CrossFields, complete: boolean): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const issue = (path: string, message: string) => issues.push({ path, message });
  const { kleinsteflaecheinqm: kleinste, flaecheinqm } = o;
  if (o.istteilbar && kleinste !== null && flaecheinqm !== null && kleinste > flaecheinqm) {
    issue('kleinsteflaecheinqm', 'error.minGreaterMax');
  }
  if (!complete) return issues;
  if (!o.istkaufobjekt && !o.istmietobjekt) issue('istmietobjekt', 'error.rentOrBuy');
  if (o.objektart === OBJEKTART.GRUNDSTUECK && !o.polygon) issue('polygon', 'error.polygonRequired');
  if (o.istteilbar && kleinste === null) issue('kleinsteflaecheinqm', required);
  if (o.lageerreichbarkeit && !o.uebersetzung.lageerreichbarkeit_en) {
    issue('uebersetzung.lageerreichbarkeit_en', 'error.translationRequired');
  }
  return issues;
}

const withCrossFields =
  (complete: boolean) =>
  (o: CrossFields, ctx: z.RefinementCtx): void => {
    for (const { path, message } of crossFieldIssues(o, complete)) {
      ctx.addIssue({ code: 'custom', path: path.split('.'), message });
    }
  };

/** A draft's fields (saving a listing in progress or draft). */
export const objektDraftSchema = z.object(draftFields).superRefine(withCrossFields(false));

/** The complete listing: submitting for review, and any save of a listing under review or released. */
export const objektInputSchema = z.object(completeFields).superRefine(withCrossFields(true));

export type ObjektDraft = z.output<typeof objektDraftSchema>;
export type ObjektInputForm = z.input<typeof objektDraftSchema>;

/**
 * What a listing still lacks for submission, all at once (field path → i18n key, in form order): the
 * complete schema's field rules, and the cross-field rules, which Zod runs only once every field passes.
 */
export function missingForSubmission(input: unknown): FieldIssue[] {
  const complete = objektInputSchema.safeParse(input);
  if (complete.success) return [];
  const issues = new Map<string, string>();
  for (const i of complete.error.issues) {
    const path = i.path.join('.');
    if (!issues.has(path)) issues.set(path, i.message);
  }
  const draft = objektDraftSchema.safeParse(input);
  if (draft.success) {
    for (const { path, message } of crossFieldIssues(draft.data, true))
      if (!issues.has(path)) issues.set(path, message);
  }
  return [...issues].map(([path, message]) => ({ path, message }));
}

/** A stored listing as the schemas' input (to judge it for submission). */
export function inputOfObjekt(o: Objekt): ObjektInputForm {
  return {
    objektart: o.objektart as ObjektInputForm['objektart'],
    objektname: o.objektname,
    objektname2: o.objektname2,
    strasse: o.strasse,
    plz: o.plz,
    ort: o.ort,
    bezirk: o.bezirk,
    lageerreichbarkeit: o.lageerreichbarkeit,
    detailbeschreibung: o.detailbeschreibung ?? '',
    internebeschreibung: o.internebeschreibung,
    kontakte: o.kontakte,
    flaechenbezeichnung: o.flaechenbezeichnung,
    flaecheinqm: o.flaecheinqm,
    istteilbar: o.istteilbar,
    kleinsteflaecheinqm: o.kleinsteflaecheinqm,
    hallenhoehe: o.hallenhoehe,
    istkaufobjekt: o.istkaufobjekt,
    istmietobjekt: o.istmietobjekt,
    kaufpreis: o.kaufpreis,
    kaufpreisproqm: o.kaufpreisproqm,
    mietpreis: o.mietpreis,
    mietpreisproqm: o.mietpreisproqm,
    grundstuecke: o.grundstuecke,
    tags: o.tags,
    standortbeschreibung: o.standortbeschreibung,
    widmungen: o.widmungen,
    technischeinfrastruktur: o.technischeinfrastruktur,
    verkehrsinfrastruktur: o.verkehrsinfrastruktur,
    standort: o.standort,
    polygon: o.polygon,
    uebersetzung: {
      objektname_en: o.uebersetzung?.objektname_en ?? null,
      detailbeschreibung_en: o.uebersetzung?.detailbeschreibung_en ?? null,
      lageerreichbarkeit_en: o.uebersetzung?.lageerreichbarkeit_en ?? null,
    },
  };
}

/**
 * PUT /api/objekt/{id}: the fields, and for a new object the confirmation of spec 5. The route checks the
 * draft rules; the service asks for the complete listing where the status needs it.
 */
export const objektSaveBodySchema = z.object({
  objekt: objektDraftSchema,
  /** Creating: the user confirms being owner, lawful landlord or broker with sole mandate. */
  bestaetigung: z.boolean().optional(),
});

const aktionFields = {
  aktion: z.enum(['einreichen', 'freigeben', 'ablehnen', 'deaktivieren', 'aktivieren', 'statusSetzen']),
  /** Target status where the action offers a choice (release, admin activation, set status). */
  status: z.number().int().optional(),
  grund: z.enum(DEAKTIVIERUNGSGRUENDE).optional(),
  /** Free text: required for 'sonstiges' and for a rejection. */
  grundtext: text(500).optional(),
};

/** The reasons an action needs: a deactivation its grund, 'sonstiges' and a rejection a free text. */
function requireReasons(
  b: { aktion: string; grund?: string; grundtext?: string },
  ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
) {
  if (b.aktion === 'deaktivieren' && !b.grund) ctx.addIssue({ code: 'custom', path: ['grund'], message: required });
  if ((b.grund === 'sonstiges' || b.aktion === 'ablehnen') && !b.grundtext) {
    ctx.addIssue({ code: 'custom', path: ['grundtext'], message: required });
  }
}

/** POST /api/objekt/{id}/status: a workflow action of shared/domain/status.ts. */
export const objektAktionBodySchema = z.object(aktionFields).superRefine(requireReasons);

/** The most objects one bulk status change takes (the admin list's largest page). */
export const BULK_MAX = 100;

/**
 * POST /api/admin/objekte/status: one workflow action for several objects (the admin list's bulk change),
 * with the same reasons as for one; all of them change or none.
 */
export const objektBulkAktionBodySchema = z
  .object({
    ...aktionFields,
    ids: z
      .array(z.uuid())
      .min(1)
      .max(BULK_MAX)
      .refine((ids) => new Set(ids).size === ids.length, 'duplicate ids'),
  })
  .superRefine(requireReasons);

export type ObjektBulkAktionBody = z.infer<typeof objektBulkAktionBodySchema>;
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
