import { Button, Chip, Container, Group, MultiSelect, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFilterOff, IconListCheck, IconPlus, IconSearch, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BEZIRKE, OBJEKTARTEN, STATUS_CODES } from '../../../../../shared/domain/objekt';
import { decodeQuery, encodeQuery } from '../../../../../shared/domain/query';
import { ABLAUF_FILTER, ADMIN_OBJEKT_QUERY, REVIEW_QUEUE_QUERY } from '../../../../../shared/schemas/admin-objekt';
import { BulkBar } from '../../../../components/admin/BulkBar';
import { ErrorState } from '../../../../components/feedback/ErrorState';
import { LoadingState } from '../../../../components/feedback/LoadingState';
import { PageHeader } from '../../../../components/PageHeader';
import { adminListeQuery } from '../../../../data/objekt';
import { useLang } from '../../../../hooks/useLang';
import { useSelection } from '../../../../hooks/useSelection';
import { statusLabel } from '../../../../lib/objektText';
import { type ListQuery, NO_FILTERS, nextSort, withFilter } from '../listQuery';
import { AdminTable } from './AdminTable';
import { BULK_AKTIONEN, type BulkAktion, BulkStatusDialog } from './BulkStatusDialog';

const BEZIRK_OPTIONS = [...BEZIRKE]
  .sort((a, b) => a.name.localeCompare(b.name, 'de'))
  .map((b) => ({ value: b.id, label: b.name }));

/** Spec 5: the text filter waits for a pause in typing before it asks the server. */
const TEXT_DEBOUNCE_MS = 300;

/** A text filter of the list: typed freely, applied to the URL after a pause in typing. */
function useTextFilter(value: string | undefined, apply: (text: string | undefined) => void) {
  const [text, setText] = useState(value ?? '');
  const [debounced] = useDebouncedValue(text, TEXT_DEBOUNCE_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a changed debounced text filters
  useEffect(() => {
    const next = debounced.trim() || undefined;
    if (next !== value) apply(next);
  }, [debounced]);
  return [text, setText] as const;
}

/**
 * /{lang}/admin/liste for administrators: every object (GET /api/admin/objekte), the review queue first
 * with its count (a link to the queue alone, oldest first), filters for status, type, district, text,
 * owner, expiry and the queue, server-side sorting and paging, inline and bulk status change, and
 * 'create new'.
 */
export function AdminList() {
  const { t } = useTranslation();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const query = decodeQuery(ADMIN_OBJEKT_QUERY, params);
  const page = useQuery(adminListeQuery(query));

  const { selected, select, clear } = useSelection<string>();
  const [bulk, setBulk] = useState<BulkAktion | null>(null);
  const update = (next: ListQuery) => {
    // Another page or filter: the selection would hide rows that are no longer shown.
    clear();
    setParams(encodeQuery(ADMIN_OBJEKT_QUERY, next), { replace: true });
  };
  const [text, setText] = useTextFilter(query.q, (q) => update(withFilter(query, { q })));
  const [owner, setOwner] = useTextFilter(query.owner, (o) => update(withFilter(query, { owner: o })));

  const filtered = Object.entries(NO_FILTERS).some(([key, none]) => query[key as keyof ListQuery] !== none);
  const queue = `?${encodeQuery(ADMIN_OBJEKT_QUERY, { ...query, ...NO_FILTERS, ...REVIEW_QUEUE_QUERY, page: 1 })}`;
  const statuses = (query.status ?? []).map(String);

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
            <Button
              component={Link}
              to={queue}
              onClick={() => {
                setText('');
                setOwner('');
              }}
              size="md"
              color="gold"
              variant="light"
              leftSection={<IconListCheck size={18} aria-hidden />}
              aria-label={t('objekt.liste.reviewQueueOpen', { count: page.data.inPruefung })}
              data-testid="review-count"
            >
              {t('objekt.liste.reviewQueue', { count: page.data.inPruefung })}
            </Button>
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
                onChange={(v) => update(withFilter(query, { status: v.length ? v.map(Number) : undefined }))}
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
              <TextInput
                label={t('objekt.liste.owner')}
                placeholder={t('objekt.liste.ownerPlaceholder')}
                leftSection={<IconUser size={16} aria-hidden />}
                value={owner}
                onChange={(e) => setOwner(e.currentTarget.value)}
                style={{ flex: '1 1 200px' }}
                data-testid="admin-filter-owner"
              />
              <Select
                label={t('objekt.liste.ablauf')}
                placeholder={t('objekt.liste.all')}
                data={ABLAUF_FILTER.map((a) => ({ value: a, label: t(`objekt.liste.ablaufFilter.${a}`) }))}
                value={query.ablauf ?? null}
                onChange={(v) => update(withFilter(query, { ablauf: (v as ListQuery['ablauf']) ?? undefined }))}
                clearable
                comboboxProps={{ withinPortal: true }}
                style={{ flex: '1 1 200px' }}
                data-testid="admin-filter-ablauf"
              />
              <Chip
                checked={query.pruefung}
                onChange={(on) => update(withFilter(query, { pruefung: on }))}
                color="gold"
                mb={4}
                data-testid="admin-filter-pruefung"
              >
                {t('objekt.liste.onlyQueue')}
              </Chip>
              {filtered && (
                <Button
                  variant="subtle"
                  leftSection={<IconFilterOff size={16} aria-hidden />}
                  onClick={() => {
                    setText('');
                    setOwner('');
                    update(withFilter(query, NO_FILTERS));
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
                <BulkBar
                  count={selected.size}
                  actions={BULK_AKTIONEN.map((aktion) => ({
                    key: aktion,
                    label: t(`objekt.editor.actions.${aktion}`),
                    onClick: () => setBulk(aktion),
                  }))}
                  onClear={clear}
                  texts={{
                    selected: t('objekt.liste.bulk.selected', { count: selected.size }),
                    clear: t('objekt.liste.bulk.clear'),
                  }}
                  testId="bulk"
                />
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
                    selected={selected}
                    onSelect={select}
                  />
                </Paper>
              )}
            </Stack>
          )}
        </Stack>
      </Container>
      <BulkStatusDialog
        ids={[...selected]}
        aktion={bulk}
        onClose={() => setBulk(null)}
        onDone={() => {
          setBulk(null);
          clear();
        }}
      />
    </>
  );
}
