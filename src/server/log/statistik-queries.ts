import { type SQL, sql } from 'drizzle-orm';
import { STATUS } from '../../shared/domain/objekt';
import { type AuditDetails, SEARCH_ACTION, STATISTIK_DAYS, type StatistikFilter } from '../../shared/schemas/statistik';
import type { Db } from '../db/client';
import { containing } from '../lib/like';

/** Days and months are counted in the agency's time zone, so a day is what the admin calls a day. */
export const STATISTIK_TIMEZONE = 'Europe/Vienna';
const tz = sql.raw(`'${STATISTIK_TIMEZONE}'`);

/** Today as a calendar day in Vienna. */
const today = sql`(now() at time zone ${tz})::date`;
/** The first of the 365 calendar days shown (today included). */
const firstDay = sql`(${today} - ${sql.raw(String(STATISTIK_DAYS - 1))})`;
/** The first instant of that day: nothing older is ever read (spec 9 'Statistics: last 365 days'). */
const windowStart = sql`(${firstDay}::timestamp at time zone ${tz})`;

/**
 * Log rows and search-log rows of the window as one list; search-log ids are negated so one id space
 * orders and pages both. The search log keeps no user or IP (spec 7), so those stay null.
 */
const entries = sql`(
  select l.id, l.logtime, l.action, u.email, l.data1, l.data2, l.data3, l.objektnummer, l.details
  from log l left join users u on u.id = l.userid
  where l.logtime >= ${windowStart}
  union all
  select -s.id, s.logtime, ${SEARCH_ACTION}::text, null::text, s.suchtext, s.logtype, null::text, null::text, null::jsonb
  from suchlog s
  where s.logtime >= ${windowStart}
)`;

function filterWhere(filter: StatistikFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.action?.length) {
    conditions.push(
      sql`e.action in (${sql.join(
        filter.action.map((a) => sql`${a}`),
        sql`, `,
      )})`,
    );
  }
  if (filter.from) conditions.push(sql`e.logtime >= (${filter.from}::date::timestamp at time zone ${tz})`);
  if (filter.to) conditions.push(sql`e.logtime < ((${filter.to}::date + 1)::timestamp at time zone ${tz})`);
  if (filter.objektnummer) conditions.push(sql`e.objektnummer ilike ${containing(filter.objektnummer)}`);
  if (filter.user) conditions.push(sql`e.email ilike ${containing(filter.user)}`);
  if (filter.q) {
    const like = containing(filter.q);
    conditions.push(
      sql`(e.email ilike ${like} or e.data1 ilike ${like} or e.data2 ilike ${like} or e.data3 ilike ${like}
           or o.objektname ilike ${like} or e.action ilike ${like} or e.objektnummer ilike ${like})`,
    );
  }
  return sql.join(conditions, sql` and `);
}

/**
 * The filtered entries. The property join (for its name) is only made when the text filter needs it: the
 * join runs over every entry, while names for one page are looked up after paging.
 */
const filtered = (filter: StatistikFilter) => sql`
  from ${entries} e
  ${filter.q ? sql`left join objekt o on o.id::text = e.data1` : sql``}
  where ${filterWhere(filter)}`;

/** Names the property of each selected entry (views and favourites carry its id in data1). */
const withObjektname = (selected: SQL) => sql`
  select e.*, o.objektname from (${selected}) e
  left join objekt o on o.id::text = e.data1
  order by e.logtime desc, e.id desc`;

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as Rows<T>).rows;

/** A log entry as the admin table and the CSV export read it. */
export interface LogEntryRow {
  id: number;
  logtime: Date;
  /** The time in Vienna, formatted for the CSV. */
  localtime: string;
  /** logtime as PostgreSQL text (microseconds kept): the cursor of the CSV batches. */
  cursor: string;
  action: string;
  email: string | null;
  objektname: string | null;
  data1: string | null;
  data2: string | null;
  data3: string | null;
  objektnummer: string | null;
  details: AuditDetails | null;
}

const entryColumns = sql`e.id::int8 as id, e.logtime, e.logtime::text as cursor,
  to_char(e.logtime at time zone ${tz}, 'YYYY-MM-DD HH24:MI:SS') as localtime,
  e.action, e.email, e.data1, e.data2, e.data3, e.objektnummer, e.details`;

const normaliseEntry = (r: LogEntryRow): LogEntryRow => ({
  ...r,
  id: Number(r.id),
  logtime: r.logtime instanceof Date ? r.logtime : new Date(r.logtime),
});

/** Counts the filtered entries of the window. */
export async function countEntries(db: Db, filter: StatistikFilter): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n ${filtered(filter)}`);
  return Number(row?.n ?? 0);
}

/** The SQL of one page of the filtered entries, newest first (its snapshot is reviewed). */
export const entriesSql = (filter: StatistikFilter, limit: number, offset: number) =>
  withObjektname(
    sql`select ${entryColumns} ${filtered(filter)} order by e.logtime desc, e.id desc limit ${limit} offset ${offset}`,
  );

/** One page of the filtered entries, newest first. */
export async function selectEntries(db: Db, filter: StatistikFilter, limit: number, offset: number) {
  return (await rowsOf<LogEntryRow>(db, entriesSql(filter, limit, offset))).map(normaliseEntry);
}

/**
 * The filtered entries after a cursor, newest first: keyset paging, so an export of a whole year
 * reads batch by batch without re-counting skipped rows.
 */
export async function selectEntriesAfter(
  db: Db,
  filter: StatistikFilter,
  after: { cursor: string; id: number } | null,
  limit: number,
) {
  const keyset = after ? sql`and (e.logtime, e.id) < (${after.cursor}::timestamptz, ${after.id})` : sql``;
  const rows = await rowsOf<LogEntryRow>(
    db,
    withObjektname(
      sql`select ${entryColumns} ${filtered(filter)} ${keyset} order by e.logtime desc, e.id desc limit ${limit}`,
    ),
  );
  return rows.map(normaliseEntry);
}

/** The SQL of the accesses per day and action over the window (its snapshot is reviewed). */
export const perDaySql = () => sql`with days as (
          select d::date as day from generate_series(${firstDay}::timestamp, ${today}::timestamp, interval '1 day') d
        ), counts as (
          select (e.logtime at time zone ${tz})::date as day, e.action, count(*)::int as n
          from ${entries} e group by 1, 2
        )
        select to_char(days.day, 'YYYY-MM-DD') as day, counts.action, coalesce(counts.n, 0)::int as n
        from days left join counts on counts.day = days.day
        order by days.day`;

/** Accesses per day and action over the window; every day of the window is listed (0 when quiet). */
export async function selectPerDay(db: Db) {
  return rowsOf<{ day: string; action: string | null; n: number }>(db, perDaySql());
}

/** Totals per action over the window. */
export async function selectPerAction(db: Db) {
  return rowsOf<{ action: string; n: number }>(
    db,
    sql`select e.action, count(*)::int as n from ${entries} e group by e.action order by n desc, e.action`,
  );
}

/** Registrations per calendar month of the window, every month listed. */
export async function selectRegistrationsPerMonth(db: Db) {
  return rowsOf<{ month: string; n: number }>(
    db,
    sql`with months as (
          select m::date as month
          from generate_series(date_trunc('month', ${firstDay}::timestamp), date_trunc('month', ${today}::timestamp),
                               interval '1 month') m
        )
        select to_char(months.month, 'YYYY-MM') as month, count(l.id)::int as n
        from months left join log l
          on l.action = 'register' and l.logtime >= ${windowStart}
         and date_trunc('month', l.logtime at time zone ${tz})::date = months.month
        group by months.month order by months.month`,
  );
}

/** The SQL of the most viewed properties (its snapshot is reviewed). */
export function topObjekteSql(limit: number, publicOnly: boolean) {
  const visible = publicOnly ? sql`and o.status = ${STATUS.OHNE_LOGIN} and not o.istabgelaufen` : sql``;
  // Count per id first (a few hundred groups), then name them: joining every view row is far slower.
  return sql`select o.id::text as id, o.objektname, u.objektname_en, v.n
        from (
          select l.data1, count(*)::int as n from log l
          where l.action = 'objektViewed' and l.logtime >= ${windowStart}
          group by l.data1
        ) v
        join objekt o on o.id::text = v.data1
        left join uebersetzung u on u.objekt = o.id
        where true ${visible}
        order by v.n desc, o.objektname limit ${limit}`;
}

/** The most viewed properties; `publicOnly` keeps to objects anyone may see (shown without login, unexpired). */
export async function selectTopObjekte(db: Db, limit: number, publicOnly: boolean) {
  return rowsOf<{ id: string; objektname: string; objektname_en: string | null; n: number }>(
    db,
    topObjekteSql(limit, publicOnly),
  );
}

/**
 * The most searched texts, compared without case and outer blanks, shown in their most frequent spelling.
 * `minDays` > 1 keeps only texts searched on that many different days (see the service for why).
 */
export async function selectTopSuchtexte(db: Db, limit: number, minDays: number) {
  const textFilter = minDays > 1 ? sql`and s.suchtext !~ '@' and s.suchtext !~ '[0-9]{5,}'` : sql``;
  return rowsOf<{ suchtext: string; n: number }>(
    db,
    sql`select mode() within group (order by btrim(s.suchtext)) as suchtext, count(*)::int as n
        from suchlog s
        where s.logtime >= ${windowStart} ${textFilter}
        group by lower(btrim(s.suchtext))
        having count(distinct (s.logtime at time zone ${tz})::date) >= ${minDays}
        order by n desc, 1 limit ${limit}`,
  );
}

/** First and last calendar day of the window. */
export async function selectWindow(db: Db) {
  const [row] = await rowsOf<{ from: string; to: string }>(
    db,
    sql`select to_char(${firstDay}, 'YYYY-MM-DD') as "from", to_char(${today}, 'YYYY-MM-DD') as "to"`,
  );
  if (!row) throw new Error('statistics window not computed');
  return row;
}
