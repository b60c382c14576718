import { z } from 'zod';
import {
  booleanParam,
  numberParam,
  queryFields,
  SORT_DIRECTIONS,
  type SortDirection,
  stringParam,
  textParam,
  withDefault,
} from '../domain/query';
import { DEFAULT_LANG, LANGS } from '../domain/routes';
import { serialId, serialIdParam } from './admin-fields';
import { emailSchema, profileFieldsSchema } from './auth';

/**
 * The administrators' user management (/{lang}/admin/benutzer, calls under /api/admin/benutzer).
 * The profile rules are the account page's (profileFieldsSchema, without its mandatory fields: an
 * administrator may store an incomplete profile, which the user then completes); only what administrators may change on top
 * of it (e-mail, level, verification, the agency's own fields) is declared here.
 */

/** User levels an administrator can assign: 1 = registered … 9; above 6 is an administrator (spec 6). */
export const USERLEVEL_MIN = 1;
export const USERLEVEL_MAX = 9;

/** Sortable columns of the user list. */
export const ADMIN_USER_SORT = ['email', 'name', 'company', 'userlevel', 'createdAt'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORT)[number];

/** The state filter of the user list: may log in, locked, or not verified yet. */
export const USER_STATES = ['aktiv', 'gesperrt', 'unbestaetigt'] as const;

/**
 * GET /api/admin/benutzer: server-side search (e-mail, names, company), sorting and paging; each a typed query
 * parameter (shared/domain/query.ts), also the page's URL codec and the client's request.
 */
export const adminUserQuerySchema = z.object({
  page: withDefault(numberParam({ integer: true, min: 1 }), 1),
  pageSize: withDefault(numberParam({ integer: true, min: 5, max: 100 }), 25),
  q: textParam(z.string().max(100)).optional(),
  /** Only brokers (true) or only others (false); the import page's choice of broker asks for true. */
  makler: booleanParam().optional(),
  level: numberParam({ integer: true, min: 0, max: USERLEVEL_MAX }).optional(),
  state: stringParam(USER_STATES).optional(),
  sort: withDefault(stringParam(ADMIN_USER_SORT), 'createdAt' as AdminUserSort),
  dir: withDefault(stringParam(SORT_DIRECTIONS), 'desc' as SortDirection),
});

/** The URL codec of the user list's query (the page's address and the client's request). */
export const ADMIN_USER_QUERY = queryFields(adminUserQuerySchema);

/** The `:id` of every call on one user. */
export const adminUserParamsSchema = z.object({ id: serialIdParam });

/** One line of the user list. */
export const adminUserRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  companyName: z.string().nullable(),
  userlevel: z.number().int(),
  verified: z.boolean(),
  locked: z.boolean(),
  /** Marked by the agency as broker: may import OpenImmo feeds of the own listings (issue #26). */
  makler: z.boolean(),
  createdAt: z.string(),
  /** Properties this user owns; the delete dialog asks what becomes of them. */
  objektCount: z.number().int(),
});

/** The answer of GET /api/admin/benutzer. */
export const adminUserPageSchema = z.object({
  items: z.array(adminUserRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** One user as the editor shows it: every profile field of spec 3, never the password hash or tokens. */
export const adminUserSchema = adminUserRowSchema.extend({
  title: z.string().nullable(),
  customerNumber: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  contactPerson: z.string().nullable(),
  shortCode: z.string().nullable(),
  countries: z.array(z.string()),
  photo: z.string().nullable(),
  remark: z.string().nullable(),
  newsletterConsent: z.boolean(),
  informationConsent: z.boolean(),
  interestLocationSearch: z.boolean(),
  interestFunding: z.boolean(),
  isPropertyOwner: z.boolean(),
  termsConsent: z.boolean(),
  /** False when the user has not accepted the current terms version (read-only for administrators). */
  termsAccepted: z.boolean(),
});

/** The field error of a broker without a contact person. */
export const MAKLER_CONTACT_REQUIRED = 'admin.benutzer.fields.maklerContactRequired';

const text = (max: number) => z.string().trim().max(max, 'error.maxLength').nullable();

/**
 * PUT /api/admin/benutzer/{id}: the profile of the account page plus what only administrators change.
 * A broker needs a contact person: the imported listings name them (issue #26).
 */
export const adminUserUpdateSchema = profileFieldsSchema
  .extend({
    /** The username follows the e-mail address (spec 3: username equals email). */
    email: emailSchema,
    userlevel: z.number().int().min(USERLEVEL_MIN, 'error.invalidValue').max(USERLEVEL_MAX, 'error.invalidValue'),
    verified: z.boolean(),
    customerNumber: text(40),
    shortCode: text(10),
    countries: z.array(z.string().trim().min(1).max(60, 'error.maxLength')).max(50, 'error.maxLength'),
    photo: text(500),
    remark: text(2000),
    /** Broker or not; absent leaves the mark as it is (callers written before the mark existed). */
    makler: z.boolean().optional(),
  })
  .superRefine((user, ctx) => {
    if (user.makler && !user.contactPerson) {
      ctx.addIssue({ code: 'custom', path: ['contactPerson'], message: MAKLER_CONTACT_REQUIRED });
    }
  });

/** POST /api/admin/benutzer/{id}/passwordreset: the language of the mail and its link. */
export const adminPasswordResetSchema = z.object({ lang: z.enum(LANGS).default(DEFAULT_LANG) });

/**
 * POST /api/admin/benutzer/{id}/delete: what becomes of the user's own properties — handed to another
 * user (`reassign`, e.g. the acting administrator) or kept in the portal without an owner (`keep`).
 */
export const adminUserDeleteSchema = z.discriminatedUnion('objekte', [
  z.object({ objekte: z.literal('keep') }),
  z.object({ objekte: z.literal('reassign'), reassignTo: serialId }),
]);

/** What the user list's bulk bar does to the selected users. */
export const USER_BULK_ACTIONS = ['lock', 'unlock', 'verify'] as const;
export type UserBulkAction = (typeof USER_BULK_ACTIONS)[number];

/** The most users one bulk action takes (the user list's largest page). */
export const USER_BULK_MAX = 100;

/**
 * POST /api/admin/benutzer/bulk: lock, unlock or verify several users; all of them change or none (the
 * refused ones are named in the error's fields, by id).
 */
export const adminUserBulkSchema = z.object({
  aktion: z.enum(USER_BULK_ACTIONS),
  ids: z
    .array(serialId)
    .min(1)
    .max(USER_BULK_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'duplicate ids'),
});

export type AdminUserQuery = z.infer<typeof adminUserQuerySchema>;
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;
export type AdminUser = z.infer<typeof adminUserSchema>;
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;
export type AdminUserDelete = z.infer<typeof adminUserDeleteSchema>;
export type AdminUserBulk = z.infer<typeof adminUserBulkSchema>;
