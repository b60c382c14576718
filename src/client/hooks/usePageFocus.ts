import { useEffect, useRef } from 'react';
import { useMatches } from 'react-router';

/**
 * After a move to another screen (not on first load, not when only the query or the optional id of the same
 * screen changes, e.g. a drawer opening), keyboard and screen-reader focus goes to the main landmark, as a
 * full page load would put it at the start of the new content instead of on a link that is gone.
 */
export function usePageFocus(targetId: string) {
  const matches = useMatches();
  const name = (matches.at(-1)?.handle as { name?: string } | undefined)?.name ?? null;
  const previous = useRef(name);

  useEffect(() => {
    if (previous.current === name) return;
    previous.current = name;
    if (name === null) return;
    document.getElementById(targetId)?.focus({ preventScroll: true });
  }, [name, targetId]);
}
