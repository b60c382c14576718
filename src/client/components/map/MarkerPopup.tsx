import type { Coordinate } from 'ol/coordinate';
import Overlay from 'ol/Overlay';
import { type ReactNode, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { HoverStore } from './hoverStore';
import { useMap } from './MapProvider';
import { createPopupController, DEFAULT_INSET, markerClearance, type PopupInset, popupPlacement } from './markerPopup';

export interface MarkerPopupProps {
  /** The page's hover store: only hovers of the mouse on the map open the popup, not list rows or touch. */
  hoverStore: HoverStore;
  /** Off while another tool owns the pointer (measuring). */
  enabled: boolean;
  /** The map coordinate of a shown object, or null when it is not on the map (then nothing shows). */
  coordinateOf: (id: string) => Coordinate | null;
  /** How far the popup keeps from the map's edges (where controls sit over the map). */
  inset?: PopupInset;
  /** The popup's content for an object, one root element (it is measured); `close` closes it. */
  children: (id: string, close: () => void) => ReactNode;
}

/**
 * The popup of the pin the mouse rests on: an ol/Overlay at the object's location above its pin, with the
 * content rendered by React through a portal into the overlay's element. The overlay stops map events, so
 * a click in it never reaches the map and a click on the pin (never covered) still does. Rules in
 * markerPopup.ts; Escape, a click on the map and a starting map move close it. The page re-renders only this component, and
 * only when the open object changes.
 */
export function MarkerPopup({ hoverStore, enabled, coordinateOf, inset = DEFAULT_INSET, children }: MarkerPopupProps) {
  const map = useMap();
  const [controller] = useState(() => createPopupController());
  const [element] = useState(() => document.createElement('div'));
  const [overlay] = useState(() => new Overlay({ element, positioning: 'bottom-center', stopEvent: true }));
  const openId = useSyncExternalStore(controller.subscribe, controller.get);

  useEffect(() => {
    map.addOverlay(overlay);
    return () => {
      map.removeOverlay(overlay);
    };
  }, [map, overlay]);

  // Hovers of the mouse on the map drive the popup; a hovered list row or a finger counts as no hover.
  useEffect(() => {
    if (!enabled) {
      controller.hover(null);
      controller.dismiss();
      return;
    }
    const sync = () => controller.hover(hoverStore.source() === 'map' ? hoverStore.get() : null);
    sync();
    return hoverStore.subscribe(sync);
  }, [hoverStore, controller, enabled]);

  useEffect(() => {
    const onEnter = () => controller.enterPopup();
    const onLeave = () => controller.leavePopup();
    const dismiss = () => controller.dismiss();
    element.addEventListener('pointerenter', onEnter);
    element.addEventListener('pointerleave', onLeave);
    // A click on the map (a pin opens its detail view or the login dialog) or a move ends the popup;
    // clicks inside the popup never reach the map.
    map.on('movestart', dismiss);
    map.on('click', dismiss);
    return () => {
      element.removeEventListener('pointerenter', onEnter);
      element.removeEventListener('pointerleave', onLeave);
      map.un('movestart', dismiss);
      map.un('click', dismiss);
      controller.cancel();
    };
  }, [map, element, controller]);

  useEffect(() => {
    if (openId === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') controller.dismiss();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [openId, controller]);

  const coordinate = openId === null ? null : coordinateOf(openId);

  // Place it before the browser paints: show it at the location, measure it, then move it where it fits.
  useLayoutEffect(() => {
    if (!coordinate) {
      overlay.setPosition(undefined);
      return;
    }
    overlay.setPosition(coordinate);
    const pixel = map.getPixelFromCoordinate(coordinate);
    const mapSize = map.getSize();
    const card = element.firstElementChild as HTMLElement | null;
    if (!pixel || !mapSize || !card) return;
    const placement = popupPlacement({
      pixel: [pixel[0] as number, pixel[1] as number],
      mapSize: [mapSize[0] as number, mapSize[1] as number],
      popupSize: [card.offsetWidth, card.offsetHeight],
      clearance: markerClearance(map.getView().getZoom() ?? 0),
      inset,
    });
    overlay.setPositioning(placement.positioning);
    overlay.setOffset(placement.offset);
    card.dataset.placement = placement.positioning === 'bottom-center' ? 'above' : 'below';
    card.style.setProperty('--popup-arrow-x', `${placement.arrowX}px`);
  }, [coordinate, map, overlay, element, inset]);

  if (openId === null || !coordinate) return null;
  return createPortal(
    children(openId, () => controller.dismiss()),
    element,
    openId,
  );
}
