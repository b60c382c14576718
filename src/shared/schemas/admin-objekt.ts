import { z } from 'zod';
import { STATUS_CODES } from '../domain/objekt';
import {
  booleanParam,
  numberParam,
  numbersParam,
  queryFields,
  SORT_DIRECTIONS,
  type SortDirection,
  stringParam,
  textParam,
  withDefault,
} from '../domain/query';
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
type AdminSort = (typeof ADMIN_SORT)[number];

/** Expiry filter: expired listings, or listings expiring within EXPIRING_DAYS. */
export const ABLAUF_FILTER = ['abgelaufen', 'bald'] as const;
export const EXPIRING_DAYS = 30;

/**
 * GET /api/admin/objekte: server-side paging, sorting and filtering (issue: admin object list). Each is a
 * typed query parameter (shared/domain/query.ts): the admin list's URL codec (ADMIN_OBJEKT_QUERY: an
 * invalid value falls back to its default), the client's request and the route's querystring.
 */
export const adminObjektQuerySchema = z.object({
  page: withDefault(numberParam({ integer: true, min: 1 }), 1),
  pageSize: withDefault(numberParam({ integer: true, min: 5, max: 100 }), 25),
  sort: withDefault(stringParam(ADMIN_SORT), 'geaendertam' as AdminSort),
  dir: withDefault(stringParam(SORT_DIRECTIONS), 'desc' as SortDirection),
  status: numbersParam({ values: STATUS_CODES }).optional(),
  objektart: numberParam({ integer: true, min: 0, max: INT4_MAX }).optional(),
  bezirk: textParam(z.string().regex(/^\d{3}$/)).optional(),
  q: textParam(z.string().max(100)).optional(),
  /** Only what waits for review: submissions and pending changes of released objects. */
  pruefung: withDefault(booleanParam(), false),
  ablauf: stringParam(ABLAUF_FILTER).optional(),
  /** Part of the owner's user name (e-mail address). */
  owner: textParam(z.string().max(100)).optional(),
});

/** The URL codec of the admin list's query. */
export const ADMIN_OBJEKT_QUERY = queryFields(adminObjektQuerySchema);

/** The review queue as list parameters: everything waiting, the longest waiting first. */
export const REVIEW_QUEUE_QUERY = { pruefung: true, sort: 'eingang', dir: 'asc' } as const satisfies Partial<
  z.output<typeof adminObjektQuerySchema>
>;

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
