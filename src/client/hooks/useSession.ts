import { useQuery } from '@tanstack/react-query';
import { isAdminLevel } from '../../shared/domain/account';
import type { Contact, Userdata } from '../../shared/schemas/user';
import { ANONYMOUS, contactQuery, userdataQuery } from '../data/session';

export interface Session {
  /** The current user; `{ userlevel: 0 }` when anonymous or not loaded yet. */
  user: Userdata;
  userlevel: number;
  isLoggedIn: boolean;
  isAdmin: boolean;
  /** An administrator without two-factor sign-in: the administration refuses them until they set it up. */
  twoFactorEnrolmentRequired: boolean;
  /** True until GET /api/userdata answered the first time. */
  isLoading: boolean;
  error: unknown;
}

/** The logged-in user from GET /api/userdata (loaded once per session, spec 7). */
export function useSession(): Session {
  const query = useQuery(userdataQuery);
  const user = query.data ?? ANONYMOUS;
  return {
    user,
    userlevel: user.userlevel,
    isLoggedIn: user.userlevel > 0,
    isAdmin: isAdminLevel(user.userlevel),
    twoFactorEnrolmentRequired: isAdminLevel(user.userlevel) && user.twoFactorEnabled === false,
    isLoading: query.isPending,
    error: query.error,
  };
}

/** The logged-in user's contact record (spec 6: only for logged-in users); null when absent or failed. */
export function useContact(): Contact | null {
  const { user, isLoggedIn } = useSession();
  const query = useQuery({ ...contactQuery(user.id ?? 0), enabled: isLoggedIn && user.id !== undefined });
  return isLoggedIn ? (query.data ?? null) : null;
}
