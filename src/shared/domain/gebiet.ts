/**
 * The drawn area of the map search (issue 25): a circle (centre and radius) or a polygon the user drew or
 * chose ('within X km of a place'). Only objects whose location lies inside pass. The filter value is the
 * area's text as the address carries it — `kreis,lon,lat,metres` or `polygon,<encoded polyline>` (Google's
 * polyline algorithm, 5 decimals, lat/lon pairs as the algorithm defines them) — so the codec, the answer
 * cache and the filter count treat it as any other text; `parseGebiet` reads it where the shape is needed.
 */
import * as polylineModule from '@googlemaps/polyline-codec';
import insidePolygon from 'point-in-polygon';
import { z } from 'zod';
import { REGION_BBOX } from './geo';

/**
 * The polyline codec: the named exports of its ES module where the package's `module` build is read (Vite,
 * Vitest, the server build), or its UMD build's exports, which Node's ES module loader offers only as the
 * default export (the server run from source with tsx, as the process tests do).
 */
const { decode, encode }: typeof polylineModule =
  'decode' in polylineModule
    ? polylineModule
    : (polylineModule as unknown as { default: typeof polylineModule }).default;

/** A position as [lon, lat] in decimal degrees. */
export type LonLat = readonly [number, number];

export type Gebiet =
  /** Everything within `radius` metres (great-circle distance) of the centre. */
  | { art: 'kreis'; center: LonLat; radius: number }
  /** Everything inside the ring (lon/lat, not closed: the last vertex joins the first). */
  | { art: 'polygon'; ring: readonly LonLat[] };

/** Radius bounds in metres: below 100 m a circle hardly holds a plot, above 100 km it is the whole region. */
export const RADIUS_MIN = 100;
export const RADIUS_MAX = 100_000;
/** A drawn polygon has at most this many vertices: enough for any outline, a short address. */
export const ECKEN_MAX = 100;
/** Decimals kept (about 1 m): the polyline algorithm's precision, used for a circle's centre too. */
const DEZIMALEN = 5;
/** The sphere PostGIS measures geography on without the spheroid (ST_DWithin's use_spheroid false), in metres. */
const ERDRADIUS = 6_371_008.7714;

const rounded = (value: number) => Number(value.toFixed(DEZIMALEN));
const validLonLat = ([lon, lat]: LonLat) =>
  Number.isFinite(lon) && Number.isFinite(lat) && Math.abs(lon) <= 180 && Math.abs(lat) <= 90;

/** Whether an area's bounding box meets the region (spec 9): one wholly outside can hold no object. */
function meetsRegion(points: readonly LonLat[]): boolean {
  const [minLon, minLat, maxLon, maxLat] = REGION_BBOX;
  const lons = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  return (
    Math.max(...lons) >= minLon &&
    Math.min(...lons) <= maxLon &&
    Math.max(...lats) >= minLat &&
    Math.min(...lats) <= maxLat
  );
}

/** The ring without a closing vertex that repeats the first (Draw closes it, the text need not). */
function openRing(ring: readonly LonLat[]): readonly LonLat[] {
  const first = ring[0];
  const last = ring[ring.length - 1];
  return ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1] ? ring.slice(0, -1) : ring;
}

/** A valid area, or null: a circle of 100 m to 100 km, a polygon of 3 to 100 vertices, inside lon/lat and meeting the region. */
export function checkedGebiet(gebiet: Gebiet): Gebiet | null {
  if (gebiet.art === 'kreis') {
    const { center, radius } = gebiet;
    if (!validLonLat(center) || !Number.isInteger(radius) || radius < RADIUS_MIN || radius > RADIUS_MAX) return null;
    return meetsRegion([center]) ? { art: 'kreis', center: [rounded(center[0]), rounded(center[1])], radius } : null;
  }
  const ring = openRing(gebiet.ring.map(([lon, lat]): LonLat => [rounded(lon), rounded(lat)]));
  if (ring.length < 3 || ring.length > ECKEN_MAX || !ring.every(validLonLat) || !meetsRegion(ring)) return null;
  return { art: 'polygon', ring };
}

const KREIS = /^kreis,(-?\d{1,3}(?:\.\d+)?),(-?\d{1,2}(?:\.\d+)?),(\d{1,6})$/;
/** The polyline algorithm's alphabet: characters 63 ('?') to 126 ('~'). */
const POLYGON = /^polygon,([?-~]{1,2000})$/;

/**
 * The encoded polyline's vertices, or null when the text is not what encoding them writes: the codec's
 * decoder reads a cut-off or garbled text without complaint, so only a text that reads back the same counts.
 */
function decodedRing(text: string): LonLat[] | null {
  const pairs = decode(text, DEZIMALEN);
  if (encode(pairs, DEZIMALEN) !== text) return null;
  return pairs.map(([lat, lon]): LonLat => [lon as number, lat as number]);
}

/** The area of an address's text, or null when the text is malformed or the area invalid (checkedGebiet). */
export function parseGebiet(text: string): Gebiet | null {
  const kreis = KREIS.exec(text);
  if (kreis) {
    return checkedGebiet({ art: 'kreis', center: [Number(kreis[1]), Number(kreis[2])], radius: Number(kreis[3]) });
  }
  const polygon = POLYGON.exec(text);
  const ring = polygon ? decodedRing(polygon[1] as string) : null;
  return ring ? checkedGebiet({ art: 'polygon', ring }) : null;
}

/** The address's text of a valid area (checkedGebiet's rounding is the text's: the text reads back the same). */
export function gebietText(gebiet: Gebiet): string {
  if (gebiet.art === 'kreis') return `kreis,${gebiet.center[0]},${gebiet.center[1]},${gebiet.radius}`;
  return `polygon,${encode(
    gebiet.ring.map(([lon, lat]) => [lat, lon]),
    DEZIMALEN,
  )}`;
}

/**
 * The drawn area as a query parameter: read and checked into its canonical text (an invalid one is refused
 * by the API and dropped by the page's codec, as any parameter).
 */
export const gebietParam = () =>
  z
    .preprocess((raw) => (typeof raw === 'string' ? raw.trim() : raw), z.string())
    .transform((text, ctx) => {
      const gebiet = parseGebiet(text);
      if (gebiet === null) {
        ctx.addIssue({ code: 'custom', message: 'kreis,lon,lat,metres or polygon,<encoded polyline>' });
        return z.NEVER;
      }
      return gebietText(gebiet);
    })
    .meta({
      description: `a drawn area: kreis,lon,lat,radius in metres (${RADIUS_MIN}–${RADIUS_MAX}) or polygon,<Google encoded polyline, 5 decimals, 3–${ECKEN_MAX} vertices>`,
    });

const toRad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine) on PostGIS's sphere, so the browser and ST_DWithin agree. */
export function distanzInMetern([lon1, lat1]: LonLat, [lon2, lat2]: LonLat): number {
  const dLat = toRad(lat2 - lat1);
  const dLon = toRad(lon2 - lon1);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * ERDRADIUS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A lon/lat box around the area, no smaller than it: a circle's reaches its radius north, south and (at the
 * latitude nearer the pole) east and west.
 */
function boxOf(gebiet: Gebiet): [number, number, number, number] {
  if (gebiet.art === 'polygon') {
    const lons = gebiet.ring.map((p) => p[0]);
    const lats = gebiet.ring.map((p) => p[1]);
    return [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)];
  }
  const [lon, lat] = gebiet.center;
  const dLat = (gebiet.radius / ERDRADIUS) * (180 / Math.PI);
  const cos = Math.cos(toRad(Math.min(89, Math.abs(lat) + dLat)));
  const dLon = Math.min(180, dLat / cos);
  return [lon - dLon, lat - dLat, lon + dLon, lat + dLat];
}

/**
 * Whether a position lies in the area: a circle by great-circle distance, a polygon in plain lon/lat
 * (as PostGIS's ST_Covers on the geometry does). A position outside the area's box is out at once: the
 * map index checks every object per request, most of them far from the area.
 */
export function inGebiet(gebiet: Gebiet): (position: LonLat) => boolean {
  const [minLon, minLat, maxLon, maxLat] = boxOf(gebiet);
  const exact =
    gebiet.art === 'kreis'
      ? (position: LonLat) => distanzInMetern(gebiet.center, position) <= gebiet.radius
      : (position: LonLat) => insidePolygon(position, gebiet.ring as LonLat[]);
  return (position) =>
    position[0] >= minLon && position[0] <= maxLon && position[1] >= minLat && position[1] <= maxLat && exact(position);
}

/** A radius typed into the search box: 'Tulln 10 km', '10km um Tulln', 'within 2.5 km of Krems'. */
const UMKREIS_KM = /(?:^|[\s,;+])(\d{1,3}(?:[.,]\d)?)\s?km(?=$|[\s,;])/i;
/** Words around the place and the radius that are not part of the place's name. */
const UMKREIS_WORTE = new Set(['im', 'umkreis', 'von', 'um', 'bei', 'within', 'of', 'around', 'radius', 'near']);

/**
 * A search for a place with a radius (issue 25 'within X km of a place' from the search box): the place's
 * text and the radius in km, or null when the text names no radius or one outside RADIUS_MIN–RADIUS_MAX.
 */
export function parseUmkreisSuche(text: string): { ort: string; km: number } | null {
  const match = UMKREIS_KM.exec(text);
  if (!match) return null;
  const km = Number((match[1] as string).replace(',', '.'));
  if (km * 1000 < RADIUS_MIN || km * 1000 > RADIUS_MAX) return null;
  const words = `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`
    .split(/[\s,;+]+/)
    .filter(Boolean);
  while (words.length > 0 && UMKREIS_WORTE.has((words[0] as string).toLowerCase())) words.shift();
  while (words.length > 0 && UMKREIS_WORTE.has((words[words.length - 1] as string).toLowerCase())) words.pop();
  const ort = words.join(' ');
  return ort ? { ort, km } : null;
}

/** The circle of `km` around a position as the address's area text, or null when it is no valid area. */
export function kreisText(center: LonLat, km: number): string | null {
  const kreis = checkedGebiet({ art: 'kreis', center, radius: Math.round(km * 1000) });
  return kreis ? gebietText(kreis) : null;
}

/** The bounding box [minLon, minLat, maxLon, maxLat] of a circle (to fit the map's view to it). */
export function kreisExtent([lon, lat]: LonLat, radius: number): [number, number, number, number] {
  const dLat = (radius / ERDRADIUS) * (180 / Math.PI);
  const dLon = dLat / Math.cos(toRad(lat));
  return [lon - dLon, lat - dLat, lon + dLon, lat + dLat];
}
