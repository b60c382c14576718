import type { Extent } from 'ol/extent';
import { fromLonLat, toLonLat } from 'ol/proj';
import { useEffect, useRef } from 'react';
import { useMap } from '../../../components/map/MapProvider';
import { useMapMoves } from '../../../components/map/useMapMoves';
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
 * on its next move (e.g. '+' pressed right after an arrow key).
 */
export function MapViewSync({ urlView, onMoved }: { urlView: UrlView | null; onMoved: (state: MovedState) => void }) {
  const map = useMap();
  const written = useRef<UrlView | null>(null);
  useMapMoves(({ zoom, center, extent }) => {
    written.current = { zoom, center };
    onMoved({ view: written.current, extent });
  });

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
