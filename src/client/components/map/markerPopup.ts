import { markerScale, pinHeight, SPRITE_CELL } from './objektStyle';

/**
 * The rules of the marker popup (a small card over a pin while the mouse rests on it), as pure functions:
 * when it opens and closes, and where it sits so that it covers neither the pin nor its star.
 */

/** The pointer must rest this long on a pin before its popup opens (sweeping over pins opens none). */
export const POPUP_OPEN_DELAY_MS = 150;
/** Grace time after the pointer left both pin and popup, so it can travel from the pin into the popup. */
export const POPUP_CLOSE_DELAY_MS = 250;

/** Timers, injectable for tests. */
export interface PopupClock {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

const realClock: PopupClock = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

export interface PopupController {
  /** The object whose popup is open, or null. */
  get(): string | null;
  subscribe(listener: () => void): () => void;
  /** The object under the mouse on the map; null when none (or when the hover came from elsewhere). */
  hover(id: string | null): void;
  /** The pointer entered the popup: it stays open. */
  enterPopup(): void;
  /** The pointer left the popup: it closes after the grace time unless the pointer is back on its pin. */
  leavePopup(): void;
  /** Escape, the map starts moving, the popup's close button: closed at once; it opens again only
   * when the pointer rests on a pin anew. */
  dismiss(): void;
  /** Drops a pending timer (unmount). */
  cancel(): void;
}

/**
 * One popup at a time: it opens once the mouse rested on a pin for the open delay, switches when the
 * hovered pin changes, and closes after the grace time once the pointer has left both pin and popup.
 */
export function createPopupController({
  openDelay = POPUP_OPEN_DELAY_MS,
  closeDelay = POPUP_CLOSE_DELAY_MS,
  clock = realClock,
}: {
  openDelay?: number;
  closeDelay?: number;
  clock?: PopupClock;
} = {}): PopupController {
  let hovered: string | null = null;
  let open: string | null = null;
  let inPopup = false;
  let timer: unknown = null;
  const listeners = new Set<() => void>();

  const cancel = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };
  const schedule = (ms: number, run: () => void) => {
    cancel();
    timer = clock.setTimeout(() => {
      timer = null;
      run();
    }, ms);
  };
  const setOpen = (id: string | null) => {
    if (id === null) inPopup = false;
    if (id === open) return;
    open = id;
    for (const listener of listeners) listener();
  };
  const closeLater = () => schedule(closeDelay, () => setOpen(null));

  return {
    get: () => open,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    hover(id) {
      if (id === hovered) return;
      hovered = id;
      if (id === null) {
        if (open === null) cancel();
        else if (!inPopup) closeLater();
        return;
      }
      if (id === open) {
        cancel();
        return;
      }
      // The hovered object changed: the old popup goes at once, the new one opens once the pointer rests.
      setOpen(null);
      schedule(openDelay, () => setOpen(hovered));
    },
    enterPopup() {
      if (open === null) return;
      inPopup = true;
      cancel();
    },
    leavePopup() {
      inPopup = false;
      if (open !== null && hovered !== open) closeLater();
    },
    dismiss() {
      cancel();
      setOpen(null);
    },
    cancel,
  };
}

/** Space between the popup and what it must not cover. */
const GAP = 6;

/** How far the popup keeps from each edge of the map, in px (more where map controls sit). */
export interface PopupInset {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export const DEFAULT_INSET: PopupInset = { top: 8, right: 8, bottom: 8, left: 8 };
/** The hovered pin's dot (radius 5, stroke 2.5) lies on the location; a popup below starts under it. */
const BELOW_GAP = 12;
/** The arrow keeps this far from the popup's corners. */
const ARROW_INSET = 18;

/**
 * How far above its location a pin reaches at a zoom, with what is drawn on it: the larger hovered pin and
 * the favourite's star (objektStyle.ts: star 40 px × 0.55 × max(0.8, scale), raised by the pin height − 4).
 */
export function markerClearance(zoom: number): number {
  const scale = markerScale(zoom);
  const hoveredPin = SPRITE_CELL[1] * 0.5 * Math.min(1.25, scale * 1.3);
  const starTop = pinHeight(zoom) - 4 + 40 * 0.55 * Math.max(0.8, scale);
  return Math.ceil(Math.max(hoveredPin, starTop)) + GAP;
}

export interface PopupPlacement {
  /** ol/Overlay positioning: above the pin ('bottom-center') or, without room above, below it. */
  positioning: 'bottom-center' | 'top-center';
  /** ol/Overlay offset in px: up past the pin (or down past its dot) and sideways to stay inside the map. */
  offset: [number, number];
  /** Where the arrow points, in px from the popup's left edge (at the pin, also when shifted sideways). */
  arrowX: number;
}

/**
 * Where the popup of a pin at `pixel` goes in a map of `mapSize`: above the pin and its star when it fits,
 * else below the location (the side with more room when neither fits), shifted sideways to stay inside
 * the map and clear of its controls (`inset`). It never covers the pin, so a click on the pin still
 * reaches the map.
 */
export function popupPlacement({
  pixel,
  mapSize,
  popupSize,
  clearance,
  inset = DEFAULT_INSET,
}: {
  pixel: readonly [number, number];
  mapSize: readonly [number, number];
  popupSize: readonly [number, number];
  clearance: number;
  inset?: PopupInset;
}): PopupPlacement {
  const [x, y] = pixel;
  const [mapWidth, mapHeight] = mapSize;
  const [width, height] = popupSize;
  const roomAbove = y - clearance - inset.top;
  const roomBelow = mapHeight - y - BELOW_GAP - inset.bottom;
  const above = height <= roomAbove || (height > roomBelow && roomAbove >= roomBelow);

  const centred = x - width / 2;
  const left =
    width + inset.left + inset.right >= mapWidth
      ? Math.max(0, Math.min(inset.left, mapWidth - width))
      : Math.min(Math.max(centred, inset.left), mapWidth - inset.right - width);
  const arrowX = Math.min(Math.max(x - left, ARROW_INSET), Math.max(ARROW_INSET, width - ARROW_INSET));
  const dx = Math.round(left - centred);
  return above
    ? { positioning: 'bottom-center', offset: [dx, -clearance], arrowX: Math.round(arrowX) }
    : { positioning: 'top-center', offset: [dx, BELOW_GAP], arrowX: Math.round(arrowX) };
}
