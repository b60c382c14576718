import type Point from 'ol/geom/Point';
import type MapBrowserEvent from 'ol/MapBrowserEvent';
import { useEffect } from 'react';
import { formatNumber } from '../../../shared/domain/format';
import type { BezirkAnzahl } from '../../../shared/schemas/objekt';
import { useLang } from '../../hooks/useLang';
import { bezirkZahlenLayer, bezirkZahlFeatures, zoomInAt } from './bezirkZahlen';
import { useMap, useMapLayer } from './MapProvider';

/**
 * The map by extent, when too many objects match for pins: a bubble per district with its count. A click
 * on one zooms in there (by two levels), where the section holds fewer objects and pins take over. The
 * map's element carries the number of bubbles (data-bezirk-zahlen) for tests.
 */
export function BezirkZahlenLayer({ zahlen, enabled }: { zahlen: readonly BezirkAnzahl[]; enabled: boolean }) {
  const map = useMap();
  const lang = useLang();
  const layer = useMapLayer(bezirkZahlenLayer);

  useEffect(() => {
    const source = layer.getSource();
    source?.clear(true);
    source?.addFeatures(bezirkZahlFeatures(zahlen, (n) => formatNumber(n, lang, 0)));
    const target = map.getTargetElement();
    if (target) target.dataset.bezirkZahlen = String(zahlen.length);
  }, [map, layer, zahlen, lang]);

  useEffect(() => {
    if (!enabled) return;
    const hit = (event: MapBrowserEvent) =>
      map.forEachFeatureAtPixel(event.pixel, (feature) => feature, { layerFilter: (l) => l === layer });
    const onMove = (event: MapBrowserEvent) => {
      if (event.dragging || !hit(event)) return;
      const target = map.getTargetElement();
      if (target) target.style.cursor = 'pointer';
    };
    const onClick = (event: MapBrowserEvent) => {
      const geometry = hit(event)?.getGeometry();
      if (geometry?.getType() === 'Point') zoomInAt(map, (geometry as Point).getCoordinates());
    };
    map.on('pointermove', onMove);
    map.on('singleclick', onClick);
    return () => {
      map.un('pointermove', onMove);
      map.un('singleclick', onClick);
    };
  }, [map, layer, enabled]);

  return null;
}
