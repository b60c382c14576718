import { z } from 'zod';
import { isFoerderCode } from '../domain/foerderung';
import { PASSWORD_MAX_LENGTH, passwordProblem } from '../domain/password';
import { DEFAULT_LANG, LANGS } from '../domain/routes';
import { codes } from './admin-foerderung';

/**
 * Request schemas of the account calls. Every message is an i18n key (spec 5/8 wording lives in the
 * catalogues), so the server's 400 `fields` and the client's form errors translate the same way.
 */

/** Spec 5: the e-mail pattern; a failure reads 'Ungültige Email.' (error.invalidEmail). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const required = 'error.required';
/** An e-mail address (spec 5): trimmed, at most 254 characters, matching EMAIL_PATTERN. */
export const emailSchema = z
  .string()
  .trim()
  .min(1, required)
  .max(254, 'error.maxLength')
  .regex(EMAIL_PATTERN, 'error.invalidEmail');
/** A new password (registration, change, reset): the one rule of shared/domain/password.ts. */
const password = z
  .string()
  .min(1, required)
  .max(PASSWORD_MAX_LENGTH, 'error.maxLength')
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
const lang = z.enum(LANGS).default(DEFAULT_LANG);

/**
 * POST /api/login — username is the e-mail address. `captcha` (a solved ALTCHA challenge) is needed only
 * once the server has answered captchaRequired (too many failed logins from this address or to this account).
 */
export const loginBodySchema = z.object({
  username: z.string().trim().min(1, required).max(254, 'error.maxLength'),
  password: z.string().min(1, required).max(PASSWORD_MAX_LENGTH, 'error.maxLength'),
  captcha: z.string().max(8192).optional(),
});

/** POST /api/register (spec 7: email, passwort; plus the form's other fields of spec 2/5). */
export const registerBodySchema = z
  .object({
    email: emailSchema,
    passwort: password,
    passwortWiederholung: z.string().min(1, required),
    agb: z.boolean().refine((v) => v, 'error.termsRequired'),
    newsletter: z.boolean().default(false),
    /** The ALTCHA payload (base64 JSON) of the solved challenge. */
    captcha: z.string().min(1, 'error.captcha').max(8192),
    lang,
    /**
     * Where the verification link leads after login (e.g. the listing that asked for registration); only a
     * safe same-origin path is used (shared/domain/next.ts), anything else is dropped.
     */
    next: z.string().max(2000).optional(),
  })
  .refine((b) => b.passwort === b.passwortWiederholung, {
    path: ['passwortWiederholung'],
    message: 'label.password.notIdentical',
  });

/** POST /api/verify — the token from the verification link. */
export const tokenBodySchema = z.object({ token: z.string().min(20).max(100) });

/** POST /api/passwordreset — a missing username is error.missingEmail (spec 5). */
export const passwordResetBodySchema = z.object({
  username: z.string().trim().min(1, 'error.missingEmail').max(254, 'error.maxLength'),
  lang,
});

/** POST /api/passwordreset/confirm — sets a new password with the token from the mail. */
export const passwordResetConfirmSchema = z
  .object({ token: z.string().min(20).max(100), passwort: password, passwortWiederholung: z.string().min(1, required) })
  .refine((b) => b.passwort === b.passwortWiederholung, {
    path: ['passwortWiederholung'],
    message: 'label.password.notIdentical',
  });

/** POST /api/account/password — changing the password needs the old one (spec 5). */
export const changePasswordSchema = z
  .object({
    oldPassword: z.string().min(1, required).max(PASSWORD_MAX_LENGTH, 'error.maxLength'),
    newPassword: password,
    newPasswordRepeat: z.string().min(1, required),
  })
  .refine((b) => b.newPassword === b.newPasswordRepeat, {
    path: ['newPasswordRepeat'],
    message: 'label.password.notIdentical',
  });

const text = (max: number) => z.string().trim().max(max, 'error.maxLength').nullable();
/** A mandatory profile field: missing, null or blank reads 'Pflichtfeld' (error.required). */
const mandatory = (max: number) => z.string({ error: required }).trim().min(1, required).max(max, 'error.maxLength');

/**
 * The profile fields of spec 3, each optional: what administrators may store for a user (the user then
 * completes the profile, spec 2). The user's own saves use profileSchema below.
 */
export const profileFieldsSchema = z.object({
  title: text(40),
  firstName: text(80),
  lastName: text(80),
  companyName: text(160),
  address: text(160),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'error.postalCode')
    .nullable()
    .or(z.literal('').transform(() => null)),
  city: text(80),
  country: text(80),
  phone: text(40),
  mobile: text(40),
  contactPerson: text(120),
  newsletterConsent: z.boolean(),
  informationConsent: z.boolean(),
  interestLocationSearch: z.boolean(),
  interestFunding: z.boolean(),
  isPropertyOwner: z.boolean(),
});

/**
 * The company profile (issue #27), by which a property's funding programmes are ranked: the company's size
 * (a code of unternehmensgroessen, null = not given) and the project types it plans (codes of vorhaben).
 * Missing from a body = left as stored.
 */
const firmenprofilFields = {
  unternehmensgroesse: z
    .string()
    .refine((code) => isFoerderCode('unternehmensgroessen', code), 'error.invalidValue')
    .nullable()
    .optional(),
  vorhaben: codes('vorhaben').optional(),
};

/**
 * PUT /api/account — the profile fields of spec 3 a user edits themselves, and the company profile; the
 * mandatory ones of spec 2's profile completion (shared/domain/account.ts MANDATORY_PROFILE_FIELDS) may not
 * be cleared.
 */
export const profileSchema = profileFieldsSchema.extend({
  ...firmenprofilFields,
  firstName: mandatory(80),
  lastName: mandatory(80),
  postalCode: z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(/^\d{4}$/, 'error.postalCode'),
  city: mandatory(80),
  country: mandatory(80),
});

/** PUT /api/account/statistik-mail — the monthly summary of the own listings' figures by mail, on or off. */
export const statistikMailSchema = z.object({ statistikMail: z.boolean() });

/** POST /api/account/terms — accept or decline the current terms (declining logs out). */
export const termsDecisionSchema = z.object({ accept: z.boolean() });

/** POST /api/account/delete — deleting the own account needs the password. */
export const deleteAccountSchema = z.object({ password: z.string().min(1, required).max(PASSWORD_MAX_LENGTH) });

/** A plain success answer of the account calls. */
export const okSchema = z.object({ ok: z.literal(true) });

export type LoginBody = z.infer<typeof loginBodySchema>;
export type RegisterBody = z.input<typeof registerBodySchema>;
export type ProfileBody = z.infer<typeof profileSchema>;
/** What the account form sends: every field may be empty (null); the server refuses missing mandatory ones. */
export type ProfileFieldsBody = z.infer<typeof profileFieldsSchema> &
  Partial<Pick<ProfileBody, keyof typeof firmenprofilFields>>;
