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

/** One page of the admin object list; objects under review come first (the review queue). */
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
      inPruefung: sql<number>`count(*) filter (where ${objekt.status} = ${STATUS.IN_PRUEFUNG})::int`,
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
    })
    .from(objekt)
    .leftJoin(users, eq(users.id, objekt.owner))
    .where(where)
    .orderBy(sql`(${objekt.status} = ${STATUS.IN_PRUEFUNG}) desc`, order, objekt.id)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    total: counts?.total ?? 0,
    inPruefung: counts?.inPruefung ?? 0,
    items: items.map((i) => ({ ...i, geaendertam: i.geaendertam.toISOString() })),
  };
}
