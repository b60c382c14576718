import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { useLang } from '../../hooks/useLang';
import { useContact, useSession } from '../../hooks/useSession';
import { accountPath } from '../../lib/authPaths';
import { lazyWithReload } from '../../lib/lazyWithReload';
import { ProfilePrompt } from './ProfilePrompt';

/** Only the few users with terms to accept need the dialog's code. */
const TermsUpdateModal = lazyWithReload(() =>
  import('./TermsUpdateModal').then((m) => ({ default: m.TermsUpdateModal })),
);

/**
 * What a logged-in user is asked for on every page (spec 2): the profile-completion bar and the
 * updated-terms dialog. Also keeps the user's contact record loaded (spec 6/7). Nothing on the logout
 * screen, and the bar not on the account page itself (it shows its own notice).
 */
export function SessionNotices() {
  const { user, isLoggedIn } = useSession();
  useContact();
  const lang = useLang();
  const { pathname } = useLocation();
  if (!isLoggedIn || /^\/(?:de|en)\/logout\/?$/.test(pathname)) return null;
  const account = accountPath(lang);
  const missing = user.missingProfileFields ?? [];
  const onAccount = pathname.replace(/\/$/, '') === account;
  return (
    <>
      {missing.length > 0 && !onAccount && <ProfilePrompt missing={missing} accountHref={account} />}
      {user.termsAccepted === false && (
        <Suspense fallback={null}>
          <TermsUpdateModal />
        </Suspense>
      )}
    </>
  );
}
