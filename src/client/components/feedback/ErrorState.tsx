import { Alert, Button } from '@mantine/core';
import { IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../data/client';

/** The translated message for a failed call: connection problems and unknown codes get the spec 8 text. */
export function useErrorMessage() {
  const { t, i18n } = useTranslation();
  return (error: unknown): string => {
    if (error instanceof ApiError && error.code !== 'network' && error.code !== 'internal') {
      const key = `error.${error.code}`;
      if (i18n.exists(key)) return t(key as 'error.generic');
    }
    return t('error.connection');
  };
}

/** An error box with the translated message and, when given, a retry button. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const message = useErrorMessage()(error);
  return (
    <Alert
      color="red"
      variant="light"
      radius="lg"
      icon={<IconPlugConnectedX size={22} />}
      title={message}
      role="alert"
      styles={{ title: { fontSize: 'var(--mantine-font-size-md)' } }}
    >
      {onRetry && (
        <Button mt="xs" size="xs" variant="white" color="red" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </Alert>
  );
}
