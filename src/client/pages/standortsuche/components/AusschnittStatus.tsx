import { Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/feedback/ErrorState';
import classes from '../Standortsuche.module.css';
import type { useStandortsuche } from '../useStandortsuche';

/**
 * By extent, above the list: 'loading' while the map's new section is asked for (the map and list keep the
 * last answer meanwhile), or the error with a retry when the call failed.
 */
export function AusschnittStatus({ data }: { data: ReturnType<typeof useStandortsuche> }) {
  const { t } = useTranslation();
  const { ausschnitt } = data;
  if (ausschnitt.isError) {
    return (
      <div className={classes.ausschnittStatus}>
        <ErrorState error={ausschnitt.error} onRetry={() => void ausschnitt.refetch()} />
      </div>
    );
  }
  if (!ausschnitt.isFetching) return null;
  return (
    <Group gap="xs" className={classes.ausschnittStatus} role="status" data-testid="ausschnitt-loading">
      <Loader size="xs" />
      <Text size="sm" c="gray.7">
        {t('standortsuche.list.loading')}
      </Text>
    </Group>
  );
}
