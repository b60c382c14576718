/** Regional bounding box of spec 9 (lon/lat): [minLon, minLat, maxLon, maxLat]. */
export const REGION_BBOX = [14.45423578, 47.42218427, 17.06882327, 49.02045613] as const;

/** True when a lon/lat position lies inside the regional bounding box. */
export function inRegion(lon: number, lat: number): boolean {
  const [minLon, minLat, maxLon, maxLat] = REGION_BBOX;
  return lon >= minLon && lon <= maxLon && lat >= minLat && lat <= maxLat;
}

const NUMBER = '-?\\d+(?:\\.\\d+)?';
const POINT = new RegExp(`^\\s*POINT\\s*\\(\\s*(${NUMBER})\\s+(${NUMBER})\\s*\\)\\s*$`, 'i');

/** The lon/lat of a WKT POINT, or null when the text is no point. */
export function parsePointWkt(wkt: string): { lon: number; lat: number } | null {
  const m = POINT.exec(wkt);
  return m ? { lon: Number(m[1]), lat: Number(m[2]) } : null;
}

/** The WKT of a lon/lat point. */
export const pointWkt = (lon: number, lat: number) => `POINT(${lon} ${lat})`;

const COORDINATES = new RegExp(`(${NUMBER})\\s+(${NUMBER})`, 'g');

/** True when the text has coordinates and every one lies inside the regional bounding box (a plot outline). */
export function allInRegion(wkt: string): boolean {
  const pairs = [...wkt.matchAll(COORDINATES)];
  return pairs.length > 0 && pairs.every((m) => inRegion(Number(m[1]), Number(m[2])));
}

/** True when the text has the shape of a WKT (MULTI)POLYGON; the database checks it is valid. */
export const looksLikePolygonWkt = (wkt: string) => /^\s*(MULTI)?POLYGON\s*\(\s*\(.*\)\s*\)\s*$/is.test(wkt);
