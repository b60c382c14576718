/**
 * The map sections of the extent benchmarks (bench-api-scale.ts over HTTP, bench-extent-sql.ts in the
 * process): 8 sections, each panned 5 ways, so 40 questions as a map user's requests differ.
 */
import { type Bbox, bboxParam } from '../src/shared/domain/ausschnitt';
import { REGION_BBOX } from '../src/shared/domain/geo';
import { KARTEN_QUERY, type KartenFilter } from '../src/shared/domain/kartenfilter';
import { OBJEKTART } from '../src/shared/domain/objekt';
import { encodeQuery, queryString } from '../src/shared/domain/query';

/** A map section as the map page asks for it: its lon/lat box and the map filters it has set. */
export interface Section {
  name: string;
  bbox: Bbox;
  filter?: Partial<KartenFilter>;
}

/** A box of width × height (lon × lat degrees) around a centre. */
function around(lon: number, lat: number, [width, height]: readonly [number, number]): Bbox {
  return [lon - width / 2, lat - height / 2, lon + width / 2, lat + height / 2];
}

// What a desktop map shows at zoom 11 and zoom 13 in the region (lon × lat degrees).
const ZOOM_11 = [0.7, 0.35] as const;
const ZOOM_13 = [0.17, 0.09] as const;

/**
 * The sections of the load mix: the region as the map opens (district counts at this size), towns with
 * several demo objects (the copies spread ±0.05° around them) at zoom 11 and zoom 13, and some filters.
 */
export const SECTIONS: Section[] = [
  { name: 'whole region', bbox: REGION_BBOX },
  { name: 'zoom 11 around St. Pölten', bbox: around(15.63, 48.2, ZOOM_11) },
  { name: 'zoom 11 around Tulln', bbox: around(16.05, 48.33, ZOOM_11) },
  { name: 'zoom 13 around Mödling', bbox: around(16.3, 48.08, ZOOM_13) },
  { name: 'zoom 13 around Melk', bbox: around(15.33, 48.22, ZOOM_13) },
  { name: 'whole region, offices', bbox: REGION_BBOX, filter: { selectedType: OBJEKTART.BUERO } },
  { name: 'zoom 11 around Baden, to rent', bbox: around(16.23, 48.0, ZOOM_11), filter: { mieteOrKauf: 'miete' } },
  { name: 'zoom 11 around St. Pölten, ecoplus', bbox: around(15.63, 48.2, ZOOM_11), filter: { ecoplusOnly: true } },
];

/**
 * Each section also panned a little (fractions of its width and height), as real maps' sections differ:
 * the server keeps no answers (only the filter results per question, not per section), and the load must
 * not look like a few URLs answered over and over.
 */
export const SHIFTS = [
  [0, 0],
  [0.03, 0],
  [-0.02, 0.03],
  [0.01, -0.02],
  [-0.03, -0.01],
] as const;

/** The request path of a section, built like the client's (src/client/data/map.ts ausschnittQuery). */
export function ausschnittPath(bbox: Bbox, filter: Partial<KartenFilter> = {}): string {
  const params = new URLSearchParams(encodeQuery(KARTEN_QUERY, filter));
  params.set('bbox', bboxParam(bbox));
  return `/api/objekt/ausschnitt?${queryString(params)}`;
}

/**
 * The questions of the load mix: every section in one shift, then every section in the next, so that
 * consecutive questions differ in section as a map user's do.
 */
export function mixSections(): (Section & { path: string })[] {
  return SHIFTS.flatMap(([dx, dy]) =>
    SECTIONS.map(({ name, bbox: [minLon, minLat, maxLon, maxLat], filter }) => {
      const x = (maxLon - minLon) * dx;
      const y = (maxLat - minLat) * dy;
      const bbox: Bbox = [minLon + x, minLat + y, maxLon + x, maxLat + y];
      return { name, bbox, ...(filter ? { filter } : {}), path: ausschnittPath(bbox, filter) };
    }),
  );
}
