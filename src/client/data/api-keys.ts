import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type ApiKeyCreated, apiKeyCreatedSchema, apiKeySchema } from '../../shared/schemas/api-key';
import { okSchema } from '../../shared/schemas/auth';
import { api } from './client';

/**
 * A broker's personal API keys on the account page (issue #26): the list and its writes. A new key's
 * answer is the only place its secret appears; the cached list gets the key without it.
 */
export const apiKeysQuery = queryOptions({
  queryKey: ['api-keys'],
  queryFn: () => api.get('/account/api-keys', z.array(apiKeySchema)),
});

export const useApiKeys = () => useQuery(apiKeysQuery);

/** POST /api/account/api-keys: the answer carries the key this once (the newest first in the list). */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string): Promise<ApiKeyCreated> => api.post('/account/api-keys', { name }, apiKeyCreatedSchema),
    onSuccess: ({ key: _secret, ...created }) =>
      queryClient.setQueryData(apiKeysQuery.queryKey, (list) => [created, ...(list ?? [])]),
  });
}

/** DELETE /api/account/api-keys/{id}: calls with the key are refused from now on. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/account/api-keys/${id}`, undefined, okSchema),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData(apiKeysQuery.queryKey, (list) => list?.filter((k) => k.id !== id)),
  });
}
