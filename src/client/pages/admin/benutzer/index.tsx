import { Container, Group, Pagination, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { decodeQuery, encodeQuery } from '../../../../shared/domain/query';
import {
  ADMIN_USER_QUERY,
  type AdminUserQuery,
  type AdminUserRow,
  type AdminUserSort,
  USER_BULK_ACTIONS,
  USER_STATES,
} from '../../../../shared/schemas/admin-user';
import { BulkBar } from '../../../components/admin/BulkBar';
import { ErrorState } from '../../../components/feedback/ErrorState';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { PageHeader } from '../../../components/PageHeader';
import { adminUsersQuery } from '../../../data/admin-benutzer';
import { useSelection } from '../../../hooks/useSelection';
import { DeleteUserModal } from './components/DeleteUserModal';
import { UserEditor } from './components/UserEditor';
import { UserTable } from './components/UserTable';
import { useLevelOptions } from './components/userText';
import { useUserActions } from './components/useUserActions';

/** The search asks the server only after a pause in typing. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * /{lang}/admin/benutzer: the administrators' user management — a searchable, sortable, paged list; a
 * drawer to edit level, verification and every profile field; lock/unlock, password reset and delete
 * (with the user's properties handed on or kept); a bulk bar locks, unlocks or verifies the chosen users.
 */
export default function AdminBenutzerPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // The list's state lives in the URL (q, page, pageSize, sort, dir, level, state), so reload and back keep it.
  const query = decodeQuery(ADMIN_USER_QUERY, params);
  const [text, setText] = useState(query.q ?? '');
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AdminUserRow | null>(null);
  const page = useQuery(adminUsersQuery(query));
  const levelOptions = useLevelOptions();
  const actions = useUserActions();
  // The users chosen for the bulk bar; only rows of the page shown can be chosen.
  const { selected, select, clear } = useSelection<number>();
  const chosen = page.data?.items.filter((u) => selected.has(u.id)) ?? [];

  const update = (next: Partial<AdminUserQuery>) => {
    // Another page or filter: the selection would hide rows that are no longer shown.
    clear();
    setParams(encodeQuery(ADMIN_USER_QUERY, { ...query, ...next }), { replace: true });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a changed debounced text searches
  useEffect(() => {
    const q = debounced.trim() || undefined;
    if (q !== query.q) update({ q, page: 1 });
  }, [debounced]);

  const sortBy = (column: AdminUserSort) =>
    update({
      sort: column,
      dir: query.sort === column && query.dir === 'asc' ? 'desc' : column === 'createdAt' ? 'desc' : 'asc',
      page: 1,
    });
  const pages = page.data ? Math.max(1, Math.ceil(page.data.total / page.data.pageSize)) : 1;

  return (
    <>
      <PageHeader title={t('admin.benutzer.title')} lead={t('admin.benutzer.lead')} />
      <Container py={{ base: 24, md: 40 }} size="xl">
        <Stack gap="lg">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={t('admin.benutzer.search')}
              placeholder={t('admin.benutzer.searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              style={{ flex: '2 1 320px' }}
              maw={520}
              data-testid="user-search"
            />
            <Select
              label={t('admin.benutzer.filter.level')}
              placeholder={t('admin.benutzer.filter.all')}
              data={levelOptions}
              value={query.level === undefined ? null : String(query.level)}
              onChange={(v) => update({ level: v === null ? undefined : Number(v), page: 1 })}
              clearable
              comboboxProps={{ withinPortal: true }}
              style={{ flex: '1 1 200px' }}
              data-testid="user-filter-level"
            />
            <Select
              label={t('admin.benutzer.filter.state')}
              placeholder={t('admin.benutzer.filter.all')}
              data={USER_STATES.map((s) => ({ value: s, label: t(`admin.benutzer.filter.states.${s}`) }))}
              value={query.state ?? null}
              onChange={(v) => update({ state: (v as AdminUserQuery['state']) ?? undefined, page: 1 })}
              clearable
              comboboxProps={{ withinPortal: true }}
              style={{ flex: '1 1 200px' }}
              data-testid="user-filter-state"
            />
          </Group>
          {page.isPending ? (
            <LoadingState />
          ) : page.error ? (
            <ErrorState error={page.error} onRetry={() => page.refetch()} />
          ) : (
            <Stack gap="sm">
              <Group justify="space-between">
                <Text size="sm" c="gray.7" aria-live="polite" data-testid="user-total">
                  {t('admin.benutzer.total', { count: page.data.total })}
                </Text>
                <BulkBar
                  count={chosen.length}
                  actions={USER_BULK_ACTIONS.map((aktion) => ({
                    key: aktion,
                    label: t(`admin.benutzer.bulk.${aktion}`),
                    onClick: () => actions.bulk(chosen, aktion, clear),
                    danger: aktion === 'lock',
                  }))}
                  onClear={clear}
                  texts={{
                    selected: t('admin.benutzer.bulk.selected', { count: chosen.length }),
                    clear: t('admin.benutzer.bulk.clear'),
                  }}
                  testId="user-bulk"
                />
                <Select
                  size="xs"
                  w={90}
                  data={['10', '25', '50', '100']}
                  value={String(query.pageSize)}
                  onChange={(v) => update({ pageSize: Number(v ?? 25), page: 1 })}
                  allowDeselect={false}
                  aria-label={t('admin.benutzer.pageSize')}
                  comboboxProps={{ withinPortal: true }}
                />
              </Group>
              {page.data.items.length === 0 ? (
                <Paper withBorder radius="lg" p="xl">
                  <Text c="gray.7" ta="center" data-testid="user-empty">
                    {query.q ? t('admin.common.noMatch') : t('admin.common.empty')}
                  </Text>
                </Paper>
              ) : (
                <Paper withBorder radius="lg" p={{ base: 'xs', sm: 0 }} style={{ overflow: 'hidden' }}>
                  <UserTable
                    rows={page.data.items}
                    query={query}
                    onSort={sortBy}
                    onEdit={(user) => setEditing(user.id)}
                    onDelete={setDeleting}
                    selected={selected}
                    onSelect={select}
                  />
                </Paper>
              )}
              {pages > 1 && (
                <Group justify="center">
                  <Pagination
                    total={pages}
                    value={Math.min(query.page, pages)}
                    onChange={(p) => update({ page: p })}
                    getControlProps={(control) => ({
                      'aria-label': t(`admin.benutzer.pagination.${control}`),
                    })}
                    data-testid="user-pagination"
                  />
                </Group>
              )}
            </Stack>
          )}
        </Stack>
      </Container>
      <UserEditor userId={editing} onClose={() => setEditing(null)} />
      <DeleteUserModal user={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
