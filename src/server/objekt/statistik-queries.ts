import { type SQL, sql } from 'drizzle-orm';
import { OWNER_INVISIBLE } from '../../shared/domain/status';
import type { Db } from '../db/client';
import { STATISTIK_TIMEZONE } from '../log/statistik-queries';

/**
 * An owner's figures of their listings: the views and exposés of the log (data1 = the listing's id, counted
 * over log_objekt_statistik_idx), the enquiries (anfrage), favourites and collections now. Weeks and months
 * are Vienna's calendar.
 */

const tz = sql.raw(`'${STATISTIK_TIMEZONE}'`);
const lit = (n: number) => sql.raw(String(Math.trunc(n)));

/** Monday 00:00 in Vienna of the week `back` weeks before the current one (an SQL number), as an instant. */
const weekStart = (back: SQL) =>
  sql`((date_trunc('week', now() at time zone ${tz}) - ${back} * interval '1 week') at time zone ${tz})`;

/** The first instant of the month `back` months before the current one, in Vienna. */
const monthStart = (back: number) =>
  sql`((date_trunc('month', now() at time zone ${tz}) - ${lit(back)} * interval '1 month') at time zone ${tz})`;

/**
 * The log rows of a listing `o` with an action (a literal, so the partial index's predicate is provable),
 * optionally within [from, to).
 */
const logCount = (action: 'objektViewed' | 'objektExpose', from?: SQL, to?: SQL) => sql`(
  select count(*)::int from log l
  where l.action = ${sql.raw(`'${action}'`)} and l.data1 = o.id::text
    ${from ? sql`and l.logtime >= ${from}` : sql``} ${to ? sql`and l.logtime < ${to}` : sql``})`;

/** The enquiries to listing `o` (table anfrage), optionally within [from, to). */
const anfrageCount = (from?: SQL, to?: SQL) => sql`(
  select count(*)::int from anfrage a
  where a.objekt = o.id ${from ? sql`and a.created_at >= ${from}` : sql``} ${to ? sql`and a.created_at < ${to}` : sql``})`;

/** How many users keep listing `o` among their favourites, and how many saved collections hold it. */
const heldBy = sql`
  (select count(*)::int from favorit f where f.objekt = o.id) as favoriten,
  (select count(*)::int from standortsammlung_objekt so where so.objekt = o.id) as sammlungen`;

/** The listings an owner has on Meine Immobilien: not those the agency hid. */
const shownToOwner = sql`o.status not in (${sql.join(
  OWNER_INVISIBLE.map((s) => sql.raw(String(s))),
  sql`, `,
)})`;

/** Whose listings: an owner's (as Meine Immobilien lists them) or one listing. */
export type StatistikScope = { owner: number } | { objekt: string };

const scopeWhere = (scope: StatistikScope) =>
  'owner' in scope ? sql`o.owner = ${scope.owner} and ${shownToOwner}` : sql`o.id = ${scope.objekt}`;

/**
 * The SQL of the listings' figures (its snapshot is reviewed): per listing the views of each of the last
 * `weeks` calendar weeks (oldest first, the current week last), all its views, its exposés and enquiries
 * in those weeks and in all, its favourites and collections. One statement: each count is one index range per listing.
 */
export function objektStatistikSql(scope: StatistikScope, weeks: number) {
  return sql`select o.id::text as id,
      array(
        select ${logCount('objektViewed', weekStart(sql`w`), weekStart(sql`(w - 1)`))}
        from generate_series(${lit(weeks - 1)}, 0, -1) w order by w desc
      ) as aufrufe,
      ${logCount('objektViewed')} as "aufrufeGesamt",
      ${logCount('objektExpose', weekStart(lit(weeks - 1)))} as exposes,
      ${logCount('objektExpose')} as "exposesGesamt",
      ${anfrageCount(weekStart(lit(weeks - 1)))} as anfragen,
      ${anfrageCount()} as "anfragenGesamt",
      ${heldBy}
    from objekt o
    where ${scopeWhere(scope)}
    order by o.geaendertam desc, o.id`;
}

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as Rows<T>).rows;

/** The figures of an owner's listings or of one listing (objektStatistikSql). */
export function selectObjektStatistik(db: Db, scope: StatistikScope, weeks: number) {
  return rowsOf<{
    id: string;
    aufrufe: number[];
    aufrufeGesamt: number;
    exposes: number;
    exposesGesamt: number;
    anfragen: number;
    anfragenGesamt: number;
    favoriten: number;
    sammlungen: number;
  }>(db, objektStatistikSql(scope, weeks));
}

/** The first day (YYYY-MM-DD) of each of the last `weeks` calendar weeks in Vienna, the oldest first. */
export async function selectWochen(db: Db, weeks: number): Promise<string[]> {
  const rows = await rowsOf<{ beginn: string }>(
    db,
    sql`select to_char(date_trunc('week', now() at time zone ${tz}) - w * interval '1 week', 'YYYY-MM-DD') as beginn
        from generate_series(${lit(weeks - 1)}, 0, -1) w order by w desc`,
  );
  return rows.map((r) => r.beginn);
}

/** A listing's figures of last month, for the monthly summary of its owner. */
export interface MonatsZahlen {
  owner: number;
  email: string;
  lang: 'de' | 'en';
  id: string;
  objektname: string;
  objektnameEn: string | null;
  objektnummer: string | null;
  /** The month counted, YYYY-MM. */
  monat: string;
  aufrufe: number;
  exposes: number;
  anfragen: number;
  favoriten: number;
  sammlungen: number;
}

/**
 * The SQL of last month's figures (Vienna's calendar) of every listing whose owner asked for the monthly
 * summary (users.statistik_mail, not locked), by owner (its snapshot is reviewed).
 */
export function monatsZahlenSql() {
  const from = monthStart(1);
  const to = monthStart(0);
  return sql`select u.id as owner, u.email, u.lang, o.id::text as id, o.objektname, ue.objektname_en as "objektnameEn",
      o.objektnummer, to_char(${from} at time zone ${tz}, 'YYYY-MM') as monat,
      ${logCount('objektViewed', from, to)} as aufrufe,
      ${logCount('objektExpose', from, to)} as exposes,
      ${anfrageCount(from, to)} as anfragen,
      ${heldBy}
    from users u
    join objekt o on o.owner = u.id and ${shownToOwner}
    left join uebersetzung ue on ue.objekt = o.id
    where u.statistik_mail and not u.locked
    order by u.id, o.objektname, o.id`;
}

/** Last month's figures of the listings of every owner who asked for the monthly summary (monatsZahlenSql). */
export function selectMonatsZahlen(db: Pick<Db, 'execute'>) {
  return rowsOf<MonatsZahlen>(db as Db, monatsZahlenSql());
}
