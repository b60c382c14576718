import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { FoerderFilter } from '../../../shared/domain/foerderung';
import { foerderFilterToQuery, parseFoerderQuery } from '../../lib/foerderQuery';

/**
 * The funding filter kept in the URL query (shareable, restored by the back button). Changes replace
 * the history entry, so back leaves the compass instead of stepping through every click.
 */
export function useFoerderFilter() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => parseFoerderQuery(params), [params]);
  const setFilter = useCallback(
    (next: FoerderFilter) =>
      setParams((prev) => foerderFilterToQuery(next, prev), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  return { filter, setFilter, search: params.toString() };
}

/**
 * A text or number field whose value lives in the URL: typing stays local and is written after a short
 * pause (every URL change runs the route loaders), and a change of the URL from elsewhere (back, clear
 * all) shows up in the field unless the visitor is typing.
 */
export function useDeferredField<T>(external: T, commit: (value: T) => void, delay = 350) {
  const [local, setLocal] = useState(external);
  const typing = useRef(false);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    if (!typing.current) setLocal(external);
  }, [external]);

  useEffect(() => {
    if (!typing.current) return;
    const timer = window.setTimeout(() => {
      typing.current = false;
      commitRef.current(local);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [local, delay]);

  const onChange = useCallback((value: T) => {
    typing.current = true;
    setLocal(value);
  }, []);
  return [local, onChange] as const;
}
