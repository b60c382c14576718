import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { okSchema } from '../../shared/schemas/auth';
import { recoveryCodesSchema, twoFactorSetupSchema, twoFactorStatusSchema } from '../../shared/schemas/two-factor';
import { api } from './client';
import { userdataQuery } from './session';

/** GET /api/account/twofactor: the account page's status of two-factor sign-in. */
export const twoFactorQuery = queryOptions({
  queryKey: ['twoFactor'],
  queryFn: () => api.get('/account/twofactor', twoFactorStatusSchema),
});

/** The account page's calls of two-factor sign-in; each throws ApiError on failure. */
export const twoFactorApi = {
  /** A new secret (QR code, URI, text) after checking the password. */
  setup: (password: string) => api.post('/account/twofactor/setup', { password }, twoFactorSetupSchema),
  /** Switches it on with a code of the new secret; answers the recovery codes (shown once). */
  confirm: (code: string) => api.post('/account/twofactor/confirm', { code }, recoveryCodesSchema),
  disable: (password: string, code: string) => api.post('/account/twofactor/disable', { password, code }, okSchema),
  renewRecoveryCodes: (code: string) => api.post('/account/twofactor/recovery-codes', { code }, recoveryCodesSchema),
};

/** POST /api/account/twofactor/setup: a new secret to scan; nothing changes until it is confirmed. */
export const useTwoFactorSetup = () => useMutation({ mutationFn: twoFactorApi.setup });

/**
 * The writes that change two-factor sign-in (switch on, switch off, new recovery codes): afterwards the
 * status and the userdata (which says whether it is on) reload.
 */
function useTwoFactorChange<Vars, Result>(send: (vars: Vars) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: twoFactorQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: userdataQuery.queryKey });
    },
  });
}

/** POST /api/account/twofactor/confirm: switches it on; answers the recovery codes (shown once). */
export const useTwoFactorConfirm = () => useTwoFactorChange(twoFactorApi.confirm);

/** POST /api/account/twofactor/disable: with the password and a code. */
export const useTwoFactorDisable = () =>
  useTwoFactorChange(({ password, code }: { password: string; code: string }) => twoFactorApi.disable(password, code));

/** POST /api/account/twofactor/recovery-codes: new recovery codes replace the old ones. */
export const useRenewRecoveryCodes = () => useTwoFactorChange(twoFactorApi.renewRecoveryCodes);
