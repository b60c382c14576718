import { VisuallyHidden } from '@mantine/core';
import type { Coordinate } from 'ol/coordinate';
import Feature from 'ol/Feature';
import type Geometry from 'ol/geom/Geometry';
import MultiPoint from 'ol/geom/MultiPoint';
import Draw from 'ol/interaction/Draw';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../hooks/useLang';
import { useMap, useMapLayer } from './MapProvider';
import {
  DRAW_TYPE,
  keyboardGeometry,
  MEASURE_Z_INDEX,
  type MeasureMode,
  MIN_POINTS,
  measureLabel,
  measureStyle,
} from './measure';

/**
 * Measuring line, area and radius on the page's map (spec 2): while `mode` is set a draw interaction
 * measures geodesically with a live label; finished measurements stay until `clearToken` changes.
 * Escape drops the sketch. `onMeasured` gets the label of each finished measurement (for a live region).
 * With the keyboard (the map focused) the points are set at the map's centre, under the crosshair: Enter
 * sets one, Shift+Enter finishes (a radius finishes with its edge point), Backspace takes the last one back.
 */
export function MeasureTool({
  mode,
  clearToken,
  onMeasured,
}: {
  mode: MeasureMode | null;
  clearToken: number;
  onMeasured?: (label: string, count: number) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const map = useMap();
  const [progress, setProgress] = useState('');
  const layer = useMapLayer(
    () =>
      new VectorLayer({
        source: new VectorSource<Feature<Geometry>>(),
        zIndex: MEASURE_Z_INDEX,
        properties: { name: 'measure' },
      }),
  );
  const measured = useRef(onMeasured);
  measured.current = onMeasured;

  useEffect(() => {
    layer.setStyle(measureStyle(lang));
  }, [layer, lang]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: clears exactly when the token changes
  useEffect(() => {
    layer.getSource()?.clear();
  }, [layer, clearToken]);

  useEffect(() => {
    if (!mode) return;
    const source = layer.getSource();
    if (!source) return;
    const report = (geometry: Geometry | undefined, count: number) => {
      const label = geometry ? measureLabel(geometry, lang) : null;
      if (label) measured.current?.(label.replace('\n', ' · '), count);
    };
    const draw = new Draw({ source, type: DRAW_TYPE[mode], style: measureStyle(lang), stopClick: true });
    draw.on('drawend', (event) => report(event.feature.getGeometry(), source.getFeatures().length + 1));

    // The keyboard sketch: its points and a feature showing them (and the shape once it has enough).
    let points: Coordinate[] = [];
    const sketch = new Feature<Geometry>();
    const redraw = () => {
      sketch.setGeometry(keyboardGeometry(mode, points) ?? new MultiPoint(points));
      if (points.length > 0 && !source.hasFeature(sketch)) source.addFeature(sketch);
      if (points.length === 0 && source.hasFeature(sketch)) source.removeFeature(sketch);
    };
    const finish = () => {
      const geometry = keyboardGeometry(mode, points);
      if (!geometry) return;
      if (source.hasFeature(sketch)) source.removeFeature(sketch);
      source.addFeature(new Feature<Geometry>(geometry));
      points = [];
      report(geometry, source.getFeatures().length);
    };
    const onMapKey = (event: KeyboardEvent) => {
      const center = map.getView().getCenter();
      if (event.key === 'Enter' && event.shiftKey) finish();
      else if (event.key === 'Enter' && center) {
        points = [...points, center];
        if (mode === 'radius' && points.length === MIN_POINTS.radius) finish();
        else {
          redraw();
          setProgress(t('standortsuche.tools.pointSet', { count: points.length }));
        }
      } else if (event.key === 'Backspace' && points.length > 0) {
        points = points.slice(0, -1);
        redraw();
      } else return;
      event.preventDefault();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      draw.abortDrawing();
      if (points.length > 0) {
        points = [];
        redraw();
        setProgress(t('standortsuche.tools.cancelled'));
      }
    };
    const element = map.getTargetElement();
    map.addInteraction(draw);
    document.addEventListener('keydown', onKey);
    element?.addEventListener('keydown', onMapKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      element?.removeEventListener('keydown', onMapKey);
      if (source.hasFeature(sketch)) source.removeFeature(sketch);
      map.removeInteraction(draw);
    };
  }, [map, layer, mode, t, lang]);

  return <VisuallyHidden aria-live="polite">{progress}</VisuallyHidden>;
}
