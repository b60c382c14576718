import { useMemo } from 'react';
import { parsePointWkt } from '../../../shared/domain/geo';
import { ANONYMOUS_VIEWER, type FilterViewer, favoritKey, kartenObjekte } from '../../../shared/domain/kartenfilter';
import type { Objekt } from '../../../shared/schemas/objekt';
import { useBezirke, useKarten, useMapObjekte, useOrte } from '../../data/map';
import { useSession } from '../../hooks/useSession';
import { useKartenQuery } from './useKartenQuery';

/** The viewer the filters need: id, admin flag and favourites of the session. */
export function useFilterViewer(): FilterViewer {
  const { user, isLoggedIn, isAdmin } = useSession();
  const favoriten = user.favoriten;
  return useMemo(
    () => (isLoggedIn ? { id: user.id ?? null, isAdmin, favoriten: new Set(favoriten ?? []) } : ANONYMOUS_VIEWER),
    [isLoggedIn, isAdmin, user.id, favoriten],
  );
}

/**
 * Everything the map page works with: the reference data (spec 4 'baseLoaded': the map is set up only
 * once all of it is loaded), the URL state, the objects passing the filter and their locations (the
 * map redraws them at most once per 100 ms, see ObjektLayerView). Locations are parsed once per object list.
 */
export function useStandortsuche() {
  const session = useSession();
  const objekte = useMapObjekte();
  const karten = useKarten();
  const orte = useOrte();
  const bezirke = useBezirke();
  const query = useKartenQuery();
  const viewer = useFilterViewer();

  const baseLoaded = !session.isLoading && objekte.isSuccess && karten.isSuccess && orte.isSuccess && bezirke.isSuccess;

  const all: readonly Objekt[] = objekte.data ?? EMPTY;
  const lonLats = useMemo(() => {
    const map = new Map<string, [number, number]>();
    for (const o of all) {
      const point = o.standort ? parsePointWkt(o.standort) : null;
      if (point) map.set(o.id, [point.lon, point.lat]);
    }
    return map;
  }, [all]);

  const filter = query.filter;
  const shown = useMemo(() => kartenObjekte(all, filter, viewer), [all, filter, viewer]);
  const shownIds = useMemo(() => new Set(shown.map((o) => o.id)), [shown]);

  return {
    session,
    objekte,
    karten: karten.data ?? [],
    orte: orte.data ?? [],
    bezirke: bezirke.data ?? [],
    baseLoaded,
    query,
    viewer,
    all,
    lonLats,
    shown,
    shownIds,
    isFavorit: (id: string) => viewer.favoriten.has(favoritKey(id)),
  };
}

const EMPTY: readonly Objekt[] = [];
