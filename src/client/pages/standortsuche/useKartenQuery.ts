import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  type FilterChange,
  KARTEN_QUERY,
  type KartenFilter,
  withFilterChange,
} from '../../../shared/domain/kartenfilter';
import { decodeQuery, encodeQuery, withoutInvalidParams } from '../../../shared/domain/query';
import type { Sortierung } from '../../../shared/domain/sortierung';
import { readBackQuery, restoredSearch, saveBackQuery } from './backQuery';

/** A view as the URL keeps it: zoom and centre lon/lat. */
export interface UrlView {
  zoom: number;
  center: [number, number];
}

/**
 * The map page's state in the URL query (spec 3: filters as typed query values): the decoded filter and
 * view, and setters that write the query back in place (replace, no scroll reset). On entry without map
 * parameters the last query of the visit comes back without the own-filters (see backQuery.ts).
 */
export function useKartenQuery() {
  const location = useLocation();
  const navigate = useNavigate();
  const search = location.search;
  // The query as last written: a navigation is committed later, and renders in between (e.g. the map
  // reporting its first view) must build on what was written, not on the location they still see.
  const pending = useRef<string | null>(null);
  const current = useRef(search);
  // A new location means the written query arrived, or another navigation replaced it.
  if (current.current !== search) pending.current = null;
  current.current = search;
  const latest = useCallback(() => pending.current ?? current.current.replace(/^\?/, ''), []);

  const filter: KartenFilter = useMemo(() => {
    const { zoom: _zoom, center: _center, sort: _sort, ...rest } = decodeQuery(KARTEN_QUERY, search);
    return rest;
  }, [search]);
  const sort: Sortierung = useMemo(() => decodeQuery(KARTEN_QUERY, search).sort, [search]);
  const view: UrlView | null = useMemo(() => {
    const { zoom, center } = decodeQuery(KARTEN_QUERY, search);
    return zoom !== null && center.length === 2 ? { zoom, center: [center[0] as number, center[1] as number] } : null;
  }, [search]);

  const write = useCallback(
    (next: string) => {
      if (next === latest()) return;
      pending.current = next;
      // Kept at once, not when the navigation has committed: leaving right away must not lose it.
      saveBackQuery(next);
      navigate({ search: next ? `?${next}` : '' }, { replace: true, preventScrollReset: true });
    },
    [navigate, latest],
  );

  // On entry the last query of the visit comes back (see backQuery.ts) — also after the barrier-free flag
  // was carried over into the URL — until the visitor changes a filter; after that every query is kept.
  // An invalid value (e.g. zoom=2, below the minimum) is shown as its default and dropped from the URL.
  const entering = useRef(true);
  useEffect(() => {
    const valid = withoutInvalidParams(KARTEN_QUERY, search);
    const restored = entering.current ? restoredSearch(valid ?? search, readBackQuery()) : null;
    if (restored !== null || valid !== null) write(restored ?? (valid as string));
    else saveBackQuery(search);
  }, [search, write]);

  /**
   * Changes filters, a function of the change on the filter as last written (not as last rendered); a new
   * type or mode starts its area and price classes from all selected.
   */
  const setFilter = useCallback(
    (change: FilterChange) => {
      entering.current = false;
      const base = latest();
      const { zoom: _z, center: _c, sort: _s, ...currentFilter } = decodeQuery(KARTEN_QUERY, base);
      write(encodeQuery(KARTEN_QUERY, withFilterChange(currentFilter, change), base));
    },
    [write, latest],
  );

  /** Writes the map's view after it moved (zoom to 2, centre to 6 decimals). */
  const setView = useCallback(
    (next: UrlView) => {
      const zoom = Math.round(next.zoom * 100) / 100;
      const center = next.center.map((v) => Math.round(v * 1e6) / 1e6);
      write(encodeQuery(KARTEN_QUERY, { zoom, center }, latest()));
    },
    [write, latest],
  );

  /** Changes the order of the list (issue 21 part 3); kept in the URL like the filters. */
  const setSort = useCallback(
    (next: Sortierung) => write(encodeQuery(KARTEN_QUERY, { sort: next }, latest())),
    [write, latest],
  );

  return { filter, view, sort, search, setFilter, setView, setSort };
}
