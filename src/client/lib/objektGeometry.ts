import type { Coordinate } from 'ol/coordinate';
import { createEmpty, type Extent, extend, isEmpty } from 'ol/extent';
import Feature from 'ol/Feature';
import WKT from 'ol/format/WKT';
import type Geometry from 'ol/geom/Geometry';
import MultiPolygon from 'ol/geom/MultiPolygon';
import Point from 'ol/geom/Point';
import Polygon from 'ol/geom/Polygon';
import VectorLayer from 'ol/layer/Vector';
import { toLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import { objektartColor } from './objektText';

/**
 * A property's location point and plot outline between the API and the map (spec 3: WKT in lon/lat,
 * shown in web-mercator). Pure functions, unit-tested without a browser; the detail view and the editor
 * build their layers from them.
 */

const DATA = 'EPSG:4326';
const VIEW = 'EPSG:3857';
/** Seven decimals of a degree are about one centimetre: enough, and the WKT stays short. */
const DECIMALS = 7;
const wkt = new WKT();

function read(text: string | null | undefined): Geometry | null {
  if (!text?.trim()) return null;
  try {
    return wkt.readGeometry(text, { dataProjection: DATA, featureProjection: VIEW });
  } catch {
    return null;
  }
}

/** The location point in map coordinates, or null when missing or no point. */
export function readPoint(text: string | null | undefined): Point | null {
  const g = read(text);
  return g instanceof Point ? g : null;
}

/** The plot outline in map coordinates, or null when missing or no (multi)polygon. */
export function readOutline(text: string | null | undefined): Polygon | MultiPolygon | null {
  const g = read(text);
  return g instanceof Polygon || g instanceof MultiPolygon ? g : null;
}

/** WKT (lon/lat) of a point given in map coordinates. */
export function writePoint(coordinate: Coordinate): string {
  return wkt.writeGeometry(new Point(coordinate), {
    dataProjection: DATA,
    featureProjection: VIEW,
    decimals: DECIMALS,
  });
}

/** Lon/lat of a map coordinate, rounded like the WKT. */
export function lonLatOf(coordinate: Coordinate): { lon: number; lat: number } {
  const [lon = 0, lat = 0] = toLonLat(coordinate);
  const round = (n: number) => Math.round(n * 10 ** DECIMALS) / 10 ** DECIMALS;
  return { lon: round(lon), lat: round(lat) };
}

/**
 * WKT (lon/lat) of an outline drawn on the map, or null when it has fewer than three distinct corners
 * (a click-click-double-click that encloses nothing is no plot).
 */
export function writeOutline(geometry: Polygon | MultiPolygon): string | null {
  const polygons = geometry instanceof Polygon ? [geometry] : geometry.getPolygons();
  const usable = polygons.every((p) => {
    const ring = p.getLinearRing(0)?.getCoordinates() ?? [];
    return new Set(ring.map((c) => `${c[0]},${c[1]}`)).size >= 3;
  });
  if (polygons.length === 0 || !usable) return null;
  return wkt.writeGeometry(geometry, { dataProjection: DATA, featureProjection: VIEW, decimals: DECIMALS });
}

/** The extent around the point and the outline (map coordinates), or null when there is neither. */
export function objektExtent(point: Point | null, outline: Polygon | MultiPolygon | null): Extent | null {
  const extent = createEmpty();
  if (point) extend(extent, point.getExtent());
  if (outline) extend(extent, outline.getExtent());
  return isEmpty(extent) ? null : extent;
}

/** Outline style in the type colour (spec 9) with a light fill (spec 9: highlight fill alpha 0.2). */
export function outlineStyle(objektart: number | null | undefined): Style {
  const color = objektartColor(objektart);
  return new Style({
    stroke: new Stroke({ color, width: 3 }),
    fill: new Fill({ color: hexToRgba(color, 0.2) }),
    image: new CircleStyle({ radius: 5, fill: new Fill({ color }), stroke: new Stroke({ color: '#fff', width: 2 }) }),
  });
}

/** '#2f9e44' → 'rgba(47, 158, 68, 0.2)'. */
export function hexToRgba(hex: string, alpha: number): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

/** A layer holding one object's outline (read-only display, e.g. the detail view). */
export function outlineLayer(text: string | null | undefined, objektart: number | null | undefined) {
  const geometry = readOutline(text);
  const source = new VectorSource<Feature<Geometry>>({ features: geometry ? [new Feature(geometry)] : [] });
  return new VectorLayer({ source, style: outlineStyle(objektart), zIndex: 1, properties: { name: 'outline-objekt' } });
}
