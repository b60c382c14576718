import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type SuchauftragBody, type SuchauftragPatch, suchauftragSchema } from '../../shared/schemas/suchauftrag';
import { api } from './client';

/**
 * The saved searches of the logged-in user (issue #25): the account page's list and its writes. Each
 * write's answer goes into the cached list, so the list shows it without asking again.
 */
export const suchauftraegeQuery = queryOptions({
  queryKey: ['suchauftraege'],
  queryFn: () => api.get('/suchauftraege', z.array(suchauftragSchema)),
});

export const useSuchauftraege = () => useQuery(suchauftraegeQuery);

/** POST /api/suchauftraege: saves a search (the newest first in the list). */
export function useSaveSuchauftrag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SuchauftragBody) => api.post('/suchauftraege', body, suchauftragSchema),
    onSuccess: (saved) => queryClient.setQueryData(suchauftraegeQuery.queryKey, (list) => [saved, ...(list ?? [])]),
  });
}

/** PATCH /api/suchauftraege/{id}: a new name or frequency. */
export function useUpdateSuchauftrag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...patch }: SuchauftragPatch & { id: number }) =>
      api.patch(`/suchauftraege/${id}`, patch, suchauftragSchema),
    onSuccess: (updated) =>
      queryClient.setQueryData(suchauftraegeQuery.queryKey, (list) =>
        list?.map((s) => (s.id === updated.id ? updated : s)),
      ),
  });
}

/** DELETE /api/suchauftraege/{id}. */
export function useDeleteSuchauftrag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/suchauftraege/${id}`),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData(suchauftraegeQuery.queryKey, (list) => list?.filter((s) => s.id !== id)),
  });
}
