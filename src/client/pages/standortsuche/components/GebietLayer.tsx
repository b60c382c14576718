import { VisuallyHidden } from '@mantine/core';
import Feature from 'ol/Feature';
import Polygon, { circular } from 'ol/geom/Polygon';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { Fill, Stroke, Style } from 'ol/style';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Gebiet, gebietText, parseGebiet } from '../../../../shared/domain/gebiet';
import { DATA_PROJECTION, MAP_PROJECTION } from '../../../components/map/layers';
import { useMap, useMapLayer } from '../../../components/map/MapProvider';
import type { GebietModus } from '../gebietDraw';

/** Above the karte layers, below the pins: the pins inside stay clickable. */
const GEBIET_Z_INDEX = 5;

const GEBIET_STYLE = new Style({
  stroke: new Stroke({ color: '#b3195a', width: 2, lineDash: [6, 4] }),
  fill: new Fill({ color: 'rgba(179, 25, 90, 0.08)' }),
});

/** The area as a polygon in the map's projection (a circle as 64 points on the sphere). */
function gebietGeometry(gebiet: Gebiet): Polygon {
  const polygon =
    gebiet.art === 'kreis'
      ? circular([...gebiet.center], gebiet.radius, 64)
      : new Polygon([[...gebiet.ring.map((p) => [...p])]]);
  return polygon.transform(DATA_PROJECTION, MAP_PROJECTION) as Polygon;
}

/**
 * The drawn area of the map filter (issue 25) on the map, and drawing a new one while `modus` is set: the
 * drawing code loads when the visitor starts drawing (gebietDraw.ts). A finished area goes to `onGebiet`
 * (as the address's text); Escape ends drawing without one.
 */
export function GebietLayer({
  gebiet,
  modus,
  onGebiet,
  onEnde,
  onBereit,
}: {
  /** The filter's area text (kartenfilter gebiet), null without one. */
  gebiet: string | null;
  modus: GebietModus | null;
  onGebiet: (text: string) => void;
  /** Drawing ended, with or without an area. */
  onEnde: () => void;
  /** The drawing code is loaded and takes clicks (the hint shows then: earlier clicks would be lost). */
  onBereit: (modus: GebietModus) => void;
}) {
  const { t } = useTranslation();
  const map = useMap();
  const [status, setStatus] = useState('');
  const layer = useMapLayer(
    () =>
      new VectorLayer({
        source: new VectorSource(),
        style: GEBIET_STYLE,
        zIndex: GEBIET_Z_INDEX,
        properties: { name: 'gebiet' },
      }),
  );
  const callbacks = useRef({ onGebiet, onEnde, onBereit });
  callbacks.current = { onGebiet, onEnde, onBereit };

  useEffect(() => {
    const source = layer.getSource();
    const shape = gebiet === null ? null : parseGebiet(gebiet);
    source?.clear();
    if (shape) source?.addFeature(new Feature(gebietGeometry(shape)));
  }, [layer, gebiet]);

  useEffect(() => {
    if (!modus) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setStatus(t('standortsuche.gebiet.cancelled'));
      callbacks.current.onEnde();
    };
    import('../gebietDraw').then(({ startGebietDraw }) => {
      if (cancelled) return;
      const draw = startGebietDraw(map, modus, (drawn) => {
        if (drawn) callbacks.current.onGebiet(gebietText(drawn));
        setStatus(t(drawn ? 'standortsuche.gebiet.set' : 'standortsuche.gebiet.invalid'));
        callbacks.current.onEnde();
      });
      stop = () => {
        draw.abort();
        draw.remove();
      };
      callbacks.current.onBereit(modus);
    });
    document.addEventListener('keydown', onKey);
    return () => {
      cancelled = true;
      document.removeEventListener('keydown', onKey);
      stop?.();
    };
  }, [map, modus, t]);

  return <VisuallyHidden aria-live="polite">{status}</VisuallyHidden>;
}
