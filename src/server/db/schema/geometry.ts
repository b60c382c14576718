import { customType } from 'drizzle-orm/pg-core';

/**
 * A PostGIS geometry in EPSG:4326. Values are written as WKT in lon/lat (sent as EWKT with SRID 4326,
 * which PostGIS parses on input); read them in queries with `ST_AsText(column)`, since the driver returns
 * hex EWKB for a plain select.
 */
export const geometry = (name: string, kind: 'Geometry' | 'Point' | 'MultiPolygon' = 'Geometry') =>
  customType<{ data: string; driverData: string }>({
    dataType: () => `geometry(${kind},4326)`,
    toDriver: (wkt) => (wkt.startsWith('SRID=') ? wkt : `SRID=4326;${wkt}`),
  })(name);
