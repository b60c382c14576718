import type { Coordinate } from 'ol/coordinate';
import type { FeatureLike } from 'ol/Feature';
import Circle from 'ol/geom/Circle';
import type Geometry from 'ol/geom/Geometry';
import LineString from 'ol/geom/LineString';
import MultiPoint from 'ol/geom/MultiPoint';
import Point from 'ol/geom/Point';
import Polygon from 'ol/geom/Polygon';
import { toLonLat } from 'ol/proj';
import { getArea, getDistance, getLength } from 'ol/sphere';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';
import { formatNumber } from '../../../shared/domain/format';
import type { Lang } from '../../../shared/domain/routes';
import { MAP_PROJECTION } from './layers';

/**
 * Measuring on the map (spec 2 'measuring tools: line, area, radius'): geodesic lengths and areas on the
 * sphere (ol/sphere), whatever the map projection distorts, formatted in the page language and shown as live
 * labels while drawing.
 */

export type MeasureMode = 'line' | 'area' | 'radius';

/** The OpenLayers draw type of a measuring mode. */
export const DRAW_TYPE = { line: 'LineString', area: 'Polygon', radius: 'Circle' } as const;

/** The points a measurement needs before it can be finished: a line 2, an area 3, a radius its centre and edge. */
export const MIN_POINTS: Record<MeasureMode, number> = { line: 2, area: 3, radius: 2 };

/**
 * The shape of a measurement set point by point with the keyboard (map coordinates), or null while it has
 * too few points: a line through the points, an area closed back to its first point, a circle from its
 * centre to the edge point (in map units, as the pointer tool draws it).
 */
export function keyboardGeometry(mode: MeasureMode, points: readonly Coordinate[]): Geometry | null {
  if (points.length < MIN_POINTS[mode]) return null;
  if (mode === 'line') return new LineString([...points]);
  if (mode === 'area') return new Polygon([[...points, points[0] as Coordinate]]);
  const [center, edge] = points as [Coordinate, Coordinate];
  return new Circle(center, Math.hypot((edge[0] ?? 0) - (center[0] ?? 0), (edge[1] ?? 0) - (center[1] ?? 0)));
}

/** Z-index of measurements: above objects and their decorations. */
export const MEASURE_Z_INDEX = 4;

/** A length: below 1 km in metres ('850 m'), else in km with up to 2 decimals ('12,35 km' / '12.35 km'). */
export function formatLength(metres: number, lang: Lang): string {
  if (metres < 1000) return `${formatNumber(metres, lang, metres < 10 ? 1 : 0)} m`;
  return `${formatNumber(metres / 1000, lang, 2)} km`;
}

/** An area: up to 100,000 m² in m², then in km² with up to 2 decimals (spec 9 'Formatting'). */
export function formatMeasureArea(squareMetres: number, lang: Lang): string {
  if (squareMetres < 100_000) return `${formatNumber(squareMetres, lang, 0)} m²`;
  return `${formatNumber(squareMetres / 1_000_000, lang, 2)} km²`;
}

/** The geodesic radius of a circle drawn in the map projection: centre to the point east of it on the circle. */
export function geodesicRadius(circle: Circle): number {
  const [x, y] = circle.getCenter() as [number, number];
  const center = [x, y];
  const edge = [x + circle.getRadius(), y];
  return getDistance(toLonLat(center, MAP_PROJECTION), toLonLat(edge, MAP_PROJECTION));
}

/** The measurement of a drawn geometry as label lines, or null for geometries that are not measured. */
export function measureLabel(geometry: Geometry, lang: Lang): string | null {
  const length = (line: LineString) => formatLength(getLength(line, { projection: MAP_PROJECTION }), lang);
  if (geometry instanceof LineString) return length(geometry);
  if (geometry instanceof Polygon) {
    const area = getArea(geometry, { projection: MAP_PROJECTION });
    const ring = new LineString(geometry.getLinearRing(0)?.getCoordinates() ?? []);
    return `${formatMeasureArea(area, lang)}\n${length(ring)}`;
  }
  if (geometry instanceof Circle) {
    const radius = geodesicRadius(geometry);
    return `r = ${formatLength(radius, lang)}\n${formatMeasureArea(Math.PI * radius * radius, lang)}`;
  }
  return null;
}

/** Where a measurement's label sits: the end of a line, the inside of an area, the centre of a circle. */
export function labelPoint(geometry: Geometry): Point | null {
  if (geometry instanceof LineString) return new Point(geometry.getLastCoordinate());
  if (geometry instanceof Polygon) return geometry.getInteriorPoint();
  if (geometry instanceof Circle) return new Point(geometry.getCenter());
  return null;
}

const COLOR = '#c2255c';

const shapeStyle = new Style({
  stroke: new Stroke({ color: COLOR, width: 3, lineDash: [10, 6] }),
  fill: new Fill({ color: 'rgba(194, 37, 92, 0.12)' }),
});

const vertexStyle = new Style({
  image: new CircleStyle({
    radius: 5,
    fill: new Fill({ color: '#ffffff' }),
    stroke: new Stroke({ color: COLOR, width: 2.5 }),
  }),
});

function labelStyle(geometry: Geometry, lang: Lang): Style | null {
  const text = measureLabel(geometry, lang);
  const point = labelPoint(geometry);
  if (!text || !point) return null;
  return new Style({
    geometry: point,
    text: new Text({
      text,
      font: "700 13px 'Source Sans 3 Variable', 'Source Sans 3', system-ui, sans-serif",
      fill: new Fill({ color: '#ffffff' }),
      backgroundFill: new Fill({ color: 'rgba(11, 37, 69, 0.88)' }),
      padding: [4, 7, 4, 7],
      offsetY: geometry instanceof LineString ? -22 : 0,
      textAlign: 'center',
    }),
  });
}

/**
 * The style of finished measurements and of the sketch while drawing: a dashed magenta shape, white
 * vertices while drawing, and the live label with length, area or radius.
 */
export function measureStyle(lang: Lang): (feature: FeatureLike) => Style[] {
  return (feature) => {
    const geometry = feature.getGeometry() as Geometry | undefined;
    if (!geometry) return [];
    if (geometry instanceof Point || geometry instanceof MultiPoint) return [vertexStyle];
    const label = labelStyle(geometry, lang);
    return label ? [shapeStyle, label] : [shapeStyle];
  };
}
