import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Wartung } from '../../shared/schemas/wartung';
import { wartungSchema } from '../../shared/schemas/wartung';
import { api } from './client';
import { wartungQuery } from './queries';

/** PUT /api/admin/wartung: marks the public screens as being revised; the marks every page reads update. */
export function useSetWartung() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Wartung) => api.put('/admin/wartung', body, wartungSchema),
    onSuccess: (saved) => queryClient.setQueryData(wartungQuery.queryKey, saved),
  });
}
