import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Lang } from '../../shared/domain/routes';
import type { ProfileFieldsBody, passwordResetConfirmSchema } from '../../shared/schemas/auth';
import { userdataSchema } from '../../shared/schemas/user';
import { api } from './client';
import { applySession, authApi, userdataQuery } from './session';

/**
 * The account's writes (login, registration, password, profile, terms, deletion) as mutations: each owns
 * its busy and error state and what the cache learns from it. Apart from data/session.ts so that the
 * entry chunk, which reads the session, does not carry them: only the login and account screens do.
 */

/** POST /api/login: the userdata, or `{ twoFactorRequired: true }` when the code step must follow. */
export const useLogin = () => useMutation({ mutationFn: authApi.login });

/** POST /api/login/code: the code step of a login with two-factor sign-in. */
export const useLoginCode = () => useMutation({ mutationFn: authApi.loginCode });

/** POST /api/register: the account waits for the link of the verification mail. */
export const useRegister = () => useMutation({ mutationFn: authApi.register });

/** POST /api/passwordreset: mails a link to set a new password. */
export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: ({ username, lang }: { username: string; lang: Lang }) => authApi.requestPasswordReset(username, lang),
  });

/** POST /api/passwordreset/confirm: the new password of a reset link. */
export const useConfirmPasswordReset = () =>
  useMutation({ mutationFn: (body: z.input<typeof passwordResetConfirmSchema>) => authApi.confirmPasswordReset(body) });

/** POST /api/account/password: the user's other sessions end. */
export const useChangePassword = () => useMutation({ mutationFn: authApi.changePassword });

/**
 * PUT /api/account: the answer replaces the cached userdata; the sites' funding lists, ranked by the company
 * profile, are asked again.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileFieldsBody) => authApi.updateProfile(body),
    onSuccess: (updated) => {
      queryClient.setQueryData(userdataQuery.queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: ['objekt', 'foerderungen'] });
    },
  });
}

/** PUT /api/account/statistik-mail: the monthly summary of the own listings' figures on or off. */
export function useSetStatistikMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (statistikMail: boolean) => api.put('/account/statistik-mail', { statistikMail }, userdataSchema),
    onSuccess: (updated) => queryClient.setQueryData(userdataQuery.queryKey, updated),
  });
}

/**
 * POST /api/account/terms: accepting answers the updated userdata, which replaces the cached one (an
 * answer of another shape reloads it); declining ends the session, which the client forgets at once.
 */
export function useDecideTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accept: boolean) => authApi.decideTerms(accept),
    onSuccess: async (answer, accept) => {
      if (!accept) return applySession(queryClient, null, { leaving: true });
      const user = userdataSchema.safeParse(answer);
      if (user.success) queryClient.setQueryData(userdataQuery.queryKey, user.data);
      else await queryClient.invalidateQueries({ queryKey: userdataQuery.queryKey });
    },
  });
}

/** POST /api/account/delete: the session ends with the account; the client forgets it at once. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => authApi.deleteAccount(password),
    onSuccess: () => applySession(queryClient, null, { leaving: true }),
  });
}
