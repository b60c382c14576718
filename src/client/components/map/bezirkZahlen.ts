import type { Coordinate } from 'ol/coordinate';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import type OlMap from 'ol/Map';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style, Text } from 'ol/style';
import type { BezirkAnzahl } from '../../../shared/schemas/objekt';

/** Above the object pins (OBJEKT_Z_INDEX 2) and their decorations. */
export const BEZIRK_ZAHLEN_Z_INDEX = 3;

/** The bubble's radius in px: room for the digits of the count. */
export const bubbleRadius = (label: string) => 13 + 3.5 * label.length;

/** Brand blue (theme brand.8), slightly transparent so the map shows through. */
const fill = new Fill({ color: 'rgba(18, 74, 147, 0.9)' });
const stroke = new Stroke({ color: '#ffffff', width: 2 });
const textFill = new Fill({ color: '#ffffff' });

/** One bubble per district: its count, formatted for the language, at the matches' mean position. */
export function bezirkZahlFeatures(zahlen: readonly BezirkAnzahl[], format: (n: number) => string): Feature<Point>[] {
  return zahlen.map((zahl) => {
    const label = format(zahl.anzahl);
    const feature = new Feature({ geometry: new Point(fromLonLat([zahl.lon, zahl.lat])), bezirk: zahl.bezirk });
    feature.setStyle(
      new Style({
        image: new Circle({ radius: bubbleRadius(label), fill, stroke }),
        text: new Text({ text: label, font: '700 13px system-ui, sans-serif', fill: textFill }),
        // Larger districts on top where bubbles overlap.
        zIndex: zahl.anzahl,
      }),
    );
    return feature;
  });
}

/** The layer of district counts (map by extent, when too many objects match for pins). */
export function bezirkZahlenLayer(): VectorLayer<VectorSource<Feature<Point>>> {
  return new VectorLayer({
    source: new VectorSource<Feature<Point>>(),
    zIndex: BEZIRK_ZAHLEN_Z_INDEX,
    properties: { name: 'bezirk-zahlen' },
  });
}

/** How far choosing a district's count zooms in, and how fast. */
const ZOOM_STEP = 2;
const ZOOM_DURATION_MS = 250;

/** Zooms in by two levels, centred on a point in map coordinates (a bubble, or a district from the list). */
export function zoomInAt(map: OlMap, center: Coordinate): void {
  const view = map.getView();
  view.animate({ center, zoom: (view.getZoom() ?? 8) + ZOOM_STEP, duration: ZOOM_DURATION_MS });
}

/** The same for a district count's lon/lat. */
export const zoomInAtLonLat = (map: OlMap, zahl: Pick<BezirkAnzahl, 'lon' | 'lat'>) =>
  zoomInAt(map, fromLonLat([zahl.lon, zahl.lat]));
