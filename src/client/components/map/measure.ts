import type { FeatureLike } from 'ol/Feature';
import Circle from 'ol/geom/Circle';
import type Geometry from 'ol/geom/Geometry';
import LineString from 'ol/geom/LineString';
import Point from 'ol/geom/Point';
import Polygon from 'ol/geom/Polygon';
import { toLonLat } from 'ol/proj';
import { getArea, getDistance, getLength } from 'ol/sphere';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';
import { MAP_PROJECTION } from './layers';

/**
 * Measuring on the map (spec 2 'measuring tools: line, area, radius'): geodesic lengths and areas on the
 * sphere (ol/sphere), whatever the map projection distorts, formatted the German way and shown as live
 * labels while drawing.
 */

export type MeasureMode = 'line' | 'area' | 'radius';

/** The OpenLayers draw type of a measuring mode. */
export const DRAW_TYPE = { line: 'LineString', area: 'Polygon', radius: 'Circle' } as const;

/** Z-index of measurements: above objects and their decorations. */
export const MEASURE_Z_INDEX = 4;

const decimals = (max: number) => new Intl.NumberFormat('de-DE', { maximumFractionDigits: max });

/** A length: below 1 km in metres ('850 m'), else in km with up to 2 decimals ('12,35 km'). */
export function formatLength(metres: number): string {
  if (metres < 1000) return `${decimals(metres < 10 ? 1 : 0).format(metres)} m`;
  return `${decimals(2).format(metres / 1000)} km`;
}

/** An area: up to 100,000 m² in m², then in km² with up to 2 decimals (spec 9 'Formatting'). */
export function formatMeasureArea(squareMetres: number): string {
  if (squareMetres < 100_000) return `${decimals(0).format(squareMetres)} m²`;
  return `${decimals(2).format(squareMetres / 1_000_000)} km²`;
}

/** The geodesic radius of a circle drawn in the map projection: centre to the point east of it on the circle. */
export function geodesicRadius(circle: Circle): number {
  const [x, y] = circle.getCenter() as [number, number];
  const center = [x, y];
  const edge = [x + circle.getRadius(), y];
  return getDistance(toLonLat(center, MAP_PROJECTION), toLonLat(edge, MAP_PROJECTION));
}

/** The measurement of a drawn geometry as label lines, or null for geometries that are not measured. */
export function measureLabel(geometry: Geometry): string | null {
  if (geometry instanceof LineString) return formatLength(getLength(geometry, { projection: MAP_PROJECTION }));
  if (geometry instanceof Polygon) {
    const area = getArea(geometry, { projection: MAP_PROJECTION });
    const ring = new LineString(geometry.getLinearRing(0)?.getCoordinates() ?? []);
    return `${formatMeasureArea(area)}\n${formatLength(getLength(ring, { projection: MAP_PROJECTION }))}`;
  }
  if (geometry instanceof Circle) {
    const radius = geodesicRadius(geometry);
    return `r = ${formatLength(radius)}\n${formatMeasureArea(Math.PI * radius * radius)}`;
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

function labelStyle(geometry: Geometry): Style | null {
  const text = measureLabel(geometry);
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
export function measureStyle(feature: FeatureLike): Style[] {
  const geometry = feature.getGeometry() as Geometry | undefined;
  if (!geometry) return [];
  if (geometry instanceof Point) return [vertexStyle];
  const label = labelStyle(geometry);
  return label ? [shapeStyle, label] : [shapeStyle];
}
