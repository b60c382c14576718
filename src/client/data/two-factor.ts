import { queryOptions } from '@tanstack/react-query';
import { okSchema } from '../../shared/schemas/auth';
import { recoveryCodesSchema, twoFactorSetupSchema, twoFactorStatusSchema } from '../../shared/schemas/two-factor';
import { api } from './client';

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
