import type Feature from 'ol/Feature';
import type Geometry from 'ol/geom/Geometry';
import Draw from 'ol/interaction/Draw';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { useEffect, useRef, useState } from 'react';
import { useMap } from './MapProvider';
import { DRAW_TYPE, MEASURE_Z_INDEX, type MeasureMode, measureLabel, measureStyle } from './measure';

/**
 * Measuring line, area and radius on the page's map (spec 2): while `mode` is set a draw interaction
 * measures geodesically with a live label; finished measurements stay until `clearToken` changes.
 * Escape drops the sketch. `onMeasured` gets the label of each finished measurement (for a live region).
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
  const map = useMap();
  const [layer] = useState(
    () =>
      new VectorLayer({
        source: new VectorSource<Feature<Geometry>>(),
        style: measureStyle,
        zIndex: MEASURE_Z_INDEX,
        properties: { name: 'measure' },
      }),
  );
  const measured = useRef(onMeasured);
  measured.current = onMeasured;

  useEffect(() => {
    map.addLayer(layer);
    return () => {
      map.removeLayer(layer);
    };
  }, [map, layer]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: clears exactly when the token changes
  useEffect(() => {
    layer.getSource()?.clear();
  }, [layer, clearToken]);

  useEffect(() => {
    if (!mode) return;
    const source = layer.getSource();
    if (!source) return;
    const draw = new Draw({ source, type: DRAW_TYPE[mode], style: measureStyle, stopClick: true });
    draw.on('drawend', (event) => {
      const geometry = event.feature.getGeometry();
      const label = geometry ? measureLabel(geometry) : null;
      if (label) measured.current?.(label.replace('\n', ' · '), source.getFeatures().length + 1);
    });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') draw.abortDrawing();
    };
    map.addInteraction(draw);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      map.removeInteraction(draw);
    };
  }, [map, layer, mode]);

  return null;
}
