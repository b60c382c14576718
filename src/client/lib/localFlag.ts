import { useCallback, useState } from 'react';

function read(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

/** A boolean remembered in this browser (localStorage); storage errors (private mode) are ignored. */
export function useLocalFlag(key: string): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => read(key));
  const update = useCallback(
    (next: boolean) => {
      setValue(next);
      try {
        window.localStorage.setItem(key, String(next));
      } catch {
        // not persisted; the flag still holds for this page view
      }
    },
    [key],
  );
  return [value, update];
}
