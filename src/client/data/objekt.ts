import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { encodeQuery } from '../../shared/domain/query';
import { ADMIN_OBJEKT_QUERY, type AdminObjektQuery, adminObjektPageSchema } from '../../shared/schemas/admin-objekt';
import { okSchema } from '../../shared/schemas/auth';
import { type Objekt, objektbildSchema, objektSchema, objektVorschauSchema } from '../../shared/schemas/objekt';
import {
  type ObjektAktionBody,
  type ObjektBulkAktionBody,
  type ObjektInputForm,
  objektHistorieSchema,
} from '../../shared/schemas/objekt-input';
import { standortcheckSchema } from '../../shared/schemas/standortcheck';
import { ApiError, api } from './client';

/**
 * Reading and writing one property (issue 5): the detail view, the editor, its history and images,
 * and the administrators' paged list. Query keys start with 'objekt' so they reload after login/logout.
 */

/**
 * GET /api/objekt/{id}; a 404 (missing or not visible) is not retried. Fresh for 30 s: the detail view's
 * route fetches it as it matches (pages/index.ts SCREEN_DATA, taking the HTML's preload), and the view's
 * own query then uses that answer instead of asking again; writes update or invalidate it.
 */
export const objektQuery = (id: string) =>
  queryOptions({
    queryKey: ['objekt', 'one', id],
    queryFn: () => api.get(`/objekt/${id}`, objektSchema),
    staleTime: 30_000,
    retry: (count, error) => count < 2 && !(error as { status?: number }).status,
  });

/** GET /api/objekt/{id}/standortcheck: the property's site check (visible as the property is). */
export const standortcheckQuery = (id: string) =>
  queryOptions({
    queryKey: ['objekt', 'standortcheck', id],
    queryFn: () => api.get(`/objekt/${id}/standortcheck`, standortcheckSchema),
    staleTime: 60_000,
    retry: false,
  });

/**
 * GET /api/objekt/{id}/vorschau: the reduced summary of a listing shown with login, which the detail view
 * shows an anonymous visitor instead of 'not found' (issue 21); a 404 is not retried.
 */
export const objektVorschauQuery = (id: string) =>
  queryOptions({
    queryKey: ['objekt', 'vorschau-one', id],
    queryFn: () => api.get(`/objekt/${id}/vorschau`, objektVorschauSchema),
    staleTime: 30_000,
    retry: (count, error) => count < 2 && !(error as { status?: number }).status,
  });

/** GET /api/objekt/{id}/historie: who changed the status when, from what to what, and why. */
export const historieQuery = (id: string) =>
  queryOptions({
    queryKey: ['objekt', 'historie', id],
    queryFn: () => api.get(`/objekt/${id}/historie`, z.array(objektHistorieSchema)),
    retry: false,
  });

/** GET /api/admin/objekte: one page of all objects, the review queue first. */
export const adminListeQuery = (query: Partial<AdminObjektQuery>) =>
  queryOptions({
    queryKey: ['objekt', 'admin', query],
    queryFn: () => api.get(`/admin/objekte?${encodeQuery(ADMIN_OBJEKT_QUERY, query)}`, adminObjektPageSchema),
    placeholderData: (previous) => previous,
  });

/** The write calls of a property; every one carries the CSRF header (data/client.ts). */
export const objektApi = {
  /** PUT /api/objekt/{id}: creates (201, with the confirmation for non-admins) or saves (200). */
  save: (id: string, objekt: ObjektInputForm, bestaetigung?: boolean): Promise<Objekt> =>
    api.put(`/objekt/${id}`, bestaetigung ? { objekt, bestaetigung } : { objekt }, objektSchema),
  /** POST /api/objekt/{id}/status: a workflow action of shared/domain/status.ts. */
  aktion: (id: string, body: ObjektAktionBody): Promise<Objekt> => api.post(`/objekt/${id}/status`, body, objektSchema),
  /** DELETE /api/objekt/{id}: irreversible. */
  remove: (id: string) => api.delete(`/objekt/${id}`, undefined, okSchema),
  /** PUT /api/objekt/{id}/bilder: the new order (first = thumbnail). */
  reorderBilder: (id: string, msids: string[]) => api.put(`/objekt/${id}/bilder`, { msids }, z.array(objektbildSchema)),
  /** PATCH /api/objekt/{id}/bilder/{msid}: a document's title (null removes it). */
  setBildTitel: (id: string, msid: string, titel: string | null) =>
    api.patch(`/objekt/${id}/bilder/${encodeURIComponent(msid)}`, { titel }, objektbildSchema),
  /** DELETE /api/objekt/{id}/bilder/{msid}: the remaining files. */
  deleteBild: (id: string, msid: string) =>
    api.delete(`/objekt/${id}/bilder/${encodeURIComponent(msid)}`, undefined, z.array(objektbildSchema)),
};

/**
 * PUT /api/objekt/{id} (objektApi.save): the answer replaces the cached listing; the lists and the history
 * reload, not this listing: a refetch racing with the first uploads (which follow a creation at once)
 * would drop the images they add. A save the listing's status no longer allows reloads the listing.
 */
export function useSaveObjekt(id: string) {
  const queryClient = useQueryClient();
  const own = objektQuery(id).queryKey;
  return useMutation({
    mutationFn: ({ objekt, bestaetigung }: { objekt: ObjektInputForm; bestaetigung?: boolean }) =>
      objektApi.save(id, objekt, bestaetigung),
    onSuccess: (saved) => {
      queryClient.setQueryData(own, saved);
      void queryClient.invalidateQueries({
        queryKey: ['objekt'],
        refetchType: 'active',
        predicate: (query) => query.queryKey.join('/') !== own.join('/'),
      });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'transitionNotAllowed') {
        void queryClient.invalidateQueries({ queryKey: own });
      }
    },
  });
}

/**
 * What a workflow action came to: the updated listing, null after a deletion, or 'stopped' when the
 * step before it did not succeed.
 */
type ObjektAktionErgebnis = Objekt | null | 'stopped';

/**
 * One workflow action of a listing (spec 4; the confirmation dialog of the editor and My properties,
 * the administrators' list's status change):
 * POST /api/objekt/{id}/status with the action's body, or DELETE /api/objekt/{id} for 'loeschen'.
 * `prepare` runs first inside the same mutation (the editor saves pending changes), so the busy state
 * covers it; when it answers false nothing is sent. The answer replaces the cached listing, a deleted
 * listing leaves the cache, and the lists, history and counts of objects reload.
 */
export function useObjektAktion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      body,
      prepare,
    }: {
      id: string;
      /** The action's body; 'loeschen' deletes the listing. */
      body: ObjektAktionBody | 'loeschen';
      prepare?: () => Promise<boolean>;
    }): Promise<ObjektAktionErgebnis> => {
      if (prepare && !(await prepare())) return 'stopped';
      if (body === 'loeschen') {
        await objektApi.remove(id);
        return null;
      }
      return objektApi.aktion(id, body);
    },
    onSuccess: (result, { id }) => {
      if (result === 'stopped') return;
      const own = objektQuery(id).queryKey;
      if (result === null) queryClient.removeQueries({ queryKey: own });
      else queryClient.setQueryData(own, result);
      void queryClient.invalidateQueries({ queryKey: ['objekt'], refetchType: 'active' });
    },
  });
}

/**
 * POST /api/admin/objekte/status: one workflow action for the selected objects (all or none); the lists
 * of objects reload.
 */
export function useBulkAktion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ObjektBulkAktionBody) =>
      api.post('/admin/objekte/status', body, z.object({ anzahl: z.number().int() })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['objekt'] }),
  });
}

/**
 * POST /api/objekt/{id}/duplikat: copies a listing as a new one of the caller ('in progress', files in
 * their order); the lists of objects reload.
 */
export function useDuplicateObjekt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`/objekt/${id}/duplikat`, undefined, objektSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['objekt'] }),
  });
}
