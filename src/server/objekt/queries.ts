import { and, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { objekt, objektart, objektMerkmal, technischeInfrastruktur, uebersetzung, widmung } from '../db/schema';
import { beruehrt } from './kartenfilter-queries';

/*
 * The parts of an object that both the object list (selectObjekte) and the map index's load query
 * (map-index-queries.ts) read, each written once.
 */

/** The order of GET /api/objekt: newest first. */
export const NEUESTE_ZUERST = [sql`${objekt.erstelltam} desc`, objekt.id] as const;

/** The location, the geometry and the polygon as WKT. */
export const geoTexte = {
  standort: sql<string | null>`ST_AsText(${objekt.standort})`,
  geometry: sql<string | null>`ST_AsText(${objekt.geometry})`,
  polygon: sql<string | null>`ST_AsText(${objekt.polygon})`,
};

/**
 * The object's features in id order ('{}' without any) as a lateral subquery: joined once with
 * `crossJoinLateral(merkmale)`, read as `merkmale.liste` as often as a query needs it.
 */
export const merkmale = new QueryBuilder()
  .select({
    liste: sql<number[]>`coalesce(array_agg(${objektMerkmal.merkmal} order by ${objektMerkmal.merkmal}), '{}')`.as(
      'liste',
    ),
  })
  .from(objektMerkmal)
  .where(eq(objektMerkmal.objekt, objekt.id))
  .as('merkmale');

/** The object's zoning categories, in order ('{}' without any). */
export const widmungen = sql<string[]>`coalesce((select array_agg(w.widmung order by w.widmung)
  from objekt_widmung w where w.objekt = ${objekt.id}), '{}')`;

/** An image as the presenter reads it. */
interface BildJson {
  msid: string;
  id: string;
  mimetype: string;
  s3filename: string;
  width: number;
  height: number;
  crmfilename: string;
  titel: string | null;
}
/** One of the object's images (`b`, in `bilderVon`) as JSON: BildJson. */
const bildJson = sql`json_build_object('msid', b.msid, 'id', b.id, 'mimetype', b.mimetype,
  's3filename', b.s3filename, 'width', b.width, 'height', b.height, 'crmfilename', b.crmfilename,
  'titel', b.titel)`;
const bilderVon = sql`from objektbild b where b.objekt = ${objekt.id}`;

/** The object's images in their order, as a JSON array. */
const bilder = sql<BildJson[]>`coalesce((select json_agg(${bildJson} order by b.reihenfolge) ${bilderVon}), '[]')`;

/** The object's first image alone, as a JSON array of one ('[]' without any): the map summary's picture. */
export const erstesBild = sql<BildJson[]>`coalesce((select json_build_array(${bildJson}) ${bilderVon}
  order by b.reihenfolge limit 1), '[]'::json)`;

/** The translation's join condition (an object has at most one translation). */
export const uebersetzungVon = eq(uebersetzung.objekt, objekt.id);

/**
 * One query per list: the object's own columns plus its lists (features, zoning, infrastructure,
 * transport, images) as correlated aggregates, so PGlite's single connection answers in one round trip.
 */
const columns = {
  row: objekt,
  ...geoTexte,
  uebersetzung: {
    msid: uebersetzung.msid,
    objektname_en: uebersetzung.objektname_en,
    detailbeschreibung_en: uebersetzung.detailbeschreibung_en,
    lageerreichbarkeit_en: uebersetzung.lageerreichbarkeit_en,
  },
  standortbeschreibung: merkmale.liste,
  widmungen,
  technischeinfrastruktur: sql<number[]>`coalesce((select array_agg(t.technischeinfrastruktur
    order by t.technischeinfrastruktur) from objekt_technische_infrastruktur t where t.objekt = ${objekt.id}), '{}')`,
  verkehrsinfrastruktur: sql<{ type: number; connection: string; distance: number }[]>`coalesce((select
    json_agg(json_build_object('type', v.verkehrsart, 'connection', v.anbindung, 'distance', v.entfernung)
    order by v.entfernung) from objekt_verkehr v where v.objekt = ${objekt.id}), '[]')`,
  bilder,
  /** The status of the object's pending change ('offen', 'abgelehnt'), or null when there is none. */
  aenderung: sql<string | null>`(select a.status from objekt_aenderung a where a.objekt = ${objekt.id})`,
  /** Site check: touches an HQ100 flood area / a Natura 2000 area. */
  inHq100: beruehrt('hq100'),
  inNatura2000: beruehrt('natura2000'),
};

export type ObjektRecord = Awaited<ReturnType<typeof selectObjekte>>[number];

/** Which objects a viewer may see, as SQL: any of the listed statuses (optionally unexpired), or owned. */
export interface VisibilityFilter {
  statuses: number[];
  includeExpired: boolean;
  ownerId?: number;
}

export function visibilityCondition(filter: VisibilityFilter): SQL | undefined {
  const byStatus = filter.statuses.length
    ? and(inArray(objekt.status, filter.statuses), filter.includeExpired ? undefined : eq(objekt.istabgelaufen, false))
    : sql`false`;
  return filter.ownerId === undefined ? byStatus : or(byStatus, eq(objekt.owner, filter.ownerId));
}

/**
 * The same rule as visibilityCondition, for objects held in memory (the map index, map-index-data.ts): a
 * check of status, expiry and owner; the tests compare both on the demo data.
 */
export function visibilityPredicate(
  filter: VisibilityFilter,
): (status: number, istabgelaufen: boolean, owner: number | null) => boolean {
  const statuses = new Set(filter.statuses);
  const { ownerId, includeExpired } = filter;
  return (status, istabgelaufen, owner) =>
    (ownerId !== undefined && owner === ownerId) || (statuses.has(status) && (includeExpired || !istabgelaufen));
}

/** How many objects a visibility filter admits. */
export async function countVisibleTo(db: Db, filter: VisibilityFilter): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(objekt).where(visibilityCondition(filter));
  return row?.n ?? 0;
}

/** Lists the objects a visibility filter admits (optionally only these ids), newest first. */
export function selectObjekte(db: Pick<Db, 'select'>, filter: VisibilityFilter, ids?: string | readonly string[]) {
  const only =
    ids === undefined ? undefined : typeof ids === 'string' ? eq(objekt.id, ids) : inArray(objekt.id, [...ids]);
  return db
    .select(columns)
    .from(objekt)
    .leftJoin(uebersetzung, uebersetzungVon)
    .crossJoinLateral(merkmale)
    .where(and(visibilityCondition(filter), only))
    .orderBy(...NEUESTE_ZUERST);
}

/** The users who own at least one object (of any status). */
export async function selectOwnerIds(db: Db): Promise<number[]> {
  const rows = await db.selectDistinct({ owner: objekt.owner }).from(objekt).where(isNotNull(objekt.owner));
  return rows.map((r) => r.owner as number);
}

/** The property types, in id order (standing data). */
export function selectObjektarten(db: Db) {
  return db.select().from(objektart).orderBy(objektart.id);
}

/** The kinds of technical infrastructure, in id order (standing data). */
export function selectTechnischeInfrastruktur(db: Db) {
  return db.select().from(technischeInfrastruktur).orderBy(technischeInfrastruktur.id);
}

/** The zoning categories, in id order (standing data). */
export function selectWidmungen(db: Db) {
  return db.select().from(widmung).orderBy(widmung.id);
}
