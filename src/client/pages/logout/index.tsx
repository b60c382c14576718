import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LoadingState } from '../../components/feedback/LoadingState';
import { applySession, authApi } from '../../data/session';
import { useLang } from '../../hooks/useLang';
import { loginPath, readPathAfterLogin } from '../../lib/authPaths';

/**
 * /{lang}/logout (spec 2): calls the server, clears user and contact, reloads the visibility-dependent
 * data, then goes to the login with next = the stored post-login path, or home. On failure: admin/liste.
 */
export default function LogoutPage() {
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    authApi
      .logout()
      .then(() => {
        applySession(queryClient, null);
        const stored = readPathAfterLogin();
        navigate(stored ? loginPath(lang, stored) : `/${lang}/home`, { replace: true });
      })
      .catch(() => navigate(`/${lang}/admin/liste`, { replace: true }));
  }, [lang, navigate, queryClient]);

  return <LoadingState minHeight="50vh" />;
}
