import { z } from 'zod';
import { INT4_MAX } from './admin-fields';

/**
 * Sortable columns of the admin object list; `eingang`: since when an entry waits (a pending change since
 * it was last saved, anything else since its last change), the review queue's order.
 */
export const ADMIN_SORT = [
  'objektnummer',
  'objektname',
  'ort',
  'status',
  'geaendertam',
  'flaecheinqm',
  'eingang',
] as const;

/** Expiry filter: expired listings, or listings expiring within EXPIRING_DAYS. */
export const ABLAUF_FILTER = ['abgelaufen', 'bald'] as const;
export const EXPIRING_DAYS = 30;

/** GET /api/admin/objekte: server-side paging, sorting and filtering (issue: admin object list). */
export const adminObjektQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(5).max(100).default(25),
  sort: z.enum(ADMIN_SORT).default('geaendertam'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  status: z
    .string()
    .regex(/^\d{9}(,\d{9})*$/)
    .optional(),
  objektart: z.coerce.number().int().min(0).max(INT4_MAX).optional(),
  bezirk: z
    .string()
    .regex(/^\d{3}$/)
    .optional(),
  q: z.string().trim().max(100).optional(),
  /** Only what waits for review: submissions and pending changes of released objects. */
  pruefung: z.enum(['true']).optional(),
  ablauf: z.enum(ABLAUF_FILTER).optional(),
  /** Part of the owner's user name (e-mail address). */
  owner: z.string().trim().max(100).optional(),
});

/** The review queue as list parameters: everything waiting, the longest waiting first. */
export const REVIEW_QUEUE_QUERY = { pruefung: 'true', sort: 'eingang', dir: 'asc' } as const;

export const adminObjektRowSchema = z.object({
  id: z.string(),
  objektnummer: z.string(),
  objektname: z.string(),
  ort: z.string(),
  /** Null for a draft whose district is not chosen yet. */
  bezirk: z.string().nullable(),
  objektart: z.number().int(),
  status: z.number().int(),
  istabgelaufen: z.boolean(),
  flaecheinqm: z.number().nullable(),
  geaendertam: z.string(),
  owner: z.string().nullable(),
  /** A change of this released object waits for review. */
  aenderungInPruefung: z.boolean(),
});

export const adminObjektPageSchema = z.object({
  total: z.number().int(),
  /** Objects and changes of released objects waiting for review, across all pages (listed first). */
  inPruefung: z.number().int(),
  items: z.array(adminObjektRowSchema),
});

export type AdminObjektQuery = z.infer<typeof adminObjektQuerySchema>;
export type AdminObjektRow = z.infer<typeof adminObjektRowSchema>;
