import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { sammlungParam } from '../../shared/domain/sammlung';
import { objektSchema } from '../../shared/schemas/objekt';
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
export const exposeUrl = (ids: readonly string[], lang: 'de' | 'en') =>
  `/api/expose?ids=${sammlungParam(ids)}&lang=${lang}`;
