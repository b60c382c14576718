import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { KARTEN_QUERY } from '../../shared/domain/kartenfilter';
import { decodeQuery, encodeQuery } from '../../shared/domain/query';
import type { Lang } from '../../shared/domain/routes';
import { isSearchable } from '../../shared/domain/search';
import { OBJEKT_SUCHE_QUERY, ORTSUCHE_QUERY, type TextlogBody } from '../../shared/schemas/suche';
import { api, shellSchema } from './client';
import { adminObjekteQuery } from './map';
import { objekteQuery } from './queries';

/**
 * Spec 6: an administrator's search box uses the status list chosen in the admin filter (the page's
 * `selectedStatus`, by default spec 4's default status filter); everyone else searches what they may see.
 */
export const suchStatus = (isAdmin: boolean, search: string): readonly number[] | undefined =>
  isAdmin ? decodeQuery(KARTEN_QUERY, search).selectedStatus : undefined;

/** GET /api/ort/suche for the search box; results of a term are reused for five minutes. */
export const ortsucheQuery = (q: string, lang: Lang, limit: number) =>
  queryOptions({
    queryKey: ['ort', 'suche', lang, limit, q],
    queryFn: () =>
      api.get(
        `/ort/suche?${encodeQuery(ORTSUCHE_QUERY, { q, lang, limit })}`,
        shellSchema((s) => s.ortsuche),
      ),
    staleTime: 5 * 60_000,
    retry: false,
  });

/**
 * GET /api/objekt/suche: the properties matching a text, matched by the server (same rules as in the
 * browser). The key starts with 'objekt', so login, logout and writes reload it; while the next text's
 * answer is on its way, the last one stays.
 */
export const objektSucheQuery = (q: string, lang: Lang, limit: number, status?: readonly number[]) =>
  queryOptions({
    queryKey: ['objekt', 'suche', lang, limit, q, status?.join(',') ?? null],
    queryFn: () =>
      api.get(
        `/objekt/suche?${encodeQuery(OBJEKT_SUCHE_QUERY, { q, lang, limit, status })}`,
        shellSchema((s) => s.objektSuche),
      ),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/**
 * How the search box finds properties, given GET /api/objekt/anzahl (`active`: the box is in use and shows
 * properties). Below the threshold it loads the whole list once and matches it in the browser (`liste`);
 * above it it asks the server per text (`treffer`), as it does when the count failed — that costs little
 * whatever the number of objects. While the count is on its way, neither loads. With a `status` list (an
 * administrator's, see suchStatus) the whole list is every status, which the caller narrows to `status`.
 */
export function objektSucheQueries(
  anzahl: { data?: { ausschnitt: boolean }; isError: boolean },
  active: boolean,
  text: string,
  lang: Lang,
  limit: number,
  status?: readonly number[],
) {
  const byServer = anzahl.data ? anzahl.data.ausschnitt : anzahl.isError;
  const liste = status ? adminObjekteQuery : objekteQuery;
  return {
    byServer,
    liste: { ...liste, enabled: active && anzahl.data?.ausschnitt === false },
    treffer: { ...objektSucheQuery(text, lang, limit, status), enabled: active && byServer && isSearchable(text) },
  };
}

/** POST /api/textlog (spec 7); failures are not the visitor's concern and are dropped. */
export function postTextlog(body: TextlogBody): void {
  api.post('/textlog', body).catch(() => undefined);
}
