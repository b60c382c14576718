import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { STATUS } from '../../shared/domain/objekt';
import { type AdminObjektQuery, EXPIRING_DAYS } from '../../shared/schemas/admin-objekt';
import type { Db } from '../db/client';
import { objekt, users } from '../db/schema';
import { containing } from '../lib/like';
import type { Tx } from './write-queries';

/** A change of the released object waits for review (aenderung-service.ts). */
const aenderungOffen = sql<boolean>`exists (select 1 from objekt_aenderung a
  where a.objekt = ${objekt.id} and a.status = 'offen')`;

/** Since when an entry waits: a pending change since its last save, anything else since its last change. */
const eingang = sql`coalesce((select a.geaendertam from objekt_aenderung a
  where a.objekt = ${objekt.id} and a.status = 'offen'), ${objekt.geaendertam})`;

const sortColumns = {
  objektnummer: objekt.objektnummer,
  objektname: objekt.objektname,
  ort: objekt.ort,
  status: objekt.status,
  geaendertam: objekt.geaendertam,
  flaecheinqm: objekt.flaecheinqm,
  eingang,
};

/** Expired, or expiring within EXPIRING_DAYS (not expired yet). */
const ablaufConditions = {
  abgelaufen: eq(objekt.istabgelaufen, true),
  bald: and(eq(objekt.istabgelaufen, false), sql`${objekt.ablaufdatum} <= current_date + ${EXPIRING_DAYS}::int`),
};

/** What waits for the agency's review: objects under review and pending changes of released ones. */
const zurPruefung = sql`(${objekt.status} = ${STATUS.IN_PRUEFUNG} or ${aenderungOffen})`;

/**
 * The two statements of a page of the admin object list (counts, and the page with the review queue
 * first), built but not run: selectAdminPage runs them, the snapshot test reads their SQL.
 */
export function adminPageQueries(db: Pick<Db, 'select'>, query: AdminObjektQuery) {
  const conditions: (SQL | undefined)[] = [];
  if (query.status?.length) conditions.push(inArray(objekt.status, query.status));
  if (query.objektart) conditions.push(eq(objekt.objektart, query.objektart));
  if (query.bezirk) conditions.push(eq(objekt.bezirk, query.bezirk));
  if (query.q) {
    const like = containing(query.q);
    conditions.push(or(ilike(objekt.objektname, like), ilike(objekt.objektnummer, like), ilike(objekt.ort, like)));
  }
  if (query.pruefung) conditions.push(zurPruefung);
  if (query.ablauf) conditions.push(ablaufConditions[query.ablauf]);
  if (query.owner) conditions.push(ilike(users.username, containing(query.owner)));
  const where = and(...conditions);
  const order = query.dir === 'asc' ? asc(sortColumns[query.sort]) : desc(sortColumns[query.sort]);
  const counts = db
    .select({
      total: sql<number>`count(*)::int`,
      inPruefung: sql<number>`count(*) filter (where ${zurPruefung})::int`,
    })
    .from(objekt)
    .leftJoin(users, eq(users.id, objekt.owner))
    .where(where);
  const items = db
    .select({
      id: objekt.id,
      objektnummer: objekt.objektnummer,
      objektname: objekt.objektname,
      ort: objekt.ort,
      bezirk: objekt.bezirk,
      objektart: objekt.objektart,
      status: objekt.status,
      istabgelaufen: objekt.istabgelaufen,
      flaecheinqm: objekt.flaecheinqm,
      geaendertam: objekt.geaendertam,
      owner: users.username,
      aenderungInPruefung: aenderungOffen,
    })
    .from(objekt)
    .leftJoin(users, eq(users.id, objekt.owner))
    .where(where)
    .orderBy(sql`${zurPruefung} desc`, order, objekt.id)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { counts, items };
}

/** One page of the admin object list; objects and changes under review come first (the review queue). */
export async function selectAdminPage(db: Db, query: AdminObjektQuery) {
  const built = adminPageQueries(db, query);
  const [counts] = await built.counts;
  const items = await built.items;
  return {
    total: counts?.total ?? 0,
    inPruefung: counts?.inPruefung ?? 0,
    items: items.map((i) => ({ ...i, geaendertam: i.geaendertam.toISOString() })),
  };
}

/** Reads objects' rows and locks them until the transaction ends, in id order (the bulk status change). */
export function lockObjekte(tx: Tx, ids: readonly string[]) {
  return tx
    .select()
    .from(objekt)
    .where(inArray(objekt.id, [...ids]))
    .orderBy(asc(objekt.id))
    .for('update');
}
