import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { encodeQuery } from '../../shared/domain/query';
import type { Lang } from '../../shared/domain/routes';
import {
  ADMIN_USER_QUERY,
  type AdminUser,
  type AdminUserBulk,
  type AdminUserDelete,
  type AdminUserQuery,
  type AdminUserUpdate,
  adminUserPageSchema,
  adminUserSchema,
} from '../../shared/schemas/admin-user';
import { okSchema } from '../../shared/schemas/auth';
import { api } from './client';

/**
 * The administrators' user management (/{lang}/admin/benutzer). Every query key starts with
 * 'admin-benutzer', so one invalidation after a change refreshes the list and the open editor.
 */
export const ADMIN_BENUTZER_KEY = 'admin-benutzer';

/** GET /api/admin/benutzer: one page; the previous page stays visible while the next one loads. */
export const adminUsersQuery = (query: Partial<AdminUserQuery>) =>
  queryOptions({
    queryKey: [ADMIN_BENUTZER_KEY, 'list', query],
    queryFn: () => api.get(`/admin/benutzer?${encodeQuery(ADMIN_USER_QUERY, query)}`, adminUserPageSchema),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/benutzer/{id}: one user for the editor. */
export const adminUserQuery = (id: number) =>
  queryOptions({
    queryKey: [ADMIN_BENUTZER_KEY, 'one', id],
    queryFn: () => api.get(`/admin/benutzer/${id}`, adminUserSchema),
    retry: false,
  });

/** The write calls; each carries the CSRF header (data/client.ts) and is refused unless the caller is an admin. */
export const adminBenutzerApi = {
  /** PUT /api/admin/benutzer/{id}: level, verification and every profile field. */
  save: (id: number, body: AdminUserUpdate): Promise<AdminUser> =>
    api.put(`/admin/benutzer/${id}`, body, adminUserSchema),
  /** POST …/lock or …/unlock: a locked user cannot log in and is logged out everywhere. */
  setLocked: (id: number, locked: boolean): Promise<AdminUser> =>
    api.post(`/admin/benutzer/${id}/${locked ? 'lock' : 'unlock'}`, undefined, adminUserSchema),
  /** POST /api/admin/benutzer/bulk: lock, unlock or verify several users, all or none; answers how many changed. */
  bulk: (body: AdminUserBulk) => api.post('/admin/benutzer/bulk', body, z.object({ anzahl: z.number().int() })),
  /** POST …/passwordreset: mails the user the link to set a new password, in the given language. */
  sendPasswordReset: (id: number, lang: Lang) => api.post(`/admin/benutzer/${id}/passwordreset`, { lang }, okSchema),
  /** POST …/delete: deletes the user; their properties go to another user or stay without owner. */
  remove: (id: number, choice: AdminUserDelete) =>
    api.post(`/admin/benutzer/${id}/delete`, choice, z.object({ ok: z.literal(true), objekte: z.number().int() })),
};

/** Saves a user in the editor: the answer replaces the editor's copy, and the list reloads before it ends. */
export function useSaveUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminUserUpdate) => adminBenutzerApi.save(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminUserQuery(id).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: [ADMIN_BENUTZER_KEY, 'list'] });
    },
  });
}

/** Deletes a user; the user management reloads before it ends. */
export function useDeleteUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: AdminUserDelete) => adminBenutzerApi.remove(id, choice),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_BENUTZER_KEY] }),
  });
}

/** A write of the user management; the list and the open editor reload before it ends. */
function useBenutzerWrite<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_BENUTZER_KEY] }),
  });
}

/** Locks, unlocks or verifies several users, all or none; answers how many changed. */
export const useUserBulk = () => useBenutzerWrite((body: AdminUserBulk) => adminBenutzerApi.bulk(body));

/** Locks or unlocks one user. */
export const useSetUserLocked = () =>
  useBenutzerWrite(({ id, locked }: { id: number; locked: boolean }) => adminBenutzerApi.setLocked(id, locked));

/** Mails a user the link to set a new password. */
export const useSendPasswordReset = () =>
  useBenutzerWrite(({ id, lang }: { id: number; lang: Lang }) => adminBenutzerApi.sendPasswordReset(id, lang));
