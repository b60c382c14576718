import { sql } from 'drizzle-orm';
import { STANDORTCHECK_UMKREIS_M } from '../../shared/domain/themenlayer';
import type { Db, Tx } from '../db/client';

/** Which pairs a recomputation covers: some properties or all, against one layer or all. */
export interface CheckUmfang {
  objektIds?: string[];
  layerId?: number;
}

/**
 * Recomputes the site check of the pairs of property and layer in `umfang`: the share of the plot (or the
 * location point, 1 or 0) inside the layer's current areas, measured in EPSG:31287 metres, the distance to the
 * nearest area within STANDORTCHECK_UMKREIS_M when it touches none, and the zoning categories it touches,
 * largest share first; stored with the layer's import date. The stored rows are what the map index, the
 * filters, the detail page and the exposé read, so the object list's data version is raised with them.
 */
export async function recomputeStandortcheck(db: Db | Tx, umfang: CheckUmfang): Promise<void> {
  const ids = umfang.objektIds && `{${umfang.objektIds.join(',')}}`;
  const objekte = ids ? sql`and o.id = any(${ids}::uuid[])` : sql``;
  const layer = umfang.layerId === undefined ? sql`` : sql`and l.id = ${umfang.layerId}`;
  const deleteObjekte = ids ? sql`objektid = any(${ids}::uuid[])` : sql`true`;
  const deleteLayer = umfang.layerId === undefined ? sql`true` : sql`layer_id = ${umfang.layerId}`;
  await db.execute(sql`delete from objekt_standortcheck where ${deleteObjekte} and ${deleteLayer}`);
  await db.execute(sql`
    insert into objekt_standortcheck (objektid, layer_id, anteil, abstand, kategorien, importiert_am)
    select o.id, l.id, coalesce(n.anteil, 0),
      case when coalesce(n.anteil, 0) > 0 then null else n.abstand end,
      coalesce(n.kategorien, '{}'), l.importiert_am
    from (
      select id, ST_MakeValid(case when ST_Dimension(polygon) = 2 then polygon else standort end) as g
      from objekt o where standort is not null ${objekte}
    ) o
    cross join themenlayer l
    left join lateral (
      select
        case when ST_Dimension(o.g) = 2
          then least(1, coalesce(ST_Area(ST_Intersection(ST_Transform(o.g, 31287), ST_Transform(ST_Union(f.geom), 31287)))
            / nullif(ST_Area(ST_Transform(o.g, 31287)), 0), 0))
          else case when bool_or(ST_Intersects(f.geom, o.g)) then 1 else 0 end
        end as anteil,
        min(ST_Distance(ST_Transform(f.geom, 31287), ST_Transform(o.g, 31287))) as abstand,
        array_remove(
          array_agg(f.kategorie order by ST_Area(ST_Intersection(f.geom, o.g)) desc) filter (where ST_Intersects(f.geom, o.g)),
          null
        ) as kategorien
      from themenlayer_flaeche f
      where f.import_id = l.import_id and f.geom && ST_Expand(o.g, 0.01)
        and ST_DWithin(ST_Transform(f.geom, 31287), ST_Transform(o.g, 31287), ${STANDORTCHECK_UMKREIS_M})
    ) n on true
    where l.import_id is not null ${layer}`);
  await bumpObjektVersion(db);
}

/**
 * Raises the object list's data version as the triggers on the object tables do (migration 0010), and tells
 * the embedded database's listeners: the map index and the cached answers then carry the new check (or,
 * after a layer's deletion, no longer carry its rows).
 */
export async function bumpObjektVersion(db: Db | Tx): Promise<void> {
  await db.execute(sql`update data_version set version = version + 1 where name = 'objekt'`);
  await db.execute(sql`select pg_notify('data_version', 'objekt')`);
}
