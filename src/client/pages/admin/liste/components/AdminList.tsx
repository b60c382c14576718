import { Badge, Button, Container, Group, MultiSelect, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFilterOff, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BEZIRKE, OBJEKTARTEN, STATUS_CODES } from '../../../../../shared/domain/objekt';
import { ErrorState } from '../../../../components/feedback/ErrorState';
import { LoadingState } from '../../../../components/feedback/LoadingState';
import { PageHeader } from '../../../../components/PageHeader';
import { adminObjekteQuery } from '../../../../data/objekt';
import { useLang } from '../../../../hooks/useLang';
import { statusLabel } from '../../../../lib/objektText';
import { type ListQuery, nextSort, readListQuery, withFilter, writeListQuery } from '../listQuery';
import { AdminTable } from './AdminTable';

const BEZIRK_OPTIONS = [...BEZIRKE]
  .sort((a, b) => a.name.localeCompare(b.name, 'de'))
  .map((b) => ({ value: b.id, label: b.name }));

/** Spec 5: the text filter waits for a pause in typing before it asks the server. */
const TEXT_DEBOUNCE_MS = 300;

/**
 * /{lang}/admin/liste for administrators: every object (GET /api/admin/objekte), the review queue first
 * with its count, filters for status, type, district and text, server-side sorting and paging, inline
 * status change, and 'create new'.
 */
export function AdminList() {
  const { t } = useTranslation();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const query = readListQuery(params);
  const [text, setText] = useState(query.q ?? '');
  const [debounced] = useDebouncedValue(text, TEXT_DEBOUNCE_MS);
  const page = useQuery(adminObjekteQuery(query));

  const update = (next: ListQuery) => setParams(writeListQuery(next), { replace: true });

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a changed debounced text filters
  useEffect(() => {
    const q = debounced.trim() || undefined;
    if (q !== query.q) update(withFilter(query, { q }));
  }, [debounced]);

  const filtered = Boolean(query.status || query.objektart || query.bezirk || query.q);
  const statuses = query.status ? query.status.split(',') : [];

  return (
    <>
      <PageHeader title={t('objekt.liste.adminTitle')} lead={t('objekt.liste.adminLead')}>
        <Group mt="lg" gap="sm">
          <Button
            component={Link}
            to={`/${lang}/admin/objekt/neu`}
            color="gold"
            leftSection={<IconPlus size={18} aria-hidden />}
            data-testid="admin-create"
          >
            {t('objekt.liste.create')}
          </Button>
          {page.data && (
            <Badge size="xl" color="gold" variant="light" radius="sm" tt="none" data-testid="review-count">
              {t('objekt.liste.reviewQueue', { count: page.data.inPruefung })}
            </Badge>
          )}
        </Group>
      </PageHeader>
      <Container py={{ base: 24, md: 40 }} size="xl">
        <Stack gap="lg">
          <Paper withBorder radius="lg" p="md">
            <Group gap="sm" align="flex-end" wrap="wrap">
              <TextInput
                label={t('objekt.liste.search')}
                placeholder={t('objekt.liste.searchPlaceholder')}
                leftSection={<IconSearch size={16} aria-hidden />}
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
                style={{ flex: '2 1 220px' }}
                data-testid="admin-filter-q"
              />
              <MultiSelect
                label={t('objekt.field.status')}
                placeholder={statuses.length ? undefined : t('objekt.liste.all')}
                data={STATUS_CODES.map((s) => ({ value: String(s), label: statusLabel(s, lang) }))}
                value={statuses}
                onChange={(v) => update(withFilter(query, { status: v.length ? v.join(',') : undefined }))}
                clearable
                comboboxProps={{ withinPortal: true }}
                style={{ flex: '2 1 240px' }}
                data-testid="admin-filter-status"
              />
              <Select
                label={t('objekt.field.objektart')}
                placeholder={t('objekt.liste.all')}
                data={OBJEKTARTEN.map((o) => ({ value: String(o.id), label: o.name[lang] }))}
                value={query.objektart ? String(query.objektart) : null}
                onChange={(v) => update(withFilter(query, { objektart: v ? Number(v) : undefined }))}
                clearable
                comboboxProps={{ withinPortal: true }}
                style={{ flex: '1 1 170px' }}
                data-testid="admin-filter-objektart"
              />
              <Select
                label={t('objekt.field.bezirk')}
                placeholder={t('objekt.liste.all')}
                data={BEZIRK_OPTIONS}
                value={query.bezirk ?? null}
                onChange={(v) => update(withFilter(query, { bezirk: v ?? undefined }))}
                clearable
                searchable
                comboboxProps={{ withinPortal: true }}
                style={{ flex: '1 1 200px' }}
                data-testid="admin-filter-bezirk"
              />
              {filtered && (
                <Button
                  variant="subtle"
                  leftSection={<IconFilterOff size={16} aria-hidden />}
                  onClick={() => {
                    setText('');
                    update(
                      withFilter(query, { status: undefined, objektart: undefined, bezirk: undefined, q: undefined }),
                    );
                  }}
                >
                  {t('objekt.liste.resetFilters')}
                </Button>
              )}
            </Group>
          </Paper>

          {page.isPending ? (
            <LoadingState />
          ) : page.error ? (
            <ErrorState error={page.error} onRetry={() => page.refetch()} />
          ) : (
            <Stack gap="sm">
              <Group justify="space-between">
                <Text size="sm" c="gray.7" data-testid="admin-total">
                  {t('objekt.liste.total', { count: page.data.total })}
                </Text>
                <Select
                  size="xs"
                  w={90}
                  data={['10', '25', '50', '100']}
                  value={String(query.pageSize)}
                  onChange={(v) => update(withFilter(query, { pageSize: Number(v ?? 25) }))}
                  allowDeselect={false}
                  aria-label={t('objekt.liste.pageSize')}
                  comboboxProps={{ withinPortal: true }}
                />
              </Group>
              {page.data.items.length === 0 ? (
                <Paper withBorder radius="lg" p="xl">
                  <Text c="gray.7" ta="center">
                    {t('objekt.liste.empty')}
                  </Text>
                </Paper>
              ) : (
                <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
                  <AdminTable
                    rows={page.data.items}
                    total={page.data.total}
                    query={query}
                    onSort={(column) => update({ ...query, ...nextSort(query, column), page: 1 })}
                    onPage={(p) => update({ ...query, page: p })}
                  />
                </Paper>
              )}
            </Stack>
          )}
        </Stack>
      </Container>
    </>
  );
}
