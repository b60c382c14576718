import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { aenderungSchema } from '../../shared/schemas/aenderung';
import { type Objekt, objektSchema } from '../../shared/schemas/objekt';
import { api } from './client';
import { objektQuery } from './objekt';

/**
 * The pending change of a released property (issue 19 part 3): read with its diff by the owner and the
 * agency, withdrawn by the owner, released or rejected by the agency. Every write answers the object as
 * the caller now sees it, which replaces the cached one; the lists reload.
 */

/** GET /api/objekt/{id}/aenderung: the change with its diff, or null when none waits. */
export const aenderungQuery = (id: string) =>
  queryOptions({
    queryKey: ['objekt', 'aenderung', id],
    queryFn: () => api.get(`/objekt/${id}/aenderung`, aenderungSchema.nullable()),
    retry: false,
  });

function useAenderungWrite<Vars>(id: string, send: (vars: Vars) => Promise<Objekt>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (objekt) => {
      client.setQueryData(objektQuery(id).queryKey, objekt);
      void client.invalidateQueries({ queryKey: ['objekt'], refetchType: 'active' });
    },
  });
}

/** POST /api/objekt/{id}/aenderung/freigeben: the reviewed revision replaces the released version. */
export const useAenderungFreigeben = (id: string) =>
  useAenderungWrite(id, (revision: number) =>
    api.post(`/objekt/${id}/aenderung/freigeben`, { revision }, objektSchema),
  );

/** POST /api/objekt/{id}/aenderung/ablehnen: the reviewed revision goes back to the owner with a reason. */
export const useAenderungAblehnen = (id: string) =>
  useAenderungWrite(id, (vars: { revision: number; grund: string }) =>
    api.post(`/objekt/${id}/aenderung/ablehnen`, vars, objektSchema),
  );

/** DELETE /api/objekt/{id}/aenderung: the owner withdraws the change; the released version stays. */
export const useAenderungZurueckziehen = (id: string) =>
  useAenderungWrite(id, () => api.delete(`/objekt/${id}/aenderung`, undefined, objektSchema));
