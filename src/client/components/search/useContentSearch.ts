import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Lang } from '../../../shared/domain/routes';
import {
  buildSearchIndex,
  foerderungSearchFields,
  glossarSearchFields,
  kampagneSearchFields,
  objektDisplayName,
  type SearchGroup,
  searchIndex,
} from '../../../shared/domain/search';
import type { ObjektTreffer, OrtTreffer } from '../../../shared/schemas/suche';
import { fmMatrixQuery, glossarQuery, kampagnenQuery } from '../../data/queries';
import { foerderungHref, glossarHref, kampagneHref, objektHref } from './targets';

/** One entry of a result list. Places carry their data: where they lead depends on the page. */
export interface SearchResult {
  /** Unique within the list, e.g. `objekte:…id`. */
  key: string;
  group: SearchGroup;
  label: string;
  detail?: string;
  href?: string;
  place?: OrtTreffer;
  /** A place searched with a radius ('Tulln 10 km'): choosing it sets that circle as the map's area. */
  umkreisKm?: number;
}

/** The groups matched in the browser, from the lists every page loads (spec 7). */
export type ContentGroup = 'kampagnen' | 'foerderungen' | 'glossar';

/** A place as a result: its name, and its district when that differs. */
export const placeResult = (p: OrtTreffer): SearchResult => ({
  key: `orte:${p.type}:${p.id}`,
  group: 'orte',
  label: p.name,
  detail: p.bezirk && p.bezirk !== p.name ? p.bezirk : undefined,
  place: p,
});

/** A property as a result: its name in the language shown, object number and place. */
export const objektResult = (o: ObjektTreffer, lang: Lang, extra: readonly string[] = []): SearchResult => ({
  key: `objekte:${o.id}`,
  group: 'objekte',
  label: objektDisplayName(o, lang),
  detail: [...extra, o.objektnummer, `${o.plz} ${o.ort}`.trim()].filter(Boolean).join(' · '),
  href: objektHref(o.id, lang),
});

/**
 * Know-how articles, funding programmes and glossary entries matching a text, matched in the browser with
 * the shared rules (active articles only, as GET /api/kampagnen gives them to everyone but administrators
 * who see the inactive ones too). Each list is loaded once `wanted` says the group is needed, and indexed
 * once per language; `caps` bounds each group (Infinity: every match, for the results view).
 */
export function useContentSearch(
  term: string,
  lang: Lang,
  wanted: (group: ContentGroup) => boolean,
  caps: Readonly<Record<ContentGroup, number>>,
) {
  const kampagnen = useQuery({ ...kampagnenQuery, enabled: wanted('kampagnen') });
  const foerderungen = useQuery({ ...fmMatrixQuery, enabled: wanted('foerderungen') });
  const glossar = useQuery({ ...glossarQuery, enabled: wanted('glossar') });

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

  const lists = useMemo((): Record<ContentGroup, SearchResult[]> => {
    return {
      kampagnen: searchIndex(kampagneIndex, term, caps.kampagnen).map((k) => ({
        key: `kampagnen:${k.id}`,
        group: 'kampagnen',
        label: k.header,
        detail: k.headersub ?? undefined,
        href: kampagneHref(k.id, lang),
      })),
      foerderungen: searchIndex(foerderIndex, term, caps.foerderungen).map((f) => ({
        key: `foerderungen:${f.id}`,
        group: 'foerderungen',
        label: lang === 'en' ? f.name_en : f.name_de,
        detail: f.foerderstelle,
        href: foerderungHref(f.id, lang),
      })),
      glossar: searchIndex(glossarIndex, term, caps.glossar).map((g) => ({
        key: `glossar:${g.id}`,
        group: 'glossar',
        label: lang === 'en' ? g.titel_en : g.titel_de,
        href: glossarHref(g.id, lang),
      })),
    };
  }, [kampagneIndex, foerderIndex, glossarIndex, term, caps, lang]);

  const queries = { kampagnen, foerderungen, glossar };
  return {
    lists,
    /** A wanted list is still on its way. */
    pending: (['kampagnen', 'foerderungen', 'glossar'] as const).some((g) => wanted(g) && queries[g].isPending),
  };
}
