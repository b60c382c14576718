import type { Coordinate } from 'ol/coordinate';
import Feature from 'ol/Feature';
import type MultiPolygon from 'ol/geom/MultiPolygon';
import Point from 'ol/geom/Point';
import type Polygon from 'ol/geom/Polygon';
import Draw from 'ol/interaction/Draw';
import Modify from 'ol/interaction/Modify';
import Translate from 'ol/interaction/Translate';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import { markerStyle } from '../../../components/map/layers';
import { outlineStyle, readOutline, readPoint } from '../../../lib/objektGeometry';

/**
 * The editor's map tools, built once per map (STYLE.md: React never re-creates layers): a point layer
 * with a Translate interaction (drag the marker), an outline layer with Draw (new outline) and Modify
 * (move corners). The component switches them on and off and turns their events into WKT.
 */
export interface EditTools {
  pointSource: VectorSource<Feature<Point>>;
  pointLayer: VectorLayer<VectorSource<Feature<Point>>>;
  outlineSource: VectorSource<Feature<Polygon | MultiPolygon>>;
  outlineLayer: VectorLayer<VectorSource<Feature<Polygon | MultiPolygon>>>;
  translate: Translate;
  draw: Draw;
  modify: Modify;
}

/** The sketch while drawing: type colour, dashed, with a handle at the pointer. */
function sketchStyle(color: string) {
  return new Style({
    stroke: new Stroke({ color, width: 2, lineDash: [6, 6] }),
    fill: new Fill({ color: 'rgba(255, 255, 255, 0.25)' }),
    image: new CircleStyle({ radius: 6, fill: new Fill({ color }), stroke: new Stroke({ color: '#fff', width: 2 }) }),
  });
}

export function createEditTools(objektart: number | null): EditTools {
  const pointSource = new VectorSource<Feature<Point>>();
  const pointLayer = new VectorLayer({
    source: pointSource,
    style: markerStyle(null),
    zIndex: 3,
    properties: { name: 'edit-point' },
  });
  const outlineSource = new VectorSource<Feature<Polygon | MultiPolygon>>();
  const outlineLayer = new VectorLayer({
    source: outlineSource,
    style: outlineStyle(objektart),
    zIndex: 2,
    properties: { name: 'edit-outline' },
  });
  const translate = new Translate({ layers: [pointLayer] });
  const draw = new Draw({ source: outlineSource, type: 'Polygon', style: sketchStyle('#1a55a6') });
  const modify = new Modify({ source: outlineSource });
  return { pointSource, pointLayer, outlineSource, outlineLayer, translate, draw, modify };
}

/** Replaces the point feature (or removes it for null). */
export function showPoint(tools: EditTools, coordinate: Coordinate | null) {
  const [feature] = tools.pointSource.getFeatures();
  if (!coordinate) {
    tools.pointSource.clear();
    return;
  }
  if (feature) feature.setGeometry(new Point(coordinate));
  else tools.pointSource.addFeature(new Feature(new Point(coordinate)));
}

/** Shows the stored WKT of point and outline on the map. */
export function showWkt(tools: EditTools, which: 'standort' | 'polygon', wkt: string) {
  if (which === 'standort') {
    showPoint(tools, readPoint(wkt)?.getCoordinates() ?? null);
    return;
  }
  tools.outlineSource.clear();
  const outline = readOutline(wkt);
  if (outline) tools.outlineSource.addFeature(new Feature(outline));
}

/** The coordinate of the point feature, or null. */
export function pointCoordinate(tools: EditTools): Coordinate | null {
  return tools.pointSource.getFeatures()[0]?.getGeometry()?.getCoordinates() ?? null;
}
