import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { isAdminLevel } from '../../shared/domain/account';
import { STATUS_CODES } from '../../shared/domain/objekt';
import { objektSchema } from '../../shared/schemas/objekt';
import { bezirkSchema, karteSchema, ortSchema } from '../../shared/schemas/reference';
import { useSession } from '../hooks/useSession';
import { api } from './client';
import { objekteQuery } from './queries';
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

/** The objects of the map: every status for administrators, else what GET /api/objekt gives the viewer. */
export function useMapObjekte() {
  const { isAdmin, isLoading } = useSession();
  const normal = useQuery({ ...objekteQuery, enabled: !isLoading && !isAdmin });
  const admin = useQuery({ ...adminObjekteQuery, enabled: !isLoading && isAdmin });
  return isAdmin ? admin : normal;
}

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
      void client.prefetchQuery(admin ? adminObjekteQuery : objekteQuery);
    },
    () => undefined,
  );
}
