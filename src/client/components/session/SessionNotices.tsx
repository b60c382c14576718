import { useLocation } from 'react-router';
import { useLang } from '../../hooks/useLang';
import { useContact, useSession } from '../../hooks/useSession';
import { accountPath } from '../../lib/authPaths';
import { ProfilePrompt } from './ProfilePrompt';
import { TermsUpdateModal } from './TermsUpdateModal';

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
      {user.termsAccepted === false && <TermsUpdateModal />}
    </>
  );
}
