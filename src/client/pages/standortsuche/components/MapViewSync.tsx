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

/** Whether two views are the same as far as the URL can tell (it rounds the centre and the zoom). */
function sameView(a: UrlView, b: UrlView): boolean {
  return (
    Math.abs(a.zoom - b.zoom) < 0.01 &&
    Math.abs(a.center[0] - b.center[0]) < 1e-5 &&
    Math.abs(a.center[1] - b.center[1]) < 1e-5
  );
}

/**
 * Keeps the page and the map's view in step: after each move the view goes to the URL (zoom, center) and
 * the extent to the list; a view in the URL that the map did not write itself (back button, a link on the
 * same page) moves the map. The URL echoing what the map wrote never moves it back: the map may already be
 * on its next move (e.g. '+' pressed right after an arrow key). The map element carries its centre and resolution as data attributes, so a
 * test can find a pin's pixel.
 */
export function MapViewSync({ urlView, onMoved }: { urlView: UrlView | null; onMoved: (state: MovedState) => void }) {
  const map = useMap();
  const moved = useRef(onMoved);
  moved.current = onMoved;
  const written = useRef<UrlView | null>(null);

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
      written.current = { zoom, center: [lon as number, lat as number] };
      moved.current({ view: written.current, extent });
    };
    map.on('moveend', report);
    report();
    return () => map.un('moveend', report);
  }, [map]);

  useEffect(() => {
    if (!urlView || (written.current && sameView(urlView, written.current))) return;
    const view = map.getView();
    const center = view.getCenter();
    const zoom = view.getZoom();
    if (center && zoom !== undefined) {
      const [lon, lat] = toLonLat(center);
      if (sameView(urlView, { zoom, center: [lon as number, lat as number] })) return;
    }
    view.setCenter(fromLonLat(urlView.center));
    view.setZoom(urlView.zoom);
  }, [map, urlView]);

  return null;
}
