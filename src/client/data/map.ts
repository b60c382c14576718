import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { isAdminLevel } from '../../shared/domain/account';
import { KARTEN_QUERY, type KartenFilter } from '../../shared/domain/kartenfilter';
import { STATUS_CODES } from '../../shared/domain/objekt';
import { encodeQuery, queryString } from '../../shared/domain/query';
import { DEFAULT_LANG, type Lang } from '../../shared/domain/routes';
import { objektAusschnittSchema, objektSchema, objektVorschauListeSchema } from '../../shared/schemas/objekt';
import { bezirkSchema, type Karte, karteSchema, ortSchema } from '../../shared/schemas/reference';
import { themenlayerKarteSchema } from '../../shared/schemas/themenlayer';
import { useSession } from '../hooks/useSession';
import { api } from './client';
import { objektAnzahlQuery, objekteQuery } from './queries';
import { userdataQuery } from './session';

/**
 * The data of the map pages (spec 7: loaded once at start and reused). Map layers depend on the viewer
 * (adminsOnly layers for administrators, spec 6), so their key names the role. Reference data that the map
 * can do without (layers, places, districts) resolves to an empty list when its call fails: the map then
 * shows its offline base alone instead of an error (spec 8 'a map source that fails … silently').
 */
const once = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } as const;

const orEmpty =
  <T>(load: () => Promise<T[]>) =>
  () =>
    load().catch((): T[] => []);

export const karteQuery = (admin: boolean) =>
  queryOptions({
    queryKey: ['karte', admin ? 'admin' : 'public'],
    queryFn: orEmpty(() => api.get('/karte', z.array(karteSchema))),
    ...once,
  });

/** The imported thematic layers the map can draw (kind, names, source, vector tiles or not). */
export const themenlayerKarteQuery = queryOptions({
  queryKey: ['themenlayer'],
  queryFn: orEmpty(() => api.get('/themenlayer', z.array(themenlayerKarteSchema))),
  staleTime: 5 * 60_000,
});

/**
 * The imported layers by id, asked for only when one of `karten` draws one (type 'themenlayer'); an empty
 * map until they arrive (those kartes draw nothing until then).
 */
export function useThemenlayerInfo(karten: readonly Karte[]) {
  const needed = karten.some((k) => k.stylejson.type === 'themenlayer');
  const { data } = useQuery({ ...themenlayerKarteQuery, enabled: needed });
  return useMemo(() => new Map((data ?? []).map((layer) => [layer.id, layer])), [data]);
}

export const orteQuery = queryOptions({
  queryKey: ['ort'],
  queryFn: orEmpty(() => api.get('/ort', z.array(ortSchema))),
  ...once,
});

export const bezirkeQuery = queryOptions({
  queryKey: ['bezirk'],
  queryFn: orEmpty(() => api.get('/bezirk', z.array(bezirkSchema))),
  ...once,
});

/**
 * Administrators choose statuses on the map (spec 5 'Status'): they load objects of every status once and
 * the status filter narrows them in the browser. The key starts with 'objekt' so login and logout reload it.
 */
export const adminObjekteQuery = queryOptions({
  queryKey: ['objekt', 'alle-status'],
  queryFn: () => api.get(`/objekt?status=${STATUS_CODES.join(',')}`, z.array(objektSchema)),
  staleTime: 5 * 60_000,
});

/**
 * The objects of the map: every status for administrators, else what GET /api/objekt gives the viewer —
 * unless the viewer's map loads by extent (`enabled` false, see useAusschnitt).
 */
export function useMapObjekte(enabled: boolean) {
  const { isAdmin, isLoading } = useSession();
  const normal = useQuery({ ...objekteQuery, enabled: enabled && !isLoading && !isAdmin });
  const admin = useQuery({ ...adminObjekteQuery, enabled: enabled && !isLoading && isAdmin });
  return isAdmin ? admin : normal;
}

/**
 * The query of one map section and filter: `bbox` (shared/domain/ausschnitt.ts bboxParam) or null for the
 * whole region (ignoreExtent). The key starts with 'objekt', so login, logout and writes reload it.
 */
export function ausschnittQuery(bbox: string | null, filter: KartenFilter, lang: Lang = DEFAULT_LANG) {
  const params = new URLSearchParams(encodeQuery(KARTEN_QUERY, filter));
  // The search text (q) is matched in the language of the page.
  if (filter.q) params.set('lang', lang);
  if (bbox === null) params.set('ignoreExtent', 'true');
  else params.set('bbox', bbox);
  const query = queryString(params);
  return queryOptions({
    queryKey: ['objekt', 'ausschnitt', query],
    queryFn: () => api.get(`/objekt/ausschnitt?${query}`, objektAusschnittSchema),
    staleTime: 60_000,
    // While the next section loads, the map keeps showing the last one instead of emptying.
    placeholderData: keepPreviousData,
  });
}

/** The map by extent: the objects (or district counts) of a section; off while `bbox` is undefined. */
export function useAusschnitt(
  enabled: boolean,
  bbox: string | null | undefined,
  filter: KartenFilter,
  lang: Lang = DEFAULT_LANG,
) {
  return useQuery({ ...ausschnittQuery(bbox ?? null, filter, lang), enabled: enabled && bbox !== undefined });
}

/**
 * Issue 21: the reduced summaries of listings shown with login, for anonymous visitors — everywhere
 * (`bbox` null) or in the section when the map loads by extent; off while `bbox` is undefined. With a
 * `filter` the server lets through only the summaries it passes (by extent, where a section with too many
 * to list is only counted); without one the page filters them itself.
 */
export function useVorschau(enabled: boolean, bbox: string | null | undefined, filter: KartenFilter | null = null) {
  const params = new URLSearchParams(filter ? encodeQuery(KARTEN_QUERY, filter) : undefined);
  if (bbox) params.set('bbox', bbox);
  const search = queryString(params);
  const query = search ? `?${search}` : '';
  return useQuery({
    queryKey: ['objekt', 'vorschau', query],
    queryFn: () => api.get(`/objekt/vorschau${query}`, objektVorschauListeSchema),
    enabled: enabled && bbox !== undefined,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/objekt/anzahl: whether the viewer's map loads by extent (and how many objects it shows). */
export const useObjektAnzahlFor = () => {
  const { isLoading } = useSession();
  return useQuery({ ...objektAnzahlQuery, enabled: !isLoading });
};

export const useKarten = () => {
  const { isAdmin, isLoading } = useSession();
  return useQuery({ ...karteQuery(isAdmin), enabled: !isLoading });
};
export const useOrte = () => useQuery(orteQuery);
export const useBezirke = () => useQuery(bezirkeQuery);

/**
 * Requests what the map pages show first, as their route matches: places and districts at once, objects
 * and layers (which depend on the viewer's role, as in useMapObjekte and useKarten) once GET /api/userdata
 * answered — the shell has that call under way already.
 */
export function prefetchMapData(client: QueryClient): void {
  void client.prefetchQuery(orteQuery);
  void client.prefetchQuery(bezirkeQuery);
  client.ensureQueryData(userdataQuery).then(
    (user) => {
      const admin = isAdminLevel(user.userlevel);
      void client.prefetchQuery(karteQuery(admin));
      // The whole list only when the map does not load by extent (the extent waits for the map's view).
      client.ensureQueryData(objektAnzahlQuery).then(
        (anzahl) => {
          if (!anzahl.ausschnitt) void client.prefetchQuery(admin ? adminObjekteQuery : objekteQuery);
        },
        () => undefined,
      );
    },
    () => undefined,
  );
}
