import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A failure description of lib/apiErrors: an i18n key or the server's raw text. */
export type BannerError = { key: string; raw?: undefined } | { key?: undefined; raw: string };

/** The text of a BannerError in the current language. */
export function useBannerText() {
  const { t } = useTranslation();
  return (error: BannerError): string => error.raw ?? t((error.key ?? 'error.generic') as 'error.generic');
}

/** Spec 8: the error banner above the login/registration form. */
export function ErrorBanner({ error, testId = 'form-error' }: { error: BannerError | null; testId?: string }) {
  const text = useBannerText();
  if (!error) return null;
  return (
    <Alert
      color="red"
      variant="light"
      radius="md"
      icon={<IconAlertCircle size={20} aria-hidden />}
      role="alert"
      data-testid={testId}
    >
      {text(error)}
    </Alert>
  );
}
