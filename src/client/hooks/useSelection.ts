import { useCallback, useState } from 'react';

/**
 * The rows of a list chosen for a bulk action: `select` adds or removes several at once (a row's
 * checkbox, or the page's), `clear` empties the choice (after the action, or when the page changes).
 */
export function useSelection<T>() {
  const [selected, setSelected] = useState<ReadonlySet<T>>(new Set());
  const select = useCallback(
    (ids: readonly T[], on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        for (const id of ids) on ? next.add(id) : next.delete(id);
        return next;
      }),
    [],
  );
  const clear = useCallback(() => setSelected(new Set()), []);
  return { selected, select, clear };
}
