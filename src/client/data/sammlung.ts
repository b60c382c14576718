import {
  queryOptions,
  type UseQueryResult,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import type { Lang } from '../../shared/domain/routes';
import { SAMMLUNG_MAX, sammlungParam } from '../../shared/domain/sammlung';
import { type Objekt, objektSchema } from '../../shared/schemas/objekt';
import { favoritenSchema, standortsammlungSchema } from '../../shared/schemas/sammlung';
import type { Userdata } from '../../shared/schemas/user';
import { api } from './client';
import { userdataQuery } from './session';

/** The objects of a collection link the viewer may see (the server drops the others). */
export const sammlungObjekteQuery = (ids: readonly string[]) =>
  queryOptions({
    queryKey: ['objekt', 'sammlung', sammlungParam(ids)],
    queryFn: () => api.get(`/standortsammlung?ids=${sammlungParam(ids)}`, z.array(objektSchema)),
    enabled: ids.length > 0,
  });

/** The logged-in user's saved collections. */
export const sammlungenQuery = queryOptions({
  queryKey: ['standortsammlungen'],
  queryFn: () => api.get('/standortsammlungen', z.array(standortsammlungSchema)),
});

export const useSammlungObjekte = (ids: readonly string[]) => useQuery(sammlungObjekteQuery(ids));

/** The chunks' answers as one: defined once, so TanStack re-runs it only when an answer changes. */
function combineChunks(results: UseQueryResult<Objekt[]>[]) {
  return {
    data: results.every((r) => r.isSuccess) ? results.flatMap((r) => r.data ?? []) : undefined,
    isPending: results.some((r) => r.isPending),
    isError: results.some((r) => r.isError),
    error: results.find((r) => r.error)?.error ?? null,
    refetch: () => Promise.all(results.map((r) => r.refetch())),
  };
}

/**
 * Any number of objects by id, those the viewer may see, in the order of `ids`: asked for in collections
 * of SAMMLUNG_MAX (the server's limit per call), never through the whole object list.
 */
export function useObjekteByIds(ids: readonly string[]) {
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += SAMMLUNG_MAX) chunks.push(ids.slice(i, i + SAMMLUNG_MAX));
  return useQueries({ queries: chunks.map((chunk) => sammlungObjekteQuery(chunk)), combine: combineChunks });
}
export const useSammlungen = (enabled: boolean) => useQuery({ ...sammlungenQuery, enabled });

/** Saves a new collection (or replaces one when `id` is given). */
export function useSaveSammlung() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name, objekte }: { id?: number; name: string; objekte: string[] }) =>
      id === undefined
        ? api.post('/standortsammlungen', { name, objekte }, standortsammlungSchema)
        : api.put(`/standortsammlungen/${id}`, { name, objekte }, standortsammlungSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sammlungenQuery.queryKey }),
  });
}

export function useDeleteSammlung() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/standortsammlungen/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sammlungenQuery.queryKey }),
  });
}

/** Toggles a favourite on the server and writes the answer into the cached userdata (map stars follow). */
export function useToggleFavorit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ objektId, on }: { objektId: string; on: boolean }) =>
      on
        ? api.post('/favoriten', { objektId }, favoritenSchema)
        : api.delete(`/favoriten/${objektId}`, undefined, favoritenSchema),
    onSuccess: (favoriten) => {
      queryClient.setQueryData<Userdata>(userdataQuery.queryKey, (user) => (user ? { ...user, favoriten } : user));
    },
  });
}

/** Link of the PDF exposé of these objects in a language. */
export const exposeUrl = (ids: readonly string[], lang: Lang) => `/api/expose?ids=${sammlungParam(ids)}&lang=${lang}`;
