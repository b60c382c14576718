import { useCallback, useRef } from 'react';
import { SEARCH_LOG_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '../../../shared/domain/search';
import { postTextlog } from '../../data/search';

const MAX_LENGTH = 200;

/**
 * The search log of spec 7: what was typed is sent to POST /api/textlog once typing has paused for 1 s.
 * Only typing schedules it — pressing Enter (opening the results view) drops what is pending, choosing a
 * result sends nothing itself — and the same text is not sent twice in a row. A pending entry is still sent after the box unmounts (e.g. when a result was
 * chosen quickly), so those searches are counted too.
 */
export function useSearchLog(logtype: 'start' | 'standortsuche') {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastSent = useRef('');
  const pending = useRef<string | null>(null);

  const flush = useCallback(() => {
    const text = pending.current;
    pending.current = null;
    timer.current = undefined;
    if (text === null || text === lastSent.current) return;
    lastSent.current = text;
    postTextlog({ suchtext: text, logtype });
  }, [logtype]);

  /** Call with the box's text on every change the visitor types. */
  const typed = useCallback(
    (value: string) => {
      clearTimeout(timer.current);
      const text = value.trim().slice(0, MAX_LENGTH);
      pending.current = text.length >= SEARCH_MIN_LENGTH ? text : null;
      if (pending.current !== null) timer.current = setTimeout(flush, SEARCH_LOG_DEBOUNCE_MS);
    },
    [flush],
  );

  /** Drops an entry not sent yet: the Enter that opens the results view sends nothing (spec 7). */
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    pending.current = null;
  }, []);

  return { typed, cancel };
}
