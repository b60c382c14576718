import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { prepareOrtsuche } from '../../../shared/domain/ortsuche';
import {
  buildObjektIndex,
  buildSearchIndex,
  foerderungSearchFields,
  glossarSearchFields,
  isSearchable,
  kampagneSearchFields,
  objektDisplayName,
  SEARCH_CAPS,
  type SearchGroup,
  type SearchScope,
  searchIndex,
  searchObjekte,
} from '../../../shared/domain/search';
import type { ObjektTreffer, OrtTreffer } from '../../../shared/schemas/suche';
import { fmMatrixQuery, glossarQuery, kampagnenQuery, objektAnzahlQuery } from '../../data/queries';
import { objektSucheQueries, ortsucheQuery, suchStatus } from '../../data/search';
import { useLang } from '../../hooks/useLang';
import { useSession } from '../../hooks/useSession';
import { foerderungHref, glossarHref, kampagneHref, objektHref } from './targets';

/** One entry of the result list. Places carry their data: where they lead depends on the page. */
export interface SearchResult {
  /** Unique within the list, e.g. `objekte:…id`. */
  key: string;
  group: SearchGroup;
  label: string;
  detail?: string;
  href?: string;
  place?: OrtTreffer;
}

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
 * the statuses of the page's admin filter (spec 6).
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
  const searching = isSearchable(term);
  const { isAdmin } = useSession();
  const { search } = useLocation();
  const status = suchStatus(isAdmin, search);
  const statusKey = status?.join(',');
  const anzahl = useQuery({ ...objektAnzahlQuery, enabled: has('objekte') });
  const objektSuche = objektSucheQueries(anzahl, has('objekte'), term, lang, caps.objekte, status);
  const objekte = useQuery(objektSuche.liste);
  const treffer = useQuery(objektSuche.treffer);
  const kampagnen = useQuery({ ...kampagnenQuery, enabled: has('kampagnen') });
  const foerderungen = useQuery({ ...fmMatrixQuery, enabled: has('foerderungen') });
  const glossar = useQuery({ ...glossarQuery, enabled: has('glossar') });

  const placeTerm = has('orte') && searching && prepareOrtsuche(term, lang) !== null;
  const orte = useQuery({ ...ortsucheQuery(term, lang, caps.orte), enabled: placeTerm });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the status list counts by its content (statusKey)
  const objektIndex = useMemo(() => {
    const list = objekte.data ?? [];
    return buildObjektIndex(status ? list.filter((o) => status.includes(o.status)) : list, lang);
  }, [objekte.data, lang, statusKey]);
  const kampagneIndex = useMemo(
    () =>
      buildSearchIndex(
        (kampagnen.data ?? []).filter((k) => k.aktiv),
        kampagneSearchFields,
      ),
    [kampagnen.data],
  );
  const foerderIndex = useMemo(
    () => buildSearchIndex(foerderungen.data ?? [], (f) => foerderungSearchFields(f, lang)),
    [foerderungen.data, lang],
  );
  const glossarIndex = useMemo(
    () => buildSearchIndex(glossar.data ?? [], (g) => glossarSearchFields(g, lang)),
    [glossar.data, lang],
  );

  return useMemo(() => {
    const lists: Record<SearchGroup, SearchResult[]> = {
      orte: [],
      objekte: [],
      kampagnen: [],
      foerderungen: [],
      glossar: [],
    };
    if (searching) {
      const places = placeTerm ? (orte.data?.results ?? []) : [];
      lists.orte = places.map((p) => ({
        key: `orte:${p.type}:${p.id}`,
        group: 'orte',
        label: p.name,
        detail: p.bezirk && p.bezirk !== p.name ? p.bezirk : undefined,
        place: p,
      }));
      if (wanted.includes('objekte')) {
        const found: readonly ObjektTreffer[] = objektSuche.byServer
          ? (treffer.data ?? [])
          : searchObjekte(objektIndex, term, caps.objekte);
        lists.objekte = found.map((o) => ({
          key: `objekte:${o.id}`,
          group: 'objekte',
          label: objektDisplayName(o, lang),
          detail: [o.objektnummer, `${o.plz} ${o.ort}`.trim()].filter(Boolean).join(' · '),
          href: objektHref(o.id, lang),
        }));
      }
      if (wanted.includes('kampagnen')) {
        lists.kampagnen = searchIndex(kampagneIndex, term, caps.kampagnen).map((k) => ({
          key: `kampagnen:${k.id}`,
          group: 'kampagnen',
          label: k.header,
          detail: k.headersub ?? undefined,
          href: kampagneHref(k.id, lang),
        }));
      }
      if (wanted.includes('foerderungen')) {
        lists.foerderungen = searchIndex(foerderIndex, term, caps.foerderungen).map((f) => ({
          key: `foerderungen:${f.id}`,
          group: 'foerderungen',
          label: lang === 'en' ? f.name_en : f.name_de,
          detail: f.foerderstelle,
          href: foerderungHref(f.id, lang),
        }));
      }
      if (wanted.includes('glossar')) {
        lists.glossar = searchIndex(glossarIndex, term, caps.glossar).map((g) => ({
          key: `glossar:${g.id}`,
          group: 'glossar',
          label: lang === 'en' ? g.titel_en : g.titel_de,
          href: glossarHref(g.id, lang),
        }));
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
    placeTerm,
    orte.data,
    orte.isPending,
    orte.isError,
    wanted,
    objektSuche.byServer,
    treffer.data,
    objektIndex,
    kampagneIndex,
    foerderIndex,
    glossarIndex,
    term,
    caps,
    lang,
  ]);
}
