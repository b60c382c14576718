import austria from 'world-geojson/countries/austria.json';
import { REGION_BBOX } from '../../shared/domain/geo';

/**
 * A map frame: lon/lat bounds drawn into a width × height box, north up, in Web Mercator (EPSG:3857, the
 * projection of map tiles), so a base map of tiles and the drawing on it line up to the pixel.
 */
export interface Frame {
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
  width: number;
  height: number;
}

/** Web Mercator's northing of a latitude, in units of the earth's radius (x is the longitude in radians). */
export function mercatorY(lat: number): number {
  return Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
}

/** The latitude of a Web Mercator northing. */
function latitudeOf(y: number): number {
  return (Math.atan(Math.sinh(y)) * 180) / Math.PI;
}

const RADIANS = Math.PI / 180;

/** The frame of the region (spec 9 bounding box) with a margin, fitted into a box without distortion. */
export function regionFrame(width: number, height: number, margin = 0.08): Frame {
  const [minLon, minLat, maxLon, maxLat] = REGION_BBOX;
  return fitFrame([minLon - margin, minLat - margin, maxLon + margin, maxLat + margin], width, height);
}

/** Widens bounds so their aspect ratio in Web Mercator (true to local distances) matches the box. */
export function fitFrame(bounds: readonly [number, number, number, number], width: number, height: number): Frame {
  let [minLon, minLat, maxLon, maxLat] = bounds;
  const w = (maxLon - minLon) * RADIANS;
  const bottom = mercatorY(minLat);
  const top = mercatorY(maxLat);
  const h = top - bottom;
  if (w / h > width / height) {
    const extra = (w * (height / width) - h) / 2;
    minLat = latitudeOf(bottom - extra);
    maxLat = latitudeOf(top + extra);
  } else {
    const extra = (h * (width / height) - w) / 2 / RADIANS;
    minLon -= extra;
    maxLon += extra;
  }
  return { minLon, minLat, maxLon, maxLat, width, height };
}

/** Projects lon/lat into the frame's box (y grows downwards). */
export function project(frame: Frame, lon: number, lat: number): [number, number] {
  const top = mercatorY(frame.maxLat);
  const x = ((lon - frame.minLon) / (frame.maxLon - frame.minLon)) * frame.width;
  const y = ((top - mercatorY(lat)) / (top - mercatorY(frame.minLat))) * frame.height;
  return [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
}

/** An SVG path of rings of lon/lat positions. */
export function ringsPath(frame: Frame, rings: readonly (readonly (readonly number[])[])[]): string {
  return rings
    .map(
      (ring) =>
        `${ring.map(([lon, lat], i) => `${i ? 'L' : 'M'}${project(frame, lon ?? 0, lat ?? 0).join(' ')}`).join(' ')} Z`,
    )
    .join(' ');
}

/**
 * Austria's outline (world-geojson) as an SVG path in the frame, reduced to what the box shows: points far
 * outside it are pulled to `margin` around it, and points closer than half a point to the last one kept
 * are left out (a PDF of fifty maps with the full outline each takes seconds longer to lay out).
 */
export function austriaPath(frame: Frame, margin = 20): string {
  const geometry = austria.features[0]?.geometry as { coordinates: number[][][] } | undefined;
  if (!geometry) return '';
  const clamp = (v: number, max: number) => Math.min(max + margin, Math.max(-margin, v));
  return geometry.coordinates
    .map((ring) => {
      const kept: [number, number][] = [];
      for (const [lon, lat] of ring) {
        const [x, y] = project(frame, lon ?? 0, lat ?? 0);
        const p: [number, number] = [clamp(x, frame.width), clamp(y, frame.height)];
        const last = kept.at(-1);
        if (!last || Math.abs(last[0] - p[0]) + Math.abs(last[1] - p[1]) >= 0.5) kept.push(p);
      }
      return `${kept.map(([x, y], i) => `${i ? 'L' : 'M'}${x} ${y}`).join(' ')} Z`;
    })
    .join(' ');
}

/** The outer rings of a WKT (MULTI)POLYGON as lon/lat positions. */
export function polygonRings(wkt: string | null | undefined): number[][][] {
  if (!wkt || !/POLYGON/i.test(wkt)) return [];
  const rings = wkt.match(/\(\s*(-?\d[^()]*)\)/g) ?? [];
  return rings.map((ring) =>
    ring
      .replace(/[()]/g, '')
      .split(',')
      .map((pair) => pair.trim().split(/\s+/).map(Number))
      .filter((p) => p.length >= 2 && p.every(Number.isFinite)),
  );
}

/** Bounds [minLon, minLat, maxLon, maxLat] of positions, or null when there are none. */
export function boundsOf(points: readonly (readonly number[])[]): [number, number, number, number] | null {
  if (points.length === 0) return null;
  const lons = points.map((p) => p[0] ?? 0);
  const lats = points.map((p) => p[1] ?? 0);
  return [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)];
}
