/**
 * Loading the map by extent (issue 'Performance', part 5): when a viewer may see more objects than the
 * portal's threshold, the map page no longer loads the whole object list. It asks the server for the
 * objects in the visible map section that pass the filters (GET /api/objekt/ausschnitt); when more than a
 * maximum match, the server answers with counts per district instead, and the map shows those.
 */

/** Default threshold: with more visible objects than this, the map page loads by extent. */
export const AUSSCHNITT_AB = 5_000;

/** Default maximum of objects one extent answer lists; above it, counts per district. */
export const AUSSCHNITT_MAX_OBJEKTE = 1_000;

/** A map section in lon/lat: [minLon, minLat, maxLon, maxLat]. */
export type Bbox = readonly [number, number, number, number];

const NUMBER = '-?\\d{1,3}(?:\\.\\d+)?';
/** The bbox query value: four comma-separated decimal degrees. */
export const BBOX_PATTERN = new RegExp(`^${NUMBER},${NUMBER},${NUMBER},${NUMBER}$`);

/**
 * A bbox from its query value, or null when it is malformed, outside lon −180…180 / lat −90…90 or empty
 * (min above max).
 */
export function parseBbox(value: string): Bbox | null {
  if (!BBOX_PATTERN.test(value)) return null;
  const [minLon, minLat, maxLon, maxLat] = value.split(',').map(Number) as [number, number, number, number];
  const lonOk = (v: number) => v >= -180 && v <= 180;
  const latOk = (v: number) => v >= -90 && v <= 90;
  if (![minLon, maxLon].every(lonOk) || ![minLat, maxLat].every(latOk)) return null;
  if (minLon > maxLon || minLat > maxLat) return null;
  return [minLon, minLat, maxLon, maxLat];
}

/**
 * The query value of a map section, outward-rounded to 4 decimals (about 10 m): small pans that do not
 * change it reuse the answer, and rounding never cuts off an object at the edge.
 */
export function bboxParam([minLon, minLat, maxLon, maxLat]: Bbox): string {
  const down = (v: number) => (Math.floor(v * 1e4) / 1e4).toFixed(4);
  const up = (v: number) => (Math.ceil(v * 1e4) / 1e4).toFixed(4);
  return [
    down(Math.max(minLon, -180)),
    down(Math.max(minLat, -90)),
    up(Math.min(maxLon, 180)),
    up(Math.min(maxLat, 90)),
  ].join(',');
}

/** Whether a lon/lat lies in a map section (edges included). */
export function inBbox([minLon, minLat, maxLon, maxLat]: Bbox, lon: number, lat: number): boolean {
  return lon >= minLon && lon <= maxLon && lat >= minLat && lat <= maxLat;
}
