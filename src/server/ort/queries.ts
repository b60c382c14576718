import { type SQL, sql } from 'drizzle-orm';
import { REGION_BBOX } from '../../shared/domain/geo';
import type { OrtTrefferType } from '../../shared/domain/ortsuche';
import type { Db } from '../db/client';
import { bezirk, ort, region } from '../db/schema';

/** A gazetteer row that may match a place search, before ranking. */
export interface OrtKandidatRow {
  type: Exclude<OrtTrefferType, 'extern'>;
  id: string;
  name: string;
  bezirk: string | null;
  lon: number;
  lat: number;
  min_lon: number;
  min_lat: number;
  max_lon: number;
  max_lat: number;
  /** PostGIS geometry type of the location ('POINT', …). */
  geom_type: string;
  /** Trigram word similarity of the term to the name, used only to narrow the candidates. */
  sim: number;
}

/**
 * The SQL that narrows a place search to candidates: places, places outside Lower Austria under any of their
 * names (id 'n' + their id, `bezirk` their area code, named by the service), districts (at the centroid and extent of
 * their places: the districts have no geometry of their own) and cadastral communities (at the place
 * named like their political municipality), whose folded name (name_fold) contains the folded term or a
 * word similar to it (pg_trgm, trigram-indexed), with their centre in the regional bounding box.
 * Best trigram matches first; the service ranks them by fuzzy score afterwards.
 */
export function ortKandidatenSql(term: string, limit: number) {
  const [minLon, minLat, maxLon, maxLat] = REGION_BBOX;
  // The folded term is written out (not taken from a CTE) so the planner folds it to a constant and can
  // use the trigram indexes on the name_fold columns.
  const t = sql`search_fold(${term})`;
  const matches = (name: SQL) => sql`(${name} %> ${t} or ${name} like '%' || ${t} || '%')`;
  return sql`
    select * from (
      select 'ort' as type, o.id::text as id, o.name, b.name as bezirk, o.lon, o.lat,
        o.lon as min_lon, o.lat as min_lat, o.lon as max_lon, o.lat as max_lat,
        geometrytype(o.location) as geom_type, word_similarity(${t}, o.name_fold) as sim
      from ort o join bezirk b on b.id = o.bezirk
      where ${matches(sql`o.name_fold`)}
      union all
      select 'ort', 'n' || p.id, n.name, p.gebiet, p.lon, p.lat, p.lon, p.lat, p.lon, p.lat,
        geometrytype(p.location), word_similarity(${t}, n.name_fold)
      from nachbarort_name n join nachbarort p on p.id = n.nachbarort
      where ${matches(sql`n.name_fold`)}
      union all
      select 'bezirk', b.id, b.name, b.name, avg(o.lon), avg(o.lat), min(o.lon), min(o.lat), max(o.lon), max(o.lat),
        'POINT', word_similarity(${t}, b.name_fold)
      from bezirk b join ort o on o.bezirk = b.id
      where ${matches(sql`b.name_fold`)}
      group by b.id, b.name, b.name_fold
      union all
      select 'katastralgemeinde', k.id, k.name, b.name, o.lon, o.lat, o.lon, o.lat, o.lon, o.lat,
        geometrytype(o.location), word_similarity(${t}, k.name_fold)
      from katastralgemeinde k join bezirk b on b.id = k.bezirk
      join lateral (
        select p.lon, p.lat, p.location from ort p
        where p.bezirk = k.bezirk and p.name = k.politischegemeinde order by p.id limit 1
      ) o on true
      where ${matches(sql`k.name_fold`)}
    ) c
    where ${t} <> ''
      and (c.min_lon + c.max_lon) / 2 between ${minLon} and ${maxLon}
      and (c.min_lat + c.max_lat) / 2 between ${minLat} and ${maxLat}
    order by c.sim desc, c.name
    limit ${limit}`;
}

/** Runs {@link ortKandidatenSql}. */
export async function selectOrtKandidaten(db: Db, term: string, limit: number): Promise<OrtKandidatRow[]> {
  const result = await db.execute(ortKandidatenSql(term, limit));
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  // node-postgres returns numbers for double precision and real; normalise anyway (PGlite and pg agree).
  return rows.map((r) => ({
    type: r.type as OrtKandidatRow['type'],
    id: String(r.id),
    name: String(r.name),
    bezirk: r.bezirk === null ? null : String(r.bezirk),
    lon: Number(r.lon),
    lat: Number(r.lat),
    min_lon: Number(r.min_lon),
    min_lat: Number(r.min_lat),
    max_lon: Number(r.max_lon),
    max_lat: Number(r.max_lat),
    geom_type: String(r.geom_type),
    sim: Number(r.sim),
  }));
}

/** The regions, by id. */
export function selectRegionen(db: Db) {
  return db.select().from(region).orderBy(region.id);
}

/** The districts, by name. */
export function selectBezirke(db: Db) {
  return db.select().from(bezirk).orderBy(bezirk.name);
}

/** The gazetteer's places (id, name, district, region, position), by name. */
export function selectOrte(db: Db) {
  return db
    .select({ id: ort.id, name: ort.name, bezirk: ort.bezirk, region: ort.region, lon: ort.lon, lat: ort.lat })
    .from(ort)
    .orderBy(ort.name);
}
