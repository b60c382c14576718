import { type QueryClient, type QueryKey, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ZodType, z } from 'zod';
import { api } from './client';

/**
 * The calls and query keys every simple admin entity shares (/api/admin/{resource}): the list, one
 * entry, create, update and delete. What must be refetched after a change differs per entity and
 * stays in the entity's own data file.
 */
export function adminEntity<T, Input>(resource: string, schema: ZodType<T>) {
  const base = `/admin/${resource}`;
  return {
    /** Every entry as the administrators see it (key ['admin', resource]). */
    listQuery: queryOptions({
      queryKey: ['admin', resource],
      queryFn: () => api.get(base, z.array(schema)),
    }),
    /** One entry for the editor (key ['admin', resource, id]). */
    detailQuery: (id: number) =>
      queryOptions({
        queryKey: ['admin', resource, id],
        queryFn: () => api.get(`${base}/${id}`, schema),
      }),
    /** The editor's calls; the server validates and answers the stored entry. */
    api: {
      create: (input: Input) => api.post(base, input, schema),
      update: (id: number, input: Input) => api.put(`${base}/${id}`, input, schema),
      remove: (id: number) => api.delete(`${base}/${id}`),
    },
  };
}

/**
 * Deletes an entry of an admin entity (its list, its modal or its routed editor): the editor's query of
 * the entry leaves the cache, and what shows the entity (the entity's afterChange in its data file)
 * reloads before the mutation ends.
 */
export function useDeleteEntry<T>(options: {
  remove: (entry: T) => Promise<unknown>;
  afterChange: (queryClient: QueryClient) => Promise<void>;
  /** The editor's query of the entry, if it has one. */
  detailKey?: (entry: T) => QueryKey;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.remove,
    onSuccess: (_answer, entry) => {
      if (options.detailKey) queryClient.removeQueries({ queryKey: options.detailKey(entry) });
      return options.afterChange(queryClient);
    },
  });
}
