import { z } from 'zod';
import { isModulsortPermutation } from '../domain/modulsort';
import { serialIdParam } from './admin-fields';

/**
 * The campaign administration (spec 2 /admin/kampagnen, spec 3 'kampagnen'): the body of
 * PUT /api/admin/kampagnen/{id} — every field an administrator edits — and the answers of the pool
 * uploads. The image and PDF pools are not part of the body: uploads and deletions change them at once,
 * so a form loaded before an upload can never drop a file. Messages are i18n keys.
 */

/** Module types of spec 3 ('bild, bildtext, textbild, or a type containing video or text'). */
export const MODUL_TYPEN = ['text', 'bild', 'bildtext', 'textbild', 'video'] as const;
export type ModulTyp = (typeof MODUL_TYPEN)[number];

/** The numbers of the content modules 1–6. */
export const MODUL_NUMMERN = [1, 2, 3, 4, 5, 6] as const;
export type ModulNummer = (typeof MODUL_NUMMERN)[number];

/** Where module 0 puts its text relative to the header image (spec 3, default rechts). */
export const TEXTPOSITIONEN = ['oben', 'unten', 'links', 'rechts', 'karte'] as const;

/** A routerurl: a readable path segment (letters, digits, '-' and '_'), used for old links to the article. */
export const ROUTERURL_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

const emptyToNull = (v: string | null) => (v === '' ? null : v);
const plainText = (max: number) => z.string().trim().max(max, 'error.maxLength').nullable().transform(emptyToNull);
/** Rich text; the server sanitises it before storing. */
const richText = z.string().max(200_000, 'error.maxLength').nullable().transform(emptyToNull);
/** An image of the pool (file name) or a built-in path under /img/; the server checks it against the pool. */
const fileRef = plainText(300);
/** Spec 9: image width setting 0–2; the image column is (3 − width) × 3 of 12. */
const bildbreite = z.number().int().min(0, 'error.invalidValue').max(2, 'error.invalidValue');
const flag = z.number().int().min(0).max(1);

type ModulInputShape<N extends ModulNummer> = Record<`modul${N}text`, typeof richText> &
  Record<`modul${N}bild`, typeof fileRef> &
  Record<`modul${N}typ`, z.ZodNullable<z.ZodEnum<{ [K in ModulTyp]: K }>>> &
  Record<`modul${N}anzeige`, z.ZodBoolean> &
  Record<`modul${N}bildbreite`, typeof bildbreite>;

const modulInput = <N extends ModulNummer>(n: N): ModulInputShape<N> =>
  ({
    [`modul${n}text`]: richText,
    [`modul${n}bild`]: fileRef,
    [`modul${n}typ`]: z.enum(MODUL_TYPEN, 'error.invalidValue').nullable(),
    [`modul${n}anzeige`]: z.boolean(),
    [`modul${n}bildbreite`]: bildbreite,
  }) as ModulInputShape<N>;

export const kampagneInputSchema = z.object({
  aktiv: z.boolean(),
  /** Featured in the home carousel. */
  titelseite: z.boolean(),
  reihenfolge: z.number('error.required').int('error.invalidValue').min(0, 'error.notNegative').max(100_000),
  seitenhintergrund: fileRef,
  header: z.string().trim().min(1, 'error.required').max(200, 'error.maxLength'),
  headersub: plainText(400),
  textdetail: richText,
  /** Linked objects (ids) in display order. */
  objekte: z
    .array(z.uuid('error.invalidValue'))
    .max(500, 'error.maxLength')
    .refine((ids) => new Set(ids).size === ids.length, 'error.invalidValue'),
  objekticon: fileRef,
  modultitel: flag,
  modulwissen: flag,
  modulsort: z.string().refine(isModulsortPermutation, 'admin.kampagnen.errors.modulsort'),
  modul0anzeige: z.boolean(),
  modul0textposition: z.enum(TEXTPOSITIONEN, 'error.invalidValue'),
  modul0bildbreite: bildbreite,
  ...modulInput(1),
  ...modulInput(2),
  ...modulInput(3),
  ...modulInput(4),
  ...modulInput(5),
  ...modulInput(6),
  veranstaltungentext: richText,
  veranstaltungenanzeige: z.boolean(),
  newstext: richText,
  newsanzeige: z.boolean(),
  downloadsanzeige: z.boolean(),
  routerurl: z
    .string()
    .trim()
    .max(120, 'error.maxLength')
    .refine((v) => v === '' || ROUTERURL_PATTERN.test(v), 'admin.kampagnen.errors.routerurl')
    .nullable()
    .transform(emptyToNull),
  metatitle: plainText(200),
  metadescription: plainText(500),
});

/** The form's values (before the '' → null transforms). */
export type KampagneInputValues = z.input<typeof kampagneInputSchema>;
/** The body as the server stores it. */
export type KampagneInput = z.output<typeof kampagneInputSchema>;

/**
 * The fields that may show an image of the pool: the server refuses a file that is not in the pool, and
 * deleting a pool image empties them (in the database and in an open editor).
 */
export const IMAGE_FIELDS = [
  'seitenhintergrund',
  'objekticon',
  'modul1bild',
  'modul2bild',
  'modul3bild',
  'modul4bild',
  'modul5bild',
  'modul6bild',
] as const satisfies readonly (keyof KampagneInput)[];

/** GET/DELETE …/kampagnen/{id}. */
export const kampagneIdParamsSchema = z.object({ id: serialIdParam });

/** DELETE …/kampagnen/{id}/bilder/{file} and …/pdfs/{file}. */
export const kampagneFileParamsSchema = kampagneIdParamsSchema.extend({ file: z.string().min(1).max(300) });

/** The answer of an image upload or deletion: the new file (if any) and the pool afterwards. */
export const poolbilderAnswerSchema = z.object({ file: z.string().nullable(), poolbilder: z.array(z.string()) });
/** The answer of a PDF upload or deletion. */
export const poolpdfAnswerSchema = z.object({ file: z.string().nullable(), poolpdf: z.array(z.string()) });
