import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Lang } from '../../shared/domain/routes';
import type {
  changePasswordSchema,
  LoginBody,
  ProfileFieldsBody,
  passwordResetConfirmSchema,
  RegisterBody,
} from '../../shared/schemas/auth';
import type { Contact, Userdata } from '../../shared/schemas/user';
import { api, lazySchemas, shellSchema } from './client';

// The schemas load on demand with the first call (data/shellSchemas.ts), so Zod is no part of the entry chunk.
const userdataSchema = shellSchema((s) => s.userdata);
const contactSchema = shellSchema((s) => s.contact);
const okSchema = shellSchema((s) => s.ok);
// Only the login page needs the login's two answers (userdata or 'code required').
const loginResultSchema = lazySchemas(() => import('../../shared/schemas/two-factor'))((s) => s.loginResultSchema);

/** Spec 6: an anonymous visitor. */
export const ANONYMOUS: Userdata = { userlevel: 0 };

/** Spec 7: GET /api/userdata is cached once per session; login, logout and account calls replace it. */
export const userdataQuery = queryOptions({
  queryKey: ['userdata'],
  queryFn: () => api.get('/userdata', userdataSchema),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

/** Spec 6/7: only a logged-in user's contact is loaded; a failed call means no contact (null). */
export const contactQuery = (userId: number) =>
  queryOptions<Contact | null>({
    queryKey: ['contact', userId],
    // Spec 7: on failure contact is null; a user without a record gets null from the server itself.
    queryFn: () => api.get(`/contact/${userId}`, contactSchema).catch(() => null),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Query keys whose answers depend on who is logged in (spec 6 visibility): reloaded after login and logout. */
function dependsOnViewer(key: readonly unknown[]): boolean {
  const head = key[0];
  return (
    head === 'userdata' ||
    head === 'contact' ||
    head === 'twoFactor' ||
    (typeof head === 'string' && head.startsWith('objekt'))
  );
}

/**
 * True right after the user ended the session on purpose (declined terms, deleted the account) while
 * an auth-required page may still be mounted: its AuthGate then stays quiet instead of sending the
 * visitor to the login, because the caller is already navigating home. The next login clears it.
 */
let leaving = false;
export const isLeavingSession = () => leaving;

/**
 * After login, logout, a declined terms update or a deleted account: the new user (or anonymous)
 * replaces the cached one at once, the old contact is dropped and the visibility-dependent data reloads.
 * `leaving`: the session was ended on purpose and the caller navigates away itself.
 */
export function applySession(queryClient: QueryClient, user: Userdata | null, options: { leaving?: boolean } = {}) {
  leaving = Boolean(options.leaving) && (user?.userlevel ?? 0) === 0;
  queryClient.setQueryData(userdataQuery.queryKey, user ?? ANONYMOUS);
  if (!user || user.userlevel === 0) queryClient.removeQueries({ queryKey: ['contact'] });
  void queryClient.invalidateQueries({ predicate: (query) => dependsOnViewer(query.queryKey) });
}

/** The account calls of spec 7 and issue 3; each throws ApiError on failure. */
export const authApi = {
  /** The userdata, or `{ twoFactorRequired: true }` when the code step (loginCode) must follow. */
  login: (body: LoginBody) => api.post('/login', body, loginResultSchema),
  /** The code step of a login with two-factor sign-in: a TOTP or recovery code. */
  loginCode: (code: string) => api.post('/login/code', { code }, userdataSchema),
  logout: () => api.get('/logout', okSchema),
  register: (body: RegisterBody) => api.post('/register', body, okSchema),
  verify: (token: string) => api.post('/verify', { token }, okSchema),
  requestPasswordReset: (username: string, lang: Lang) => api.post('/passwordreset', { username, lang }, okSchema),
  confirmPasswordReset: (body: z.input<typeof passwordResetConfirmSchema>) =>
    api.post('/passwordreset/confirm', body, okSchema),
  updateProfile: (body: ProfileFieldsBody) => api.put('/account', body, userdataSchema),
  changePassword: (body: z.input<typeof changePasswordSchema>) => api.post('/account/password', body, okSchema),
  /** Accepting answers the updated userdata; declining answers {ok:true} and ends the session. */
  decideTerms: (accept: boolean) => api.post<unknown>('/account/terms', { accept }),
  deleteAccount: (password: string) => api.post('/account/delete', { password }, okSchema),
};
