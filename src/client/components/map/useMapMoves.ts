import type { Extent } from 'ol/extent';
import { toLonLat, transformExtent } from 'ol/proj';
import { useEffect, useRef } from 'react';
import { DATA_PROJECTION, MAP_PROJECTION } from './layers';
import { useMap } from './MapProvider';

/** Where the map stands after a move: zoom, centre (lon/lat) and the visible section (lon/lat). */
export interface MapMove {
  zoom: number;
  center: [number, number];
  extent: Extent;
}

/**
 * Calls `onMoved` after each move of the provided map, and at once when the map already has a size (a map
 * by extent asks for its section from it). The map element carries its centre, resolution and zoom as data
 * attributes, so a test can find a pin's pixel.
 */
export function useMapMoves(onMoved: (move: MapMove) => void): void {
  const map = useMap();
  const moved = useRef(onMoved);
  moved.current = onMoved;

  useEffect(() => {
    const report = () => {
      const view = map.getView();
      const size = map.getSize();
      const center = view.getCenter();
      const zoom = view.getZoom();
      const resolution = view.getResolution();
      if (!size || !center || zoom === undefined || !resolution) return;
      const extent = transformExtent(view.calculateExtent(size), MAP_PROJECTION, DATA_PROJECTION);
      const [lon, lat] = toLonLat(center);
      const target = map.getTargetElement();
      if (target) {
        target.dataset.center = center.join(',');
        target.dataset.resolution = String(resolution);
        target.dataset.zoom = String(zoom);
      }
      moved.current({ zoom, center: [lon as number, lat as number], extent });
    };
    map.on('moveend', report);
    report();
    return () => map.un('moveend', report);
  }, [map]);
}
