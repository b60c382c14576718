import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { okSchema } from '../../shared/schemas/auth';
import { failedMailListSchema } from '../../shared/schemas/jobs';
import { api } from './client';

/** GET /api/admin/mails/failed: the mails that failed after their last retry. */
export const failedMailsQuery = queryOptions({
  queryKey: ['admin', 'mails', 'failed'],
  queryFn: () => api.get('/admin/mails/failed', failedMailListSchema),
});

/** POST /api/admin/mails/{id}/retry: one more attempt; the list is read again afterwards. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`/admin/mails/${id}/retry`, undefined, okSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: failedMailsQuery.queryKey }),
  });
}
