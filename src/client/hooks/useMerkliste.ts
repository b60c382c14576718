import { useSyncExternalStore } from 'react';
import { parseSammlungIds, SAMMLUNG_MAX, sammlungParam } from '../../shared/domain/sammlung';

/**
 * The collection being built: object ids kept in the browser (localStorage), shared by every tab, so a
 * visitor can pick locations on the map, the list and detail pages and open them as one collection link.
 */
const KEY = 'standortsammlung';
const listeners = new Set<() => void>();
let cache: { raw: string | null; ids: string[] } = { raw: null, ids: [] };

function read(): string[] {
  const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
  if (raw !== cache.raw) cache = { raw, ids: parseSammlungIds(raw) };
  return cache.ids;
}

function write(ids: readonly string[]) {
  localStorage.setItem(KEY, sammlungParam(ids.slice(0, SAMMLUNG_MAX)));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useMerkliste() {
  const ids = useSyncExternalStore(subscribe, read, () => []);
  return {
    ids,
    has: (id: string) => ids.includes(id),
    toggle: (id: string) => write(ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]),
    remove: (id: string) => write(ids.filter((x) => x !== id)),
    replace: (next: readonly string[]) => write(next),
    clear: () => write([]),
    full: ids.length >= SAMMLUNG_MAX,
  };
}
