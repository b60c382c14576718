import { z } from 'zod';
import { serialIdParam } from './admin-fields';

/**
 * GET /api/userdata — the current user as the client sees it. An anonymous caller gets `{ userlevel: 0 }`.
 * favoriten holds strings of the form 'objekt.{id}' (spec 3).
 */
export const userdataSchema = z.object({
  id: z.number().int().optional(),
  userlevel: z.number().int(),
  username: z.string().optional(),
  email: z.string().optional(),
  firstName: z.string().nullable().optional(),
  lastName: z.string().nullable().optional(),
  title: z.string().nullable().optional(),
  companyName: z.string().nullable().optional(),
  customerNumber: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
  postalCode: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  country: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  mobile: z.string().nullable().optional(),
  contactPerson: z.string().nullable().optional(),
  shortCode: z.string().nullable().optional(),
  countries: z.array(z.string()).optional(),
  photo: z.string().nullable().optional(),
  remark: z.string().nullable().optional(),
  newsletterConsent: z.boolean().optional(),
  termsConsent: z.boolean().optional(),
  informationConsent: z.boolean().optional(),
  interestLocationSearch: z.boolean().optional(),
  interestFunding: z.boolean().optional(),
  isPropertyOwner: z.boolean().optional(),
  /** The monthly summary of the own listings' figures by mail (opt-in). */
  statistikMail: z.boolean().optional(),
  /** Marked by the agency as broker: may import OpenImmo feeds and keep personal API keys (issue #26). */
  makler: z.boolean().optional(),
  /** Company profile (issue #27): a code of unternehmensgroessen, or null. */
  unternehmensgroesse: z.string().nullable().optional(),
  /** Company profile: codes of vorhaben. */
  vorhaben: z.array(z.string()).optional(),
  favoriten: z.array(z.string()).optional(),
  /** False when the user has not yet accepted the current terms version (spec 2). */
  termsAccepted: z.boolean().optional(),
  /** Mandatory profile fields still empty (shared/domain/account.ts). */
  missingProfileFields: z.array(z.string()).optional(),
  /** Two-factor sign-in is on; administrators without it must set it up before the administration works. */
  twoFactorEnabled: z.boolean().optional(),
});

/** GET /api/contact/{id} — the per-user contact record. */
export const contactSchema = z.object({
  id: z.number().int(),
  user: z.number().int(),
  name: z.string().nullable(),
  company: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
});

/**
 * The answer of GET /api/contact/{id}: the record, or null for a user who has none (not every account has
 * one; a missing record is no error, so the page that asks does not log a failure on every load).
 */
export const contactAnswerSchema = contactSchema.nullable();

export const contactParamsSchema = z.object({ id: serialIdParam });

export type Userdata = z.infer<typeof userdataSchema>;
export type Contact = z.infer<typeof contactSchema>;
