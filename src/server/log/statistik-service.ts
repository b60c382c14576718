import { actionName, detailsText } from '../../shared/domain/audit';
import {
  OBJEKT_AUDIT_ACTIONS,
  PANEL_ACTIONS,
  type PanelAction,
  type StatistikCsvQuery,
  type StatistikFilter,
  type StatistikLogPage,
  type StatistikLogQuery,
  type StatistikUebersicht,
} from '../../shared/schemas/statistik';
import type { Db } from '../db/client';
import { csvLine } from '../lib/csv';
import { AppError } from '../plugins/errors';
import {
  countEntries,
  type LogEntryRow,
  selectEntries,
  selectEntriesAfter,
  selectPerAction,
  selectPerDay,
  selectRegistrationsPerMonth,
  selectTopObjekte,
  selectTopSuchtexte,
  selectWindow,
} from './statistik-queries';

/** Who looks at the charts: administrators, or anyone on the public /statistik/panel. */
export type StatistikScope = 'admin' | 'public';

const TOP_LIMIT = 10;

/**
 * What the public panel may show. It needs no login (spec 6), so it carries aggregates only, never a
 * row of the log: no IPs, user ids, e-mails or single log entries.
 * - Only the five kinds of access of the issue (views, searches, logins, registrations, favourites);
 *   security-related counts such as failed logins or password resets stay on the admin page.
 * - Top viewed properties only among objects shown without login, named as the public list names them.
 * - Top search texts only when searched on at least {@link PUBLIC_SUCHTEXT_MIN_DAYS} different days. The
 *   search log keeps no visitor, so "several visitors" cannot be counted; different days is the closest
 *   safe proxy, and it drops one-off texts such as a name someone typed once. Texts with an '@' or a
 *   long digit run (e-mail addresses, phone numbers) are dropped as well.
 */
export const PUBLIC_SUCHTEXT_MIN_DAYS = 3;

/** The charts of the last 365 days for administrators (every action) or for the public panel. */
export async function getUebersicht(db: Db, scope: StatistikScope): Promise<StatistikUebersicht> {
  const isPublic = scope === 'public';
  const counted = (action: string) => !isPublic || (PANEL_ACTIONS as readonly string[]).includes(action);
  const window = await selectWindow(db);
  const days = new Map<string, StatistikUebersicht['perDay'][number]>();
  for (const row of await selectPerDay(db)) {
    const day = days.get(row.day) ?? {
      day: row.day,
      total: 0,
      objektViewed: 0,
      search: 0,
      login: 0,
      register: 0,
      favoriteAdded: 0,
    };
    days.set(row.day, day);
    if (!row.action || !counted(row.action)) continue;
    const n = Number(row.n);
    day.total += n;
    if ((PANEL_ACTIONS as readonly string[]).includes(row.action)) day[row.action as PanelAction] += n;
  }
  const perAction = (await selectPerAction(db))
    .filter((r) => counted(r.action))
    .map((r) => ({ action: r.action, count: Number(r.n) }));
  const registrationsPerMonth = (await selectRegistrationsPerMonth(db)).map((r) => ({
    month: r.month,
    count: Number(r.n),
  }));
  const topObjekte = (await selectTopObjekte(db, TOP_LIMIT, isPublic)).map((r) => ({
    id: r.id,
    objektname: r.objektname,
    objektname_en: r.objektname_en || null,
    count: Number(r.n),
  }));
  const topSuchtexte = (await selectTopSuchtexte(db, TOP_LIMIT, isPublic ? PUBLIC_SUCHTEXT_MIN_DAYS : 1)).map((r) => ({
    suchtext: r.suchtext,
    count: Number(r.n),
  }));
  return { ...window, perDay: [...days.values()], perAction, registrationsPerMonth, topObjekte, topSuchtexte };
}

/**
 * The public panel's figures, computed at most once per `ttlMs` per process: the endpoint needs no login,
 * so without this every anonymous request would cost a year's aggregation on the (single) connection.
 * Callers arriving while it is computed share the same answer; a failure is not kept.
 */
export function cachedPanel(db: Db, ttlMs: number, now: () => number = Date.now) {
  let cached: { at: number; value: Promise<StatistikUebersicht> } | null = null;
  return (): Promise<StatistikUebersicht> => {
    if (cached && now() - cached.at < ttlMs) return cached.value;
    const value = getUebersicht(db, 'public');
    const entry = { at: now(), value };
    cached = entry;
    value.catch(() => {
      if (cached === entry) cached = null;
    });
    return value;
  };
}

/** A range whose start lies after its end can only be a mistake; say so instead of answering nothing. */
function checkRange(filter: StatistikFilter) {
  if (filter.from && filter.to && filter.from > filter.to) {
    throw new AppError('dateRangeInvalid', 'from lies after to');
  }
}

const presentEntry = (r: LogEntryRow) => ({
  id: r.id,
  logtime: r.logtime.toISOString(),
  action: r.action,
  email: r.email,
  objektname: r.objektname,
  data1: r.data1,
  data2: r.data2,
  data3: r.data3,
  objektnummer: r.objektnummer,
  details: r.details,
});

/** One page of the admin log table (log and search log merged, newest first, last 365 days only). */
export async function getLogPage(db: Db, query: StatistikLogQuery): Promise<StatistikLogPage> {
  checkRange(query);
  const total = await countEntries(db, query);
  const rows = await selectEntries(db, query, query.pageSize, (query.page - 1) * query.pageSize);
  return { total, items: rows.map(presentEntry) };
}

/**
 * Columns of the CSV export, named after the spec's log fields; times are Vienna local time. actionName and
 * details read as on the screen, in the export's language; objekt is the property's name (for audit entries
 * as it was, so a deleted property keeps its name).
 */
export const CSV_HEADER = [
  'logtime',
  'action',
  'actionName',
  'email',
  'objektnummer',
  'objekt',
  'details',
  'data1',
  'data2',
  'data3',
] as const;
const AUDIT_ACTIONS: ReadonlySet<string> = new Set(OBJEKT_AUDIT_ACTIONS);
const CSV_BATCH = 2000;

/**
 * Checks the filter before anything is sent (so a bad range is a proper 400), then returns the export:
 * the header line and the filtered entries, read in batches so a year of logs never sits in memory whole.
 */
export function exportCsv(db: Db, filter: StatistikCsvQuery): AsyncGenerator<string> {
  checkRange(filter);
  return csvLines(db, filter);
}

const csvRow = (r: LogEntryRow, lang: StatistikCsvQuery['lang']) =>
  csvLine([
    r.localtime,
    r.action,
    actionName(r.action, lang),
    r.email,
    r.objektnummer,
    r.objektname ?? (AUDIT_ACTIONS.has(r.action) ? r.data2 : null),
    detailsText(r.details, lang, r.action),
    r.data1,
    r.data2,
    r.data3,
  ]);

async function* csvLines(db: Db, filter: StatistikCsvQuery): AsyncGenerator<string> {
  yield csvLine(CSV_HEADER);
  let after: { cursor: string; id: number } | null = null;
  for (;;) {
    const rows = await selectEntriesAfter(db, filter, after, CSV_BATCH);
    if (rows.length > 0) {
      yield rows.map((r) => csvRow(r, filter.lang)).join('');
    }
    const last = rows.at(-1);
    if (!last || rows.length < CSV_BATCH) return;
    after = { cursor: last.cursor, id: last.id };
  }
}
