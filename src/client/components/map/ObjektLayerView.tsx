import type MapBrowserEvent from 'ol/MapBrowserEvent';
import type MapEvent from 'ol/MapEvent';
import { useEffect, useRef, useState } from 'react';
import { createThrottle } from '../../lib/throttle';
import type { HoverStore } from './hoverStore';
import { useMap } from './MapProvider';
import { ObjektLayer } from './objektLayer';
import type { KartenObjekt } from './objektStyle';

/** Spec 9: filter redraw throttle. */
export const REDRAW_THROTTLE_MS = 100;

export interface ObjektLayerViewProps<T extends KartenObjekt> {
  /** Every object the map knows (spec 4: features follow the store). */
  objekte: readonly T[];
  /** The ids the filters let through, or null for all. */
  visibleIds: ReadonlySet<string> | null;
  favoriten?: ReadonlySet<string>;
  /** Anonymous viewer: objects shown with login are drawn grey. */
  greyLocked?: boolean;
  /** Spec 4: objects at 35 % opacity. */
  dimmed?: boolean;
  /** The selected object (route objektId): its outline is highlighted. */
  selectedId?: string | null;
  /** Hover shared with a list; the pointer over a pin sets it, a hovered row shows its pin's dot. */
  hoverStore?: HoverStore;
  /** Spec 4 clickInteraction: a click on a pin calls this; without it pins are not clickable. */
  onObjektClick?: (objekt: T) => void;
  /** Called after the pins were drawn with a new filter (draw revision), for the benchmark and tests. */
  onDrawn?: (revision: number) => void;
}

/**
 * The object layer on the page's map (spec 4 'Marker'): created once, fed through its setters. The pointer
 * becomes a hand over a clickable pin.
 */
export function ObjektLayerView<T extends KartenObjekt>({
  objekte,
  visibleIds,
  favoriten,
  greyLocked = false,
  dimmed = false,
  selectedId = null,
  hoverStore,
  onObjektClick,
  onDrawn,
}: ObjektLayerViewProps<T>) {
  const map = useMap();
  const [layer] = useState(() => new ObjektLayer());
  const click = useRef(onObjektClick);
  click.current = onObjektClick;
  const drawn = useRef(onDrawn);
  drawn.current = onDrawn;

  useEffect(() => {
    for (const l of layer.layers) map.addLayer(l);
    return () => {
      for (const l of layer.layers) map.removeLayer(l);
    };
  }, [map, layer]);

  useEffect(() => layer.setGreyLocked(greyLocked), [layer, greyLocked]);
  useEffect(() => layer.setObjekte(objekte), [layer, objekte]);
  // Spec 4/9: a filter change redraws the object layer at most once per 100 ms.
  const [throttle] = useState(() =>
    createThrottle((ids: ReadonlySet<string> | null) => layer.setVisible(ids), REDRAW_THROTTLE_MS),
  );
  useEffect(() => throttle.push(visibleIds), [throttle, visibleIds]);
  useEffect(() => () => throttle.cancel(), [throttle]);
  useEffect(() => layer.setFavoriten(favoriten ?? new Set()), [layer, favoriten]);
  useEffect(() => layer.setDimmed(dimmed), [layer, dimmed]);
  useEffect(() => layer.setSelected(selectedId), [layer, selectedId]);

  // Report each finished frame that shows a new revision of the pins (WebGL builds its buffers
  // asynchronously: only a frame drawn with the new buffers counts).
  useEffect(() => {
    let reported = -1;
    const onRender = (event: MapEvent) => {
      const revision = layer.drawRevision;
      const target = map.getTargetElement();
      // The favourites' stars on the map, for tests (only the few shown stars; written when they change).
      if (target && target.dataset.starred !== layer.starred) target.dataset.starred = layer.starred;
      // How many clusters are drawn and the largest in view, for tests (issue 21 part 3).
      const clusters = String(layer.clusterAnzahl);
      if (target && target.dataset.clusters !== clusters) target.dataset.clusters = clusters;
      const largest = String(layer.largestClusterIn(event.frameState?.extent ?? [0, 0, 0, 0]));
      if (target && target.dataset.largestCluster !== largest) target.dataset.largestCluster = largest;
      if (revision === reported || !layer.drawComplete) return;
      reported = revision;
      target?.setAttribute('data-objekt-renderer', layer.renderer);
      drawn.current?.(revision);
    };
    map.on('postrender', onRender);
    return () => map.un('postrender', onRender);
  }, [map, layer]);

  // Clusters below CLUSTER_MAX_ZOOM: the layer follows the view's zoom.
  useEffect(() => {
    const view = map.getView();
    const onZoom = () => layer.setZoom(view.getZoom() ?? 0);
    onZoom();
    view.on('change:resolution', onZoom);
    return () => view.un('change:resolution', onZoom);
  }, [map, layer]);

  // The hovered object: from the shared store to the layer, and from the pointer to the store.
  useEffect(() => {
    if (!hoverStore) return;
    layer.setHovered(hoverStore.get());
    return hoverStore.subscribe(() => layer.setHovered(hoverStore.get()));
  }, [layer, hoverStore]);

  useEffect(() => {
    const onMove = (event: MapBrowserEvent) => {
      if (event.dragging) return;
      const objekt = layer.objektAtPixel(map, event.pixel);
      const pointerType = (event.originalEvent as PointerEvent).pointerType;
      hoverStore?.set(objekt?.id ?? null, pointerType === 'touch' ? 'touch' : 'map');
      const target = map.getTargetElement();
      const cluster = !objekt && layer.clusterAtPixel(map, event.pixel) !== null;
      if (target) target.style.cursor = cluster || (objekt && click.current) ? 'pointer' : '';
    };
    const onLeave = () => hoverStore?.set(null);
    const onClick = (event: MapBrowserEvent) => {
      // A cluster zooms to the extent of its objects (spec 9: fit padding 70, max zoom 17).
      const cluster = layer.clusterAtPixel(map, event.pixel);
      if (cluster) {
        // The number of objects of the cluster opened last, for tests.
        const target = map.getTargetElement();
        if (target) target.dataset.clusterOpened = String(cluster.size);
        map.getView().fit(cluster.extent, { padding: [70, 70, 70, 70], maxZoom: 17, duration: 250 });
        return;
      }
      if (!click.current) return;
      const objekt = layer.objektAtPixel(map, event.pixel);
      if (objekt) click.current(objekt as T);
    };
    map.on('pointermove', onMove);
    map.on('singleclick', onClick);
    const viewport = map.getViewport();
    viewport?.addEventListener('pointerleave', onLeave);
    return () => {
      map.un('pointermove', onMove);
      map.un('singleclick', onClick);
      viewport?.removeEventListener('pointerleave', onLeave);
    };
  }, [map, layer, hoverStore]);

  return null;
}
