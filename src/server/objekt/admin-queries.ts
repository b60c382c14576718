import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { STATUS } from '../../shared/domain/objekt';
import type { AdminObjektQuery } from '../../shared/schemas/admin-objekt';
import type { Db } from '../db/client';
import { objekt, users } from '../db/schema';

const sortColumns = {
  objektnummer: objekt.objektnummer,
  objektname: objekt.objektname,
  ort: objekt.ort,
  status: objekt.status,
  geaendertam: objekt.geaendertam,
  flaecheinqm: objekt.flaecheinqm,
};

/** A change of the released object waits for review (aenderung-service.ts). */
const aenderungOffen = sql<boolean>`exists (select 1 from objekt_aenderung a
  where a.objekt = ${objekt.id} and a.status = 'offen')`;

/** What waits for the agency's review: objects under review and pending changes of released ones. */
const zurPruefung = sql`(${objekt.status} = ${STATUS.IN_PRUEFUNG} or ${aenderungOffen})`;

/** One page of the admin object list; objects and changes under review come first (the review queue). */
export async function selectAdminPage(db: Db, query: AdminObjektQuery) {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(inArray(objekt.status, query.status.split(',').map(Number)));
  if (query.objektart) conditions.push(eq(objekt.objektart, query.objektart));
  if (query.bezirk) conditions.push(eq(objekt.bezirk, query.bezirk));
  if (query.q) {
    const like = `%${query.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(objekt.objektname, like), ilike(objekt.objektnummer, like), ilike(objekt.ort, like)));
  }
  const where = and(...conditions);
  const order = query.dir === 'asc' ? asc(sortColumns[query.sort]) : desc(sortColumns[query.sort]);
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      inPruefung: sql<number>`count(*) filter (where ${zurPruefung})::int`,
    })
    .from(objekt)
    .where(where);
  const items = await db
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
  return {
    total: counts?.total ?? 0,
    inPruefung: counts?.inPruefung ?? 0,
    items: items.map((i) => ({ ...i, geaendertam: i.geaendertam.toISOString() })),
  };
}
