import { Alert, Container, Stack } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/feedback/ErrorState';
import { LoadingState } from '../../components/feedback/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { StatistikCharts, useStatistikFormat } from '../../components/statistik/StatistikCharts';
import { statistikPanelQuery } from '../../data/statistik';

/**
 * /statistik/panel: the public statistics of the last 365 days. No login (spec 6), so the server sends
 * aggregates only (see statistik-service.ts); the page says so.
 */
export default function StatistikPanelPage() {
  const { t } = useTranslation();
  const f = useStatistikFormat();
  const query = useQuery(statistikPanelQuery);
  return (
    <>
      <PageHeader
        title={t('statistikPanel.title')}
        lead={
          query.data
            ? t('statistikPanel.period', { from: f.day(query.data.from), to: f.day(query.data.to) })
            : t('statistikPanel.lead')
        }
      />
      <Container size="xl" py={{ base: 24, md: 40 }}>
        <Stack gap="lg">
          <Alert variant="light" color="petrol" radius="lg" icon={<IconShieldLock size={20} aria-hidden />}>
            {t('statistikPanel.lead')} {t('statistikPanel.privacy')}
          </Alert>
          {query.isPending ? (
            <LoadingState />
          ) : query.error ? (
            <ErrorState error={query.error} onRetry={() => query.refetch()} />
          ) : (
            <StatistikCharts data={query.data} />
          )}
        </Stack>
      </Container>
    </>
  );
}
