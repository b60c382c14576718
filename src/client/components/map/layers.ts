import { boundingExtent, type Extent } from 'ol/extent';
import type { FeatureLike } from 'ol/Feature';
import Feature from 'ol/Feature';
import GeoJSON from 'ol/format/GeoJSON';
import WKT from 'ol/format/WKT';
import type Geometry from 'ol/geom/Geometry';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import { transformExtent } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import Fill from 'ol/style/Fill';
import Icon from 'ol/style/Icon';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';
import type { FitOptions } from 'ol/View';

/**
 * Pure builders of the map's layers and styles (STYLE.md 'The map lives outside render'): they take
 * data and return OpenLayers objects, so they are unit-tested without a browser and React never
 * re-creates a layer — components only swap a source's features.
 */

/** Spec 9: data is WKT/GeoJSON in lon/lat, the map shows web-mercator. */
export const DATA_PROJECTION = 'EPSG:4326';
export const MAP_PROJECTION = 'EPSG:3857';

/** Spec 9: min zoom 6, max zoom 23, rotation disabled, extent roughly lon −3 to 24, lat 41 to 52. */
export const VIEW_LIMITS = {
  minZoom: 6,
  maxZoom: 23,
  enableRotation: false,
  extent: transformExtent([-3, 41, 24, 52], DATA_PROJECTION, MAP_PROJECTION),
} as const;

/** Lower Austria's regional bounding box (spec 9), the view before markers are known. */
export const REGION_EXTENT: Extent = transformExtent(
  [14.45423578, 47.42218427, 17.06882327, 49.02045613],
  DATA_PROJECTION,
  MAP_PROJECTION,
);

/** Spec 4: when the markers change, the view fits them with padding 70 px and max zoom 17. */
export const MARKER_FIT: FitOptions = { padding: [70, 70, 70, 70], maxZoom: 17 };

/** Spec 7: the marker of an object when no icon is given. */
export const DEFAULT_MARKER = '/img/defaultmarker.png';

/** The z-index of object markers (spec 9: object layer z-index 2). */
export const MARKER_Z_INDEX = 2;

const OUTLINE_STYLE = new Style({
  fill: new Fill({ color: 'rgba(255, 255, 255, 0.92)' }),
  stroke: new Stroke({ color: 'rgba(26, 85, 166, 0.65)', width: 2 }),
});

/**
 * The offline base map: a country outline from GeoJSON in lon/lat (world-geojson's Austria), filled
 * and stroked, below everything else. No tile server is needed, so the map renders without internet.
 */
export function outlineLayer(geojson: object): VectorLayer<VectorSource<Feature<Geometry>>> {
  const features = new GeoJSON().readFeatures(geojson, {
    dataProjection: DATA_PROJECTION,
    featureProjection: MAP_PROJECTION,
  });
  return new VectorLayer({
    source: new VectorSource({ features }),
    style: OUTLINE_STYLE,
    zIndex: 0,
    properties: { name: 'outline' },
  });
}

/** Something with an id and a WKT location (an objekt's `standort`), optionally labelled on the map. */
export interface Locatable {
  id: string;
  standort: string | null;
  /** Shown under the marker, e.g. the place name — the offline base map has no labels of its own. */
  label?: string;
}

const wkt = new WKT();

/** A point in map coordinates from a WKT location in lon/lat, or null when it is missing or not a point. */
export function pointFromWkt(text: string | null | undefined): Point | null {
  if (!text?.trim()) return null;
  try {
    const geometry = wkt.readGeometry(text, { dataProjection: DATA_PROJECTION, featureProjection: MAP_PROJECTION });
    return geometry instanceof Point ? geometry : null;
  } catch {
    return null;
  }
}

/** One marker feature per object with a readable point location; the feature id is the object id. */
export function markerFeatures(items: readonly Locatable[]): Feature<Point>[] {
  return items.flatMap((item) => {
    const point = pointFromWkt(item.standort);
    if (!point) return [];
    const feature = new Feature<Point>({ geometry: point, label: item.label ?? '' });
    feature.setId(item.id);
    return [feature];
  });
}

/** Marker icons are drawn for high-density screens (64 × 80 px) and shown at half size. */
export const MARKER_SCALE = 0.5;

/** The marker style: the icon anchored at its bottom centre (a pin points at the location), a label below. */
export function markerStyle(icon: string | null | undefined, label = ''): Style {
  return new Style({
    image: new Icon({ src: icon || DEFAULT_MARKER, anchor: [0.5, 1], scale: MARKER_SCALE }),
    text: label
      ? new Text({
          text: label,
          font: "600 13px 'Source Sans 3 Variable', 'Source Sans 3', system-ui, sans-serif",
          offsetY: 12,
          fill: new Fill({ color: '#0b2545' }),
          stroke: new Stroke({ color: 'rgba(255, 255, 255, 0.95)', width: 4 }),
        })
      : undefined,
  });
}

/** A style function for marker features: one cached style per label. */
export function markerStyleFunction(icon: string | null | undefined): (feature: FeatureLike) => Style {
  const cache = new Map<string, Style>();
  return (feature) => {
    const label = String(feature.get('label') ?? '');
    let style = cache.get(label);
    if (!style) {
      style = markerStyle(icon, label);
      cache.set(label, style);
    }
    return style;
  };
}

/** An empty marker layer; components fill its source. */
export function markerLayer(icon: string | null | undefined): VectorLayer<VectorSource<Feature<Point>>> {
  return new VectorLayer({
    source: new VectorSource<Feature<Point>>(),
    style: markerStyleFunction(icon),
    zIndex: MARKER_Z_INDEX,
    properties: { name: 'markers' },
  });
}

/** The extent the view fits to: around all markers, or null without markers. */
export function markersExtent(features: readonly Feature<Point>[]): Extent | null {
  const coordinates = features.flatMap((f) => {
    const geometry = f.getGeometry();
    return geometry ? [geometry.getCoordinates()] : [];
  });
  return coordinates.length > 0 ? boundingExtent(coordinates) : null;
}
