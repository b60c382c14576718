import { Group, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../feedback/ErrorState';

/**
 * A map by extent's section answer, as far as its status line needs it (data/map.ts useAusschnitt).
 */
export type AusschnittQuery = Pick<UseQueryResult<unknown>, 'isError' | 'error' | 'isFetching' | 'refetch'>;

/**
 * By extent: 'loading' while the map's new section is asked for (the map keeps the last answer meanwhile),
 * or the error with a retry when the call failed; nothing otherwise. `className` places the line.
 */
export function AusschnittStatus({ ausschnitt, className }: { ausschnitt: AusschnittQuery; className?: string }) {
  const { t } = useTranslation();
  if (ausschnitt.isError) {
    return (
      <div className={className}>
        <ErrorState error={ausschnitt.error} onRetry={() => void ausschnitt.refetch()} />
      </div>
    );
  }
  if (!ausschnitt.isFetching) return null;
  return (
    <Group gap="xs" className={className} role="status" data-testid="ausschnitt-loading">
      <Loader size="xs" />
      <Text size="sm" c="gray.7">
        {t('standortsuche.list.loading')}
      </Text>
    </Group>
  );
}
