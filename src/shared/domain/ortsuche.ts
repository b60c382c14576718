/**
 * Rules of the place search (spec 5 'Place search'): how a term is prepared before it reaches the gazetteer,
 * which results are kept and how they are ranked. Pure; the server applies them around its SQL and the
 * optional cadastral service.
 */
import { fuzzyScore } from './fuzzy';
import { inRegion } from './geo';
import type { Lang } from './routes';
import { foldBase } from './textfold';

/** Words dropped from a German place search (articles, prepositions, conjunctions), folded. */
export const STOPWORDS_DE: ReadonlySet<string> = new Set(
  `der die das den dem des ein eine einer eines einem einen und oder in im an am auf bei beim
  zu zum zur von vom mit nach aus fur uber unter vor bis ohne um nahe`.split(/\s+/),
);

/** Words dropped from an English place search. */
export const STOPWORDS_EN: ReadonlySet<string> = new Set(
  'the a an and or of in on at to for from by with near into'.split(' '),
);

const SANKT = /^(sankt|st\.?)$/i;

/** Shortest prepared term that is searched (spec 5: fewer than 3 characters left → no search). */
export const ORTSUCHE_MIN_LENGTH = 3;

/**
 * The term the gazetteer is searched with, or null when there is nothing to search: stopwords of the
 * language removed; 'Sankt' and 'St.' removed when the rest is longer than 2 characters; null when fewer
 * than 3 letters or digits are left. Results are ranked against the original term, not this one.
 */
export function prepareOrtsuche(term: string, lang: Lang): string | null {
  const stopwords = lang === 'en' ? STOPWORDS_EN : STOPWORDS_DE;
  const words = term
    .replace(/\bst\.(?=\S)/gi, 'St. ')
    .split(/\s+/)
    .filter((w) => w !== '' && !stopwords.has(foldBase(w)));
  const rest = words.filter((w) => !SANKT.test(w)).join(' ');
  const prepared = rest.length > 2 ? rest : words.join(' ');
  // Punctuation is no character of a name: '%%%' or '--' searches nothing.
  return prepared.replace(/[^\p{L}\p{N}]/gu, '').length >= ORTSUCHE_MIN_LENGTH ? prepared : null;
}

/** Kinds of place results: gazetteer places, districts, cadastral communities, the cadastral service. */
export const ORT_TREFFER_TYPES = ['ort', 'bezirk', 'katastralgemeinde', 'extern'] as const;
export type OrtTrefferType = (typeof ORT_TREFFER_TYPES)[number];

/** [minLon, minLat, maxLon, maxLat] */
export type Extent = [number, number, number, number];

/** Geometry types a place result may have (spec 5: only point, line and polygon). */
export const ORT_GEOMETRY_TYPES = ['Point', 'LineString', 'Polygon'] as const;

export function isSupportedGeometry(type: string): boolean {
  return (ORT_GEOMETRY_TYPES as readonly string[]).includes(type);
}

/** A GeoJSON geometry as the cadastral service sends it. */
export interface GeoJsonGeometry {
  type: string;
  coordinates?: unknown;
}

/** The extent of a point, line or polygon geometry, or null for other types and malformed coordinates. */
export function extentOfGeometry(geometry: GeoJsonGeometry): Extent | null {
  if (!isSupportedGeometry(geometry.type)) return null;
  const positions: unknown[] =
    geometry.type === 'Point'
      ? [geometry.coordinates]
      : geometry.type === 'LineString'
        ? asArray(geometry.coordinates)
        : asArray(geometry.coordinates).flatMap(asArray);
  let extent: Extent | null = null;
  for (const p of positions) {
    const [lon, lat] = asArray(p);
    if (typeof lon !== 'number' || typeof lat !== 'number' || !Number.isFinite(lon) || !Number.isFinite(lat)) {
      return null;
    }
    extent = extent
      ? [Math.min(extent[0], lon), Math.min(extent[1], lat), Math.max(extent[2], lon), Math.max(extent[3], lat)]
      : [lon, lat, lon, lat];
  }
  return extent;
}

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The centre of an extent as [lon, lat]. */
export function centreOf(extent: Extent): [number, number] {
  return [(extent[0] + extent[2]) / 2, (extent[1] + extent[3]) / 2];
}

/** Spec 5: a result is kept only when its centre lies in the regional bounding box (spec 9). */
export function centreInRegion(extent: Extent): boolean {
  const [lon, lat] = centreOf(extent);
  return inRegion(lon, lat);
}

/** A place result before ranking. */
export interface OrtKandidat {
  type: OrtTrefferType;
  name: string;
}

const TYPE_ORDER: Readonly<Record<OrtTrefferType, number>> = { ort: 0, katastralgemeinde: 1, bezirk: 2, extern: 3 };

/**
 * Ranks candidates by their fuzzy score against the original term (spec 5); equal scores keep places
 * before cadastral communities, districts and service results, then alphabetical order. Returns at most
 * `limit` candidates.
 */
export function rankOrte<T extends OrtKandidat>(term: string, candidates: readonly T[], limit: number): T[] {
  return candidates
    .map((c) => ({ c, score: fuzzyScore(term, c.name).score }))
    .sort(
      (a, b) =>
        b.score - a.score || TYPE_ORDER[a.c.type] - TYPE_ORDER[b.c.type] || a.c.name.localeCompare(b.c.name, 'de'),
    )
    .slice(0, limit)
    .map(({ c }) => c);
}
