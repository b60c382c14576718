import { eq, isNotNull, sql } from 'drizzle-orm';
import type { Bbox } from '../../shared/domain/ausschnitt';
import { THEMENLAYER_MVT_LAYER } from '../../shared/domain/themenlayer';
import type { Db } from '../db/client';
import { themenlayer } from '../db/schema';

/**
 * The areas of a layer as the map draws them (issue #27): by map section as GeoJSON (both databases) and by
 * vector tile (PostgreSQL). Both read only the layer's current import, simplify to the zoom's resolution and
 * draw at most maxFlaechen(zoom) areas, largest first, so an answer stays a bounded amount of work however many
 * areas the layer has — the embedded database runs its queries on the server's only thread.
 */

/**
 * Areas per answer at most, by zoom: region-wide (below zoom 12) the 800 largest, closer in 2,500. The work
 * of an answer (clip, simplify, GeoJSON) grows with its areas, and the embedded database does it on the
 * server's only thread: 4,000 areas of a 100,000-area layer at zoom 8 held it for over a second, 800 for a
 * fraction of that (npm run bench:themenlayer). A map of the whole region shows its largest areas first.
 */
export function maxFlaechen(zoom: number): number {
  return zoom < 12 ? 800 : 2500;
}

/** The size of a map pixel in degrees of latitude at `zoom` and latitude `lat` (256 px tiles, web map). */
export function pixelGrad(zoom: number, lat: number): number {
  return (360 / (256 * 2 ** zoom)) * Math.cos((lat * Math.PI) / 180);
}

/**
 * What a zoom asks of the geometry: the simplification tolerance (one pixel), the smallest area kept (its
 * bounding box at least a pixel wide or high: smaller ones would draw as a dot or not at all) and the
 * coordinates' decimals (a tenth of a pixel, at most 7).
 */
export function zoomGeometrie(zoom: number, lat: number) {
  const pixel = pixelGrad(zoom, lat);
  return {
    toleranz: pixel,
    mindestgroesse: pixel,
    stellen: Math.min(7, Math.max(1, Math.ceil(-Math.log10(pixel / 10)))),
  };
}

type Rows<T> = { rows: T[] };

/** The layers with areas, as the map lists them (no counts: the map needs none). */
export function selectKartenLayer(db: Db) {
  return db
    .select({
      id: themenlayer.id,
      art: themenlayer.art,
      name: themenlayer.name,
      name_en: themenlayer.name_en,
      quelle: themenlayer.quelle,
    })
    .from(themenlayer)
    .where(isNotNull(themenlayer.importId))
    .orderBy(themenlayer.art, themenlayer.name, themenlayer.id);
}

/** The current import of a layer, or undefined for an unknown layer (null: a layer without areas yet). */
export async function aktuellerImport(db: Db, id: number): Promise<number | null | undefined> {
  const [row] = await db.select({ importId: themenlayer.importId }).from(themenlayer).where(eq(themenlayer.id, id));
  return row ? row.importId : undefined;
}

/** An area's extent: the larger side of its bounding box in degrees (the expression migration 0034 indexes). */
const GROESSE = sql.raw('(greatest(ST_XMax(f.geom) - ST_XMin(f.geom), ST_YMax(f.geom) - ST_YMin(f.geom)))');

/**
 * The candidate areas of an import in `box` (a geometry in 4326), at least `groesse` degrees wide or high,
 * largest first, at most maxFlaechen(zoom). Region-wide the size index yields them in order; in a small
 * section the spatial index finds the few there.
 */
const kandidaten = (importId: number, box: ReturnType<typeof sql>, groesse: number, zoom: number) => sql`
  select f.kategorie, f.geom from themenlayer_flaeche f
  where f.import_id = ${importId} and f.geom && ${box} and ${GROESSE} >= ${groesse}::float8
  order by ${GROESSE} desc
  limit ${maxFlaechen(zoom)}`;

/**
 * The areas of an import that meet a map section, as the GeoJSON text of a FeatureCollection (built by the
 * database): clipped to the section enlarged by a tenth on each side (so edges stay outside the view and
 * neighbouring sections overlap), then simplified to the zoom's pixel; whatever simplifies away is left out.
 */
export async function flaechenGeojson(db: Db, importId: number, bbox: Bbox, zoom: number): Promise<string> {
  const [minLon, minLat, maxLon, maxLat] = bbox;
  const { toleranz, mindestgroesse, stellen } = zoomGeometrie(zoom, (minLat + maxLat) / 2);
  const rand = Math.max((maxLon - minLon) / 10, (maxLat - minLat) / 10, toleranz * 4);
  const box = sql`ST_MakeEnvelope(${minLon}::float8, ${minLat}::float8, ${maxLon}::float8, ${maxLat}::float8, 4326)`;
  const clip = sql`ST_MakeEnvelope(${minLon - rand}::float8, ${minLat - rand}::float8, ${maxLon + rand}::float8, ${maxLat + rand}::float8, 4326)`;
  const result = (await db.execute(sql`
    with k as (${kandidaten(importId, box, mindestgroesse, zoom)}),
    g as (
      select kategorie, ST_SimplifyPreserveTopology(ST_ClipByBox2D(geom, ${clip}::box2d), ${toleranz}::float8) as geom
      from k
    )
    select json_build_object(
      'type', 'FeatureCollection',
      'features', coalesce(json_agg(json_build_object(
        'type', 'Feature',
        'properties', json_build_object('kategorie', kategorie),
        'geometry', ST_AsGeoJSON(geom, ${stellen}::int)::json
      )), '[]'::json)
    )::text as json
    from g where not ST_IsEmpty(geom)`)) as unknown as Rows<{ json: string }>;
  return result.rows[0]?.json ?? '{"type":"FeatureCollection","features":[]}';
}

/**
 * One vector tile of an import's areas (Mapbox Vector Tile, layer THEMENLAYER_MVT_LAYER, property
 * `kategorie`): the areas that meet the tile, simplified to its pixel and clipped to it with a buffer.
 * Needs PostGIS with protobuf (PostgreSQL; not the embedded database).
 */
export async function flaechenKachel(db: Db, importId: number, z: number, x: number, y: number): Promise<Buffer> {
  const n = 2 ** z;
  // The latitude of the tile's centre, for the size of its pixels in degrees.
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * (y + 0.5)) / n))) * 180) / Math.PI;
  const { toleranz, mindestgroesse } = zoomGeometrie(z, lat);
  const result = (await db.execute(sql`
    with t as (select ST_TileEnvelope(${z}::int, ${x}::int, ${y}::int) as env),
    k as (${kandidaten(importId, sql`(select ST_Transform(env, 4326) from t)`, mindestgroesse, z)}),
    m as (
      select kategorie,
        ST_AsMVTGeom(ST_Transform(ST_SimplifyPreserveTopology(geom, ${toleranz}::float8), 3857), t.env, 4096, 64, true) as geom
      from k, t
    )
    select ST_AsMVT(m, ${THEMENLAYER_MVT_LAYER}, 4096, 'geom') as tile from m where geom is not null`)) as unknown as Rows<{
    tile: Uint8Array | null;
  }>;
  const tile = result.rows[0]?.tile;
  return tile ? Buffer.from(tile.buffer, tile.byteOffset, tile.byteLength) : Buffer.alloc(0);
}

/** Whether the database's PostGIS writes vector tiles (built with protobuf): asked once per server. */
export async function kannMvt(db: Db): Promise<boolean> {
  try {
    await db.execute(
      sql`select ST_AsMVT(q, 'probe') from (select ST_AsMVTGeom(ST_MakeEnvelope(0, 0, 1, 1, 3857), ST_MakeEnvelope(0, 0, 2, 2, 3857)) as geom) q`,
    );
    return true;
  } catch {
    return false;
  }
}
