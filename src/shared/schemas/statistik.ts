import { z } from 'zod';
import { numberParam, queryFields, stringParam, stringsParam, textParam, withDefault } from '../domain/query';
import { DEFAULT_LANG, LANGS } from '../domain/routes';
import { feldAenderungSchema } from './aenderung';

/**
 * The audit trail of properties: every write of a property leaves one of these in the log, in the same
 * transaction, with the property's id (data1), its name (data2) and number at that moment, so the entry
 * stays readable after the property is deleted.
 */
export const OBJEKT_AUDIT_ACTIONS = [
  'objektCreated',
  'objektSaved',
  'objektRenewed',
  'objektStatusChanged',
  'objektImageAdded',
  'objektImageRemoved',
  'objektImagesReordered',
  'objektImageRetitled',
  'objektOwnerChanged',
  'objektDeleted',
  // Revisions of released properties (objekt/aenderung-service.ts): saved by the owner, decided by the agency.
  'aenderungSaved',
  'aenderungReleased',
  'aenderungRejected',
  'aenderungWithdrawn',
] as const;
export type ObjektAuditAction = (typeof OBJEKT_AUDIT_ACTIONS)[number];

/** Actions the server writes to the log table as they happen (spec 3 'log'). */
export const LOG_ACTIONS = [
  'objektViewed',
  // A listing in an exposé that was served (sammlung/expose-service.ts, also from the cache): data1 = its id.
  'objektExpose',
  'login',
  'loginFailed',
  'logout',
  'register',
  // A registration with an address that already has an account (answered like a new one).
  'registerExisting',
  'verify',
  'passwordResetRequested',
  'passwordReset',
  'passwordChanged',
  // Two-factor sign-in on the account page (user/two-factor-routes.ts).
  'twoFactorEnabled',
  'twoFactorDisabled',
  'recoveryCodesRenewed',
  'termsAccepted',
  'termsDeclined',
  'accountDeleted',
  'favoriteAdded',
  'favoriteRemoved',
  // An enquiry to a listing's contact (anfrage/service.ts): data1 = the listing's id, data2 = its number.
  'anfrageSent',
  // The campaign administration (kampagne/admin-routes.ts): data1 = the campaign id, data2 = the file.
  'kampagneCreated',
  'kampagneSaved',
  'kampagneDeleted',
  'kampagneFileAdded',
  'kampagneFileDeleted',
  // A new campaign left untouched and removed (its editor left without saving, or a day-old leftover).
  'kampagneDiscarded',
  // The glossary and funding-matrix editors: data1 = the entry id, data2 = its German title or name.
  'glossarCreated',
  'glossarUpdated',
  'glossarDeleted',
  'fmMatrixCreated',
  'fmMatrixUpdated',
  'fmMatrixDeleted',
  // The user management (user/admin-routes.ts): data1 = the user concerned, data2 = what changed.
  'adminUserUpdated',
  'adminUserLocked',
  'adminUserUnlocked',
  'adminPasswordReset',
  'adminUserDeleted',
  // The map layers and URL management editors: data1 = the entry id, data2 = its title or slug.
  'karteCreated',
  'karteUpdated',
  'karteDeleted',
  'slugCreated',
  'slugUpdated',
  'slugDeleted',
  // A thematic layer imported or replaced from a file, or deleted (themenlayer/service.ts): data1 = the layer id,
  // data2 = its name.
  'themenlayerImported',
  'themenlayerDeleted',
  // The failed mails on the statistics screen (jobs/admin-routes.ts): data1 = the mail's job id.
  'adminMailRetried',
  // The maintenance notice (einstellung/service.ts): data1 = the screen marked or no longer marked.
  'wartungSet',
  'wartungRemoved',
  ...OBJEKT_AUDIT_ACTIONS,
] as const;

export type LogAction = (typeof LOG_ACTIONS)[number];

/** Search-log rows (table suchlog) appear in the statistics under this pseudo-action. */
export const SEARCH_ACTION = 'search';

/** Every action the statistics know: the log actions plus the searches. */
export const STATISTIK_ACTIONS = [...LOG_ACTIONS, SEARCH_ACTION] as const;

/** The five kinds of access the issue names; the public panel shows only these. */
export const PANEL_ACTIONS = ['objektViewed', 'search', 'login', 'register', 'favoriteAdded'] as const;
export type PanelAction = (typeof PANEL_ACTIONS)[number];

/**
 * What an audit entry changed (log.details): fields old → new, a status change and its reason, the files
 * concerned, an owner handed on. `ausstehend`: the change went into the pending change of a released
 * property and waits for the agency's release; `quelle`: the number of the property a copy was made of.
 */
export const auditDetailsSchema = z.object({
  felder: z.array(feldAenderungSchema).optional(),
  /** A workflow step (submit, release, deactivate …): the action and the status before and after it. */
  status: z.object({ aktion: z.string(), von: z.number().int().nullable(), nach: z.number().int() }).optional(),
  /** The reason given (deactivation, rejection of a change). */
  grund: z.string().optional(),
  dateien: z.array(z.string()).optional(),
  /** An owner handed on: the user ids before and after (null: none), and the new owner's address. */
  owner: z
    .object({ von: z.number().int().nullable(), nach: z.number().int().nullable(), email: z.string().nullable() })
    .optional(),
  ausstehend: z.boolean().optional(),
  quelle: z.string().nullable().optional(),
});
export type AuditDetails = z.infer<typeof auditDetailsSchema>;

/** Statistics never reach further back than this (spec 9 'Statistics: last 365 days'). */
export const STATISTIK_DAYS = 365;

/** A calendar day; year 0 matches the ISO pattern but does not exist (PostgreSQL refuses it). */
const isoDay = textParam(z.iso.date().refine((day) => day >= '0001-01-01', 'error.invalidValue'));

/**
 * Filter of the admin log table and its CSV export; dates are calendar days in Vienna, both inclusive. Each
 * filter is a typed query parameter (shared/domain/query.ts): the client writes the request with the codec
 * (STATISTIK_LOG_QUERY, STATISTIK_CSV_QUERY) and the routes declare the schema as their querystring.
 */
export const statistikFilterSchema = z.object({
  action: stringsParam(STATISTIK_ACTIONS).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  q: textParam(z.string().max(100)).optional(),
  /** Part of a property number (NOE-2026-0433): the audit entries of that property, also after its deletion. */
  objektnummer: textParam(z.string().max(40)).optional(),
  /** Part of the acting user's e-mail address. */
  user: textParam(z.string().max(100)).optional(),
});

/** GET /api/admin/statistik/log.csv: the filter plus the language of the action names and details. */
export const statistikCsvQuerySchema = statistikFilterSchema.extend({
  lang: withDefault(stringParam(LANGS), DEFAULT_LANG),
});

/** GET /api/admin/statistik/log: the filter plus server-side paging. */
export const statistikLogQuerySchema = statistikFilterSchema.extend({
  page: withDefault(numberParam({ integer: true, min: 1 }), 1),
  pageSize: withDefault(numberParam({ integer: true, min: 10, max: 100 }), 25),
});

/** The codecs of both queries, for the client's requests. */
export const STATISTIK_LOG_QUERY = queryFields(statistikLogQuerySchema);
export const STATISTIK_CSV_QUERY = queryFields(statistikCsvQuerySchema);

/** One row of the admin log table: a log row, or a search-log row (action 'search', data1 = text). */
export const statistikLogRowSchema = z.object({
  /** Positive: log.id; negative: -suchlog.id (one key space for the merged list). */
  id: z.number().int(),
  logtime: z.string(),
  action: z.string(),
  email: z.string().nullable(),
  /** Name of the property that data1 refers to (views, favourites), when it still exists. */
  objektname: z.string().nullable(),
  data1: z.string().nullable(),
  data2: z.string().nullable(),
  data3: z.string().nullable(),
  /** The property number of an audit entry, as it was when the entry was written. */
  objektnummer: z.string().nullable(),
  details: auditDetailsSchema.nullable(),
});

export const statistikLogPageSchema = z.object({
  total: z.number().int(),
  items: z.array(statistikLogRowSchema),
});

const count = z.number().int();

/** The charts of both the admin page and the public panel: aggregates only, nothing personal. */
export const statistikUebersichtSchema = z.object({
  /** First and last calendar day covered (Vienna time). */
  from: z.string(),
  to: z.string(),
  /** One entry per day, days without accesses included with 0. */
  perDay: z.array(
    z.object({
      day: z.string(),
      total: count,
      objektViewed: count,
      search: count,
      login: count,
      register: count,
      favoriteAdded: count,
    }),
  ),
  perAction: z.array(z.object({ action: z.string(), count })),
  registrationsPerMonth: z.array(z.object({ month: z.string(), count })),
  topObjekte: z.array(
    z.object({ id: z.string(), objektname: z.string(), objektname_en: z.string().nullable(), count }),
  ),
  topSuchtexte: z.array(z.object({ suchtext: z.string(), count })),
});

export type StatistikFilter = z.infer<typeof statistikFilterSchema>;
export type StatistikLogQuery = z.infer<typeof statistikLogQuerySchema>;
export type StatistikCsvQuery = z.infer<typeof statistikCsvQuerySchema>;
export type StatistikLogRow = z.infer<typeof statistikLogRowSchema>;
export type StatistikLogPage = z.infer<typeof statistikLogPageSchema>;
export type StatistikUebersicht = z.infer<typeof statistikUebersichtSchema>;
