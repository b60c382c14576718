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

/** Views the map wrote whose echo may still come; older ones are forgotten beyond this many. */
const PENDING_MAX = 20;

/**
 * Keeps the page and the map's view in step: after each move the view goes to the URL (zoom, center) and
 * the extent to the list; a view in the URL that the map did not write itself (back button, a link on the
 * same page) moves the map. The URL echoing what the map wrote never moves it back: the map may already be
 * on its next move (e.g. '+' pressed right after an arrow key). On a busy page the echo of an earlier move
 * can arrive after a later one (the page renders the URL's view after the address has changed), so every
 * view written and not yet echoed counts as the map's own, not only the last.
 */
export function MapViewSync({ urlView, onMoved }: { urlView: UrlView | null; onMoved: (state: MovedState) => void }) {
  const map = useMap();
  const written = useRef<UrlView | null>(null);
  const pending = useRef<UrlView[]>([]);
  useMapMoves(({ zoom, center, extent }) => {
    written.current = { zoom, center };
    pending.current.push(written.current);
    if (pending.current.length > PENDING_MAX) pending.current.shift();
    onMoved({ view: written.current, extent });
  });

  useEffect(() => {
    if (!urlView) return;
    // An echo: it and every earlier write are behind us (echoes come in the order of the writes).
    const echo = pending.current.findIndex((v) => sameView(v, urlView));
    if (echo >= 0) {
      pending.current.splice(0, echo + 1);
      return;
    }
    if (written.current && sameView(urlView, written.current)) return;
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
