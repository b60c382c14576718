import { Alert, Loader } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../data/session';
import { describeApiError } from '../../lib/apiErrors';
import { type BannerError, useBannerText } from './ErrorBanner';

type VerifyState = { status: 'pending' } | { status: 'verified' } | { status: 'failed'; error: BannerError };

/**
 * The verification mail links to /{lang}/login?verify=<token>: the token is sent once on load
 * (POST /api/verify) and the outcome shown above the login form. `onSettled` lets the page drop the
 * used token from the address.
 */
export function VerifyNotice({ token, onSettled }: { token: string; onSettled: () => void }) {
  const { t } = useTranslation();
  const text = useBannerText();
  const [state, setState] = useState<VerifyState>({ status: 'pending' });
  const sent = useRef(false);
  const settled = useRef(onSettled);
  settled.current = onSettled;

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    authApi
      .verify(token)
      .then(() => setState({ status: 'verified' }))
      .catch((cause) => setState({ status: 'failed', error: describeApiError(cause, 'error.tokenInvalid') }))
      .finally(() => settled.current());
  }, [token]);

  if (state.status === 'pending') {
    return (
      <Alert color="brand" variant="light" icon={<Loader size={18} />} data-testid="verify-result" data-state="pending">
        {t('login.verifying')}
      </Alert>
    );
  }
  if (state.status === 'verified') {
    return (
      <Alert
        color="petrol"
        variant="light"
        icon={<IconCircleCheck size={20} aria-hidden />}
        role="status"
        data-testid="verify-result"
        data-state="verified"
      >
        {t('login.verified')}
      </Alert>
    );
  }
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} aria-hidden />}
      title={t('login.verifyFailed')}
      role="alert"
      data-testid="verify-result"
      data-state="failed"
    >
      {text(state.error)}
    </Alert>
  );
}
