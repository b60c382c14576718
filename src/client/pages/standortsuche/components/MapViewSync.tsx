import type { Extent } from 'ol/extent';
import { fromLonLat, toLonLat, transformExtent } from 'ol/proj';
import { useEffect, useRef } from 'react';
import { DATA_PROJECTION, MAP_PROJECTION } from '../../../components/map/layers';
import { useMap } from '../../../components/map/MapProvider';
import type { UrlView } from '../useKartenQuery';

/** The map's state after it moved: the view for the URL and the visible extent in lon/lat for the list. */
export interface MovedState {
  view: UrlView;
  extent: Extent;
}

/**
 * Keeps the page and the map's view in step: after each move the view goes to the URL (zoom, center) and
 * the extent to the list; a view in the URL that the map did not write itself (back button, a link on the
 * same page) moves the map. The map element carries its centre and resolution as data attributes, so a
 * test can find a pin's pixel.
 */
export function MapViewSync({ urlView, onMoved }: { urlView: UrlView | null; onMoved: (state: MovedState) => void }) {
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
      moved.current({ view: { zoom, center: [lon as number, lat as number] }, extent });
    };
    map.on('moveend', report);
    report();
    return () => map.un('moveend', report);
  }, [map]);

  useEffect(() => {
    if (!urlView) return;
    const view = map.getView();
    const center = view.getCenter();
    const zoom = view.getZoom();
    if (center && zoom !== undefined) {
      const [lon, lat] = toLonLat(center);
      const same =
        Math.abs(zoom - urlView.zoom) < 0.01 &&
        Math.abs((lon as number) - urlView.center[0]) < 1e-5 &&
        Math.abs((lat as number) - urlView.center[1]) < 1e-5;
      if (same) return;
    }
    view.setCenter(fromLonLat(urlView.center));
    view.setZoom(urlView.zoom);
  }, [map, urlView]);

  return null;
}
