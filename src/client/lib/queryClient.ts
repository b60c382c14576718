import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../data/client';

/**
 * One QueryClient for the app; client errors (4xx) are not retried, network and 5xx errors once.
 * A query refused with `loginRequired` means the server session has ended (idle or absolute expiry,
 * password changed elsewhere, locked), one refused with `twoFactorEnrolmentRequired` that an
 * administrator lacks two-factor sign-in: the cached userdata is reloaded so the UI shows the truth
 * (AuthGate then sends the administrator to the set-up).
 */
export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      const stale = error instanceof ApiError && ['loginRequired', 'twoFactorEnrolmentRequired'].includes(error.code);
      if (stale && query.queryKey[0] !== 'userdata') {
        void queryClient.invalidateQueries({ queryKey: ['userdata'] });
      }
    },
  }),
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
    },
  },
});
