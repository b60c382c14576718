/**
 * What the import takes from a feature before the database sees it: a polygon or multipolygon in two
 * dimensions whose rings have at least four finite positions and are closed. Anything else is refused here;
 * the database repairs what is left (self-intersections, wrong ring order) with ST_MakeValid.
 */

type Position = number[];
type Ring = Position[];

/** One feature as the readers deliver it. */
export interface RohFeature {
  geometry: unknown;
  properties: Record<string, unknown> | null;
}

const isPosition = (p: unknown): p is Position =>
  Array.isArray(p) && p.length >= 2 && Number.isFinite(p[0]) && Number.isFinite(p[1]);

function ring(value: unknown): Ring | null {
  if (!Array.isArray(value) || !value.every(isPosition)) return null;
  const points = value.map((p) => [p[0] as number, p[1] as number]);
  const [first] = points;
  const last = points[points.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) points.push([...first]);
  return points.length >= 4 ? points : null;
}

/** A polygon's rings, or null when its outer ring is unusable (holes that are unusable are dropped). */
function polygon(value: unknown): Ring[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const outer = ring(value[0]);
  if (!outer) return null;
  return [
    outer,
    ...value
      .slice(1)
      .map(ring)
      .filter((r): r is Ring => r !== null),
  ];
}

/** The feature's geometry as GeoJSON polygon(s) the database can parse, or null when it has none. */
export function flaechenGeometrie(geometry: unknown): { type: 'MultiPolygon'; coordinates: Ring[][] } | null {
  if (!geometry || typeof geometry !== 'object') return null;
  const { type, coordinates } = geometry as { type?: unknown; coordinates?: unknown };
  const polygons =
    type === 'Polygon'
      ? [polygon(coordinates)]
      : type === 'MultiPolygon' && Array.isArray(coordinates)
        ? coordinates.map(polygon)
        : [];
  const usable = polygons.filter((p): p is Ring[] => p !== null);
  return usable.length ? { type: 'MultiPolygon', coordinates: usable } : null;
}

/** A zoning area's category from the named attribute: trimmed text up to 100 characters, or null. */
export function kategorieOf(properties: Record<string, unknown> | null, feld: string | null): string | null {
  if (!feld || !properties) return null;
  const value = properties[feld];
  if (value === null || value === undefined) return null;
  const text = String(value).trim().slice(0, 100);
  return text || null;
}
