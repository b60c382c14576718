import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { parseUmkreisSuche } from '../../../shared/domain/gebiet';
import { prepareOrtsuche } from '../../../shared/domain/ortsuche';
import {
  buildObjektIndex,
  isSearchable,
  SEARCH_CAPS,
  type SearchGroup,
  type SearchScope,
  searchObjekte,
} from '../../../shared/domain/search';
import type { ObjektTreffer } from '../../../shared/schemas/suche';
import { objektAnzahlQuery } from '../../data/queries';
import { objektSucheQueries, ortsucheQuery, suchStatus } from '../../data/search';
import { useLang } from '../../hooks/useLang';
import { useSession } from '../../hooks/useSession';
import { type ContentGroup, objektResult, placeResult, type SearchResult, useContentSearch } from './useContentSearch';

export type { SearchResult } from './useContentSearch';

export interface SearchResults {
  groups: { group: SearchGroup; items: SearchResult[] }[];
  /** Number of results shown. */
  total: number;
  /** The text is long enough to search (spec 5). */
  searching: boolean;
  /** The place search is still on its way for this text. */
  placesPending: boolean;
  /** The place search failed (HTTP error or the cadastral service): 'Fehler bei der Ortssuche'. */
  placeError: boolean;
}

const GROUP_ORDER: readonly SearchGroup[] = ['orte', 'objekte', 'kampagnen', 'foerderungen', 'glossar'];

/**
 * Results of the search box for a (debounced) text: places from the server, properties, know-how
 * articles, funding programmes and glossary entries matched in the browser with the shared rules. The
 * lists are loaded only once the box is `active` (focused or typed in), and indexed once per language.
 * Properties too many to load (GET /api/objekt/anzahl says the map loads by extent) are matched by the
 * server instead, with the same rules (data/search.ts objektSucheQueries). An administrator's search covers
 * the statuses of the page's admin filter (spec 6). A text with a radius ('Tulln 10 km', shared/domain/gebiet.ts
 * parseUmkreisSuche) searches places only, each offered with that radius.
 */
export function useSearchResults(
  text: string,
  scope: SearchScope,
  wanted: readonly SearchGroup[],
  active: boolean,
): SearchResults {
  const lang = useLang();
  const caps = SEARCH_CAPS[scope];
  const has = (g: SearchGroup) => active && wanted.includes(g);
  const term = text.trim();
  const umkreis = parseUmkreisSuche(term);
  const umkreisKm = umkreis?.km;
  const placeText = umkreis?.ort ?? term;
  const searching = isSearchable(placeText);
  const { isAdmin } = useSession();
  const { search } = useLocation();
  const status = suchStatus(isAdmin, search);
  const statusKey = status?.join(',');
  const anzahl = useQuery({ ...objektAnzahlQuery, enabled: has('objekte') });
  const objektSuche = objektSucheQueries(anzahl, has('objekte'), term, lang, caps.objekte, status);
  const objekte = useQuery(objektSuche.liste);
  const treffer = useQuery(objektSuche.treffer);
  const content = useContentSearch(term, lang, has, caps);

  const placeTerm = has('orte') && searching && prepareOrtsuche(placeText, lang) !== null;
  const orte = useQuery({ ...ortsucheQuery(placeText, lang, caps.orte), enabled: placeTerm });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the status list counts by its content (statusKey)
  const objektIndex = useMemo(() => {
    const list = objekte.data ?? [];
    return buildObjektIndex(status ? list.filter((o) => status.includes(o.status)) : list, lang);
  }, [objekte.data, lang, statusKey]);

  return useMemo(() => {
    const lists: Record<SearchGroup, SearchResult[]> = {
      orte: [],
      objekte: [],
      kampagnen: [],
      foerderungen: [],
      glossar: [],
    };
    if (searching) {
      const places = (placeTerm ? (orte.data?.results ?? []) : []).map(placeResult);
      lists.orte = umkreisKm === undefined ? places : places.map((place) => ({ ...place, umkreisKm }));
    }
    if (searching && umkreisKm === undefined) {
      if (wanted.includes('objekte')) {
        const found: readonly ObjektTreffer[] = objektSuche.byServer
          ? (treffer.data ?? [])
          : searchObjekte(objektIndex, term, caps.objekte);
        lists.objekte = found.map((o) => objektResult(o, lang));
      }
      for (const group of ['kampagnen', 'foerderungen', 'glossar'] as const satisfies ContentGroup[]) {
        if (wanted.includes(group)) lists[group] = content.lists[group];
      }
    }
    const groups = GROUP_ORDER.filter((g) => wanted.includes(g)).map((group) => ({ group, items: lists[group] }));
    return {
      groups,
      total: groups.reduce((n, g) => n + g.items.length, 0),
      searching,
      placesPending: placeTerm && orte.isPending,
      placeError: placeTerm && (orte.isError || orte.data?.serviceFailed === true),
    };
  }, [
    searching,
    umkreisKm,
    placeTerm,
    orte.data,
    orte.isPending,
    orte.isError,
    wanted,
    objektSuche.byServer,
    treffer.data,
    objektIndex,
    content.lists,
    term,
    caps,
    lang,
  ]);
}
