import { z } from 'zod';
import { NACHRICHT_MAX, NACHRICHT_MIN, TELEFON_PATTERN } from '../domain/anfrage';

/**
 * POST /api/objekt/{objektId}/anfrage — an enquiry to the listing's contact. Every message is an i18n key.
 * `einwilligung` (consent to pass the sender's contact on to the lister) must be true: the server answers
 * consentRequired otherwise. `captcha` (a solved ALTCHA challenge) is needed from accounts younger than a
 * day (the server answers captchaRequired without it).
 */
export const anfrageBodySchema = z.object({
  nachricht: z.string().trim().min(NACHRICHT_MIN, 'error.anfrageNachrichtKurz').max(NACHRICHT_MAX, 'error.maxLength'),
  /** Optional; an empty field is no number. */
  telefon: z
    .string()
    .trim()
    .max(30, 'error.maxLength')
    .refine((v) => v === '' || TELEFON_PATTERN.test(v), 'error.invalidPhone')
    .transform((v) => v || null)
    .nullable()
    .optional(),
  einwilligung: z.boolean(),
  captcha: z.string().max(8192).optional(),
});

/** The form's rule on top of the request's: consent is required before anything is sent. */
export const anfrageFormSchema = anfrageBodySchema.refine((b) => b.einwilligung, {
  path: ['einwilligung'],
  message: 'error.consentRequired',
});

export type AnfrageBody = z.input<typeof anfrageBodySchema>;

/** The answer of a sent enquiry. */
export const anfrageSentSchema = z.object({ id: z.number().int(), createdAt: z.string() });

/** One received enquiry as the listing's owner and administrators see it: the sender as at sending time. */
export const anfrageSchema = z.object({
  id: z.number().int(),
  objektId: z.uuid(),
  createdAt: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  firma: z.string().nullable(),
  telefon: z.string().nullable(),
  nachricht: z.string(),
  /** Where the enquiry was mailed (the listing's contact address, the owner's, or the agency's). */
  empfaenger: z.string(),
});

/** GET /api/anfragen/anzahl — per own listing with enquiries: how many, and when the last came. */
export const anfrageAnzahlSchema = z.object({ objektId: z.uuid(), anzahl: z.number().int(), letzte: z.string() });

export type Anfrage = z.infer<typeof anfrageSchema>;
export type AnfrageAnzahl = z.infer<typeof anfrageAnzahlSchema>;
