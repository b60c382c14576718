import { THEMENLAYER_SRIDS } from '../../shared/domain/themenlayer';

/**
 * The EPSG code a file names for its coordinates, or null when it names none the import knows. A .prj holds
 * WKT, with the EPSG code as its last AUTHORITY when written by GDAL, or only the system's name (ESRI
 * style); a GeoJSON `crs` member names it as a URN or `EPSG:nnnn` (RFC 7946 files have none: lon/lat).
 */

const known = (srid: number) => ((THEMENLAYER_SRIDS as readonly number[]).includes(srid) ? srid : null);

/** WKT names (spaces, underscores and case ignored) of the supported systems. */
const WKT_NAMES: readonly [RegExp, number][] = [
  [/^mgiaustrialambert$/, 31287],
  [/^mgiaustriagkeast$/, 31256],
  [/^mgiaustriagkcentral$/, 31255],
  [/^mgiaustriagkwest$/, 31254],
  [/^etrs89austrialambert$/, 3416],
  [/pseudomercator|webmercator|popularvisualisation/, 3857],
];

/** The EPSG code of a .prj's WKT; null when it is empty or names an unknown system. */
export function sridOfPrj(wkt: string): number | null {
  const text = wkt.trim();
  if (!text) return null;
  const authority = /AUTHORITY\[\s*"EPSG"\s*,\s*"?(\d+)"?\s*\]\s*\]\s*$/i.exec(text);
  if (authority) return known(Number(authority[1]));
  const projcs = /^PROJCS\[\s*"([^"]*)"/i.exec(text);
  if (projcs) {
    const name = (projcs[1] ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
    return WKT_NAMES.find(([pattern]) => pattern.test(name))?.[1] ?? null;
  }
  return /^GEOGCS\[\s*"(GCS_)?WGS[ _]?(19)?84"/i.test(text) ? 4326 : null;
}

/** The EPSG code of a GeoJSON `crs` member; undefined when there is none, null when it is unknown. */
export function sridOfGeojsonCrs(crs: unknown): number | null | undefined {
  if (crs === undefined || crs === null) return undefined;
  const name = (crs as { properties?: { name?: unknown } }).properties?.name;
  if (typeof name !== 'string') return null;
  if (/CRS84$/i.test(name)) return 4326;
  const code = /EPSG:{1,2}(\d+)$/i.exec(name);
  return code ? known(Number(code[1])) : null;
}
