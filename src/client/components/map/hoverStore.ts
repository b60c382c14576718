import { useSyncExternalStore } from 'react';

/**
 * Where a hover came from: the mouse (or a pen) over a pin on the map, a finger on the map, or a row of
 * the list (pointer or keyboard focus). Only a mouse resting on a pin opens the marker popup.
 */
export type HoverSource = 'map' | 'touch' | 'list';

/**
 * The hovered object of a map page, shared by the map (pins) and the list (rows) without re-rendering the
 * page: each row subscribes to whether it is the hovered one, the object layer to the id.
 */
export interface HoverStore {
  get(): string | null;
  /** Where the current hover came from. */
  source(): HoverSource;
  /** Listeners hear only of changes (of the id or of its source). */
  set(id: string | null, source?: HoverSource): void;
  subscribe(listener: () => void): () => void;
}

export function createHoverStore(): HoverStore {
  let current: string | null = null;
  let from: HoverSource = 'list';
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    source: () => from,
    set(id, source = 'list') {
      if (id === current && source === from) return;
      current = id;
      from = source;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Whether the object `id` is hovered; re-renders only when that answer changes. */
export function useIsHovered(store: HoverStore, id: string): boolean {
  return useSyncExternalStore(store.subscribe, () => store.get() === id);
}
