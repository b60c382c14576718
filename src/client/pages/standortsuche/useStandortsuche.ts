import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { type Bbox, bboxParam, inBbox } from '../../../shared/domain/ausschnitt';
import { parsePointWkt } from '../../../shared/domain/geo';
import { ANONYMOUS_VIEWER, type FilterViewer, favoritKey, kartenObjekte } from '../../../shared/domain/kartenfilter';
import { buildObjektIndex, searchObjektIds } from '../../../shared/domain/search';
import { sortiereObjekte } from '../../../shared/domain/sortierung';
import { vorschauFilterPredicate } from '../../../shared/domain/vorschau';
import type { BezirkAnzahl, ObjektKurz } from '../../../shared/schemas/objekt';
import {
  useAusschnitt,
  useBezirke,
  useKarten,
  useMapObjekte,
  useObjektAnzahlFor,
  useOrte,
  useVorschau,
} from '../../data/map';
import { useLang } from '../../hooks/useLang';
import { useSession } from '../../hooks/useSession';
import { isBarrierefrei } from '../../lib/barrierefrei';
import { useKartenQuery } from './useKartenQuery';
import { type VorschauPin, vorschauPin } from './vorschau';

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
 * map redraws them at most once per 100 ms, see ObjektLayerView), and those in the map's extent.
 *
 * Two ways to load the objects, as GET /api/objekt/anzahl says for this viewer: the whole list once, then
 * filtered in the browser; or, with more objects than the portal's threshold, by extent (shared/domain/
 * ausschnitt.ts) — the server filters with the same code and answers for the map's section, with counts
 * per district (bezirkZahlen) when too many match. The page works with the same fields either way.
 */
export function useStandortsuche() {
  const session = useSession();
  const barrierefrei = isBarrierefrei(useLocation().search);
  const anzahl = useObjektAnzahlFor();
  const byExtent = anzahl.data?.ausschnitt === true;
  const objekte = useMapObjekte(anzahl.isSuccess && !byExtent);
  const karten = useKarten();
  const orte = useOrte();
  const bezirke = useBezirke();
  const query = useKartenQuery();
  const viewer = useFilterViewer();
  const filter = query.filter;

  // The map's section in lon/lat, as the map reports it after each move (null until then).
  const [extent, setExtent] = useState<Bbox | null>(null);
  // By extent: the section rounded outward (small moves reuse the answer); the whole region with
  // ignoreExtent or without a map (barrier-free); undefined (wait) until the map reported its section.
  const bbox = filter.ignoreExtent || barrierefrei ? null : extent ? bboxParam(extent) : undefined;
  const lang = useLang();
  const ausschnitt = useAusschnitt(byExtent, bbox, filter, lang);

  // Issue 21: anonymous visitors see listings shown with login as grey pins (reduced summaries).
  const anonymous = !session.isLoading && !session.isLoggedIn;
  const vorschau = useVorschau(anonymous, byExtent ? bbox : null, byExtent ? filter : null);
  const vorschauPins: readonly VorschauPin[] = useMemo(
    () => (vorschau.data?.objekte ?? []).map(vorschauPin),
    [vorschau.data],
  );
  const vorschauShown = useMemo(() => {
    const passes = vorschauFilterPredicate(filter);
    return vorschauPins.filter((pin) => passes(pin.vorschau));
  }, [vorschauPins, filter]);

  const baseLoaded =
    !session.isLoading &&
    anzahl.isSuccess &&
    (byExtent || objekte.isSuccess) &&
    karten.isSuccess &&
    orte.isSuccess &&
    bezirke.isSuccess;

  const all: readonly ObjektKurz[] = (byExtent ? ausschnitt.data?.objekte : objekte.data) ?? EMPTY;
  const lonLats = useMemo(() => {
    const map = new Map<string, [number, number]>();
    for (const o of all) {
      const point = o.standort ? parsePointWkt(o.standort) : null;
      if (point) map.set(o.id, [point.lon, point.lat]);
    }
    return map;
  }, [all]);

  const list = objekte.data;
  // The search text of the results view's 'show all on the map': the properties its search finds.
  const searchIndex = useMemo(
    () => (filter.q && list && !byExtent ? buildObjektIndex(list, lang) : null),
    [filter.q, list, byExtent, lang],
  );
  const shown: readonly ObjektKurz[] = useMemo(() => {
    if (byExtent) return all;
    const passing = kartenObjekte(list ?? [], filter, viewer);
    if (!searchIndex || !filter.q) return passing;
    const found = searchObjektIds(searchIndex, filter.q);
    return passing.filter((o) => found.has(o.id));
  }, [byExtent, all, list, filter, viewer, searchIndex]);
  const shownIds = useMemo(() => new Set(shown.map((o) => o.id)), [shown]);

  // The list beside the map: the shown objects in the section (the server chose them when by extent), in
  // the order chosen for the list (newest first unless the URL says otherwise).
  const inSection = useMemo(() => {
    if (byExtent || filter.ignoreExtent || !extent) return shown;
    return shown.filter((o) => {
      const lonLat = lonLats.get(o.id);
      return lonLat !== undefined && inBbox(extent, lonLat[0], lonLat[1]);
    });
  }, [byExtent, shown, extent, filter.ignoreExtent, lonLats]);
  // How many of them the list would show after registration: those in the section (everywhere with
  // ignoreExtent; by extent the server chose the section, and above its maximum only counted them).
  const gesperrtAnzahl = useMemo(() => {
    if (byExtent && vorschauPins.length === 0) return vorschau.data?.anzahl ?? 0;
    if (byExtent || filter.ignoreExtent || !extent) return vorschauShown.length;
    return vorschauShown.filter((pin) => inBbox(extent, pin.vorschau.lon, pin.vorschau.lat)).length;
  }, [byExtent, vorschauPins, vorschau.data, vorschauShown, filter.ignoreExtent, extent]);

  const listed = useMemo(
    () => sortiereObjekte(inSection, query.sort, filter.mieteOrKauf),
    [inSection, query.sort, filter.mieteOrKauf],
  );

  return {
    session,
    /** The call the page cannot do without: the count (by extent) or the whole list. */
    objekte: byExtent || !anzahl.isSuccess ? anzahl : objekte,
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
    listed,
    /** The map's visible section (lon/lat), once the map has reported it. */
    extent,
    setExtent,
    /** Changes when the list's section changes (resets its scroll position). */
    extentKey: byExtent ? (bbox ?? '') : (extent?.join(',') ?? ''),
    /** How many objects pass the filters (by extent: in the section, or everywhere with ignoreExtent). */
    trefferAnzahl: byExtent ? (ausschnitt.data?.anzahl ?? 0) : shown.length,
    byExtent,
    /** By extent, when more than the server's maximum match: their counts per district instead of objects. */
    bezirkZahlen: (byExtent ? ausschnitt.data?.bezirke : undefined) ?? NO_COUNTS,
    /** By extent: the section's answer (loading, failed, retry). */
    ausschnitt,
    isFavorit: (id: string) => viewer.favoriten.has(favoritKey(id)),
    /** Anonymous visitors: the grey pins of listings shown with login, and those the filters let through. */
    vorschauPins,
    vorschauShown,
    /** Anonymous visitors: how many listings shown with login the list leaves out ('N more after registration'). */
    gesperrtAnzahl,
  };
}

const EMPTY: readonly ObjektKurz[] = [];
const NO_COUNTS: readonly BezirkAnzahl[] = [];
