import type { FeatureLike } from 'ol/Feature';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';
import { MEASURE_Z_INDEX } from './measure';
import { DECORATION_Z_INDEX, zoomForResolution } from './objektStyle';

/**
 * Place labels of the offline base map, from the gazetteer (GET /api/ort): with no tile server the map
 * still names its places. District towns show from the start, every place from zoom 10; labels that would
 * overlap are left out (declutter).
 */

/**
 * Above the markers — pins (2), clusters, stars and the hovered pin (3) — so no marker hides a place's
 * name (issue 21 part 8); below the measuring (4). Clicks still reach the markers: their hit detection
 * asks the object layers only.
 */
export const PLACE_LABEL_Z_INDEX = (DECORATION_Z_INDEX + MEASURE_Z_INDEX) / 2;

/** Every place is labelled from this zoom; below it only district towns. */
export const ALL_PLACES_ZOOM = 10;

export interface PlaceInput {
  id: number;
  name: string;
  lon: number;
  lat: number;
}

/** A district's name without the '(Stadt)' / '(Land)' suffix — its main town has that name. */
const townOf = (bezirk: string) => bezirk.replace(/\s*\((Stadt|Land)\)\s*$/, '').trim();

/** One labelled point per place; places named like a district carry `hauptort` (drawn at every zoom). */
export function placeFeatures(orte: readonly PlaceInput[], bezirke: readonly { name: string }[]): Feature<Point>[] {
  const towns = new Set(bezirke.map((b) => townOf(b.name).toLowerCase()));
  const features = orte.map((ort) => {
    const feature = new Feature<Point>(new Point(fromLonLat([ort.lon, ort.lat])));
    feature.setId(`ort-${ort.id}`);
    feature.setProperties({ name: ort.name, hauptort: towns.has(ort.name.toLowerCase()) }, true);
    return feature;
  });
  // Declutter keeps what comes first: district towns before villages.
  return features.sort((a, b) => Number(b.get('hauptort')) - Number(a.get('hauptort')));
}

const FONT_FAMILY = "'Source Sans 3 Variable', 'Source Sans 3', system-ui, sans-serif";
const labelCache = new Map<string, Style>();

/** The label of a place: a small dot and its name, bolder for district towns. */
export function placeStyle(feature: FeatureLike, resolution: number): Style | undefined {
  const hauptort = feature.get('hauptort') === true;
  if (!hauptort && zoomForResolution(resolution) < ALL_PLACES_ZOOM) return undefined;
  const name = String(feature.get('name') ?? '');
  const key = `${hauptort}|${name}`;
  let style = labelCache.get(key);
  if (!style) {
    style = new Style({
      image: new CircleStyle({
        radius: hauptort ? 3.5 : 2.5,
        fill: new Fill({ color: '#3f5570' }),
        stroke: new Stroke({ color: '#ffffff', width: 1.5 }),
      }),
      text: new Text({
        text: name,
        font: `${hauptort ? 700 : 600} ${hauptort ? 13 : 12}px ${FONT_FAMILY}`,
        offsetY: -11,
        fill: new Fill({ color: hauptort ? '#0b2545' : '#2c3e55' }),
        stroke: new Stroke({ color: 'rgba(255, 255, 255, 0.95)', width: 3.5 }),
      }),
    });
    labelCache.set(key, style);
  }
  return style;
}

/** The label layer of the offline base map. */
export function placeLabelLayer(features: Feature<Point>[]): VectorLayer<VectorSource<Feature<Point>>> {
  return new VectorLayer({
    source: new VectorSource({ features }),
    style: placeStyle,
    declutter: true,
    zIndex: PLACE_LABEL_Z_INDEX,
    properties: { name: 'place-labels' },
  });
}
