import { Alert, Container, Stack, Tabs } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChartBar, IconHistory, IconList, IconMailExclamation } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatistikFilter } from '../../../../shared/schemas/statistik';
import { ErrorState } from '../../../components/feedback/ErrorState';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { PageHeader } from '../../../components/PageHeader';
import { StatistikCharts, useStatistikFormat } from '../../../components/statistik/StatistikCharts';
import { adminStatistikLogQuery, adminStatistikQuery } from '../../../data/statistik';
import { FailedMails } from './components/FailedMails';
import { LogFilter, type LogFilterTexts, TEXT_FILTERS } from './components/LogFilter';
import { LogTable } from './components/LogTable';

/** The text filter asks the server after a pause in typing, not on every key. */
const TEXT_DEBOUNCE_MS = 300;

/**
 * /{lang}/admin/statistik (administrators): the accesses of the last 365 days as a filterable, paged table
 * with CSV export, as charts over every logged action, and the mails that failed after their last retry.
 */
export default function AdminStatistikPage() {
  const { t } = useTranslation();
  const f = useStatistikFormat();
  const [tab, setTab] = useState<string | null>('entries');
  const [filter, setFilter] = useState<StatistikFilter>({});
  const [texts, setTexts] = useState<LogFilterTexts>({});
  const [debounced] = useDebouncedValue(texts, TEXT_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const overview = useQuery(adminStatistikQuery);
  const entries = useQuery(adminStatistikLogQuery({ ...filter, page, pageSize }));

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a changed debounced text filters
  useEffect(() => {
    const next = { ...filter };
    for (const key of TEXT_FILTERS) next[key] = debounced[key]?.trim() || undefined;
    if (TEXT_FILTERS.some((key) => next[key] !== filter[key])) change(next);
  }, [debounced]);

  /** Every new filter starts on its first page. */
  function change(next: StatistikFilter) {
    setFilter(next);
    setPage(1);
  }

  return (
    <>
      <PageHeader title={t('admin.statistik.title')} lead={t('admin.statistik.lead')} />
      <Container size="xl" py={{ base: 24, md: 40 }}>
        <Stack gap="lg">
          {overview.data && (
            <Alert variant="light" color="gray" radius="lg" icon={<IconHistory size={20} aria-hidden />}>
              {t('admin.statistik.retention', { from: f.day(overview.data.from), to: f.day(overview.data.to) })}
            </Alert>
          )}
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List mb="lg">
              <Tabs.Tab
                value="entries"
                leftSection={<IconList size={16} aria-hidden />}
                data-testid="statistik-tab-entries"
              >
                {t('admin.statistik.tabs.entries')}
              </Tabs.Tab>
              <Tabs.Tab
                value="charts"
                leftSection={<IconChartBar size={16} aria-hidden />}
                data-testid="statistik-tab-charts"
              >
                {t('admin.statistik.tabs.charts')}
              </Tabs.Tab>
              <Tabs.Tab
                value="mails"
                leftSection={<IconMailExclamation size={16} aria-hidden />}
                data-testid="statistik-tab-mails"
              >
                {t('admin.statistik.tabs.mails')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="entries">
              <Stack gap="lg">
                <LogFilter filter={filter} texts={texts} onTexts={setTexts} onChange={change} window={overview.data} />
                {entries.isPending ? (
                  <LoadingState />
                ) : entries.error ? (
                  <ErrorState error={entries.error} onRetry={() => entries.refetch()} />
                ) : (
                  <LogTable
                    rows={entries.data.items}
                    total={entries.data.total}
                    page={page}
                    pageSize={pageSize}
                    onPage={setPage}
                    onPageSize={(size) => {
                      setPageSize(size);
                      setPage(1);
                    }}
                  />
                )}
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="charts">
              {overview.isPending ? (
                <LoadingState />
              ) : overview.error ? (
                <ErrorState error={overview.error} onRetry={() => overview.refetch()} />
              ) : (
                <StatistikCharts data={overview.data} />
              )}
            </Tabs.Panel>
            <Tabs.Panel value="mails">
              <FailedMails />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </Container>
    </>
  );
}
