import { Anchor, Button, Container, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { QueryClient, QueryKey, UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDeleteEntry } from '../../data/admin-entity';
import { ErrorState, useErrorMessage } from '../feedback/ErrorState';
import { LoadingState } from '../feedback/LoadingState';
import { PageHeader } from '../PageHeader';
import { RowActions } from './RowActions';
import { useConfirmDelete } from './useConfirmDelete';

/** Props of {@link AdminSearchList}. */
export interface AdminSearchListProps<T extends { id: number }> {
  /**
   * Prefix of the test IDs: `{testId}-create`, `-search`, `-empty`, `-count`, `-table`, `-row-{id}` and
   * `-delete-{id}`.
   */
  testId: string;
  title: string;
  lead: string;
  searchPlaceholder: string;
  /** The line above the table with the number of entries shown. */
  countText: (count: number) => string;
  /** Title of the notification when a delete fails. */
  deleteFailed: string;
  /** The admin list query of the entity. */
  list: UseQueryResult<T[]>;
  /** The entries to show for the search text, in display order. */
  filter: (entries: readonly T[], text: string) => T[];
  /** The editor of an entry, or of a new one ('neu'). */
  editPath: (id: number | 'neu') => string;
  /** The entry's name in the confirmation and the action labels. */
  nameOf: (entry: T) => string;
  /** The header cells before the actions column. */
  head: ReactNode;
  /** The row's cells before its actions (edit, delete). */
  cells: (entry: T) => ReactNode;
  /** Deletes the entry on the server. */
  remove: (id: number) => Promise<unknown>;
  /** The editor's query of the entry, dropped after a delete. */
  detailKey: (id: number) => QueryKey;
  /** Refetches what shows the entity after a change. */
  afterChange: (queryClient: QueryClient) => Promise<void>;
}

/**
 * An admin list page of a small entity loaded whole: header with 'Neu anlegen', a search field, the
 * loading, error and empty states, the count and a table whose rows end with edit and delete (after a
 * confirmation naming the entry).
 */
export function AdminSearchList<T extends { id: number }>(props: AdminSearchListProps<T>) {
  const { testId, list, filter, editPath, nameOf } = props;
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const confirmDelete = useConfirmDelete();
  const deletion = useDeleteEntry({
    remove: props.remove,
    afterChange: props.afterChange,
    detailKey: props.detailKey,
  });
  const [text, setText] = useState('');
  const entries = useMemo(() => filter(list.data ?? [], text), [filter, list.data, text]);

  const remove = (entry: T) =>
    confirmDelete({
      name: nameOf(entry),
      onConfirm: () =>
        deletion.mutateAsync(entry.id).then(
          () => {
            notifications.show({ color: 'petrol', message: t('admin.common.deleted') });
          },
          (error) => {
            notifications.show({ color: 'red', title: props.deleteFailed, message: errorMessage(error) });
          },
        ),
    });

  return (
    <>
      <PageHeader title={props.title} lead={props.lead}>
        <Button
          component={Link}
          to={editPath('neu')}
          color="gold"
          mt="lg"
          leftSection={<IconPlus size={18} aria-hidden />}
          data-testid={`${testId}-create`}
        >
          {t('admin.common.create')}
        </Button>
      </PageHeader>
      <Container size="xl" py={{ base: 24, md: 40 }}>
        <Stack gap="md">
          <TextInput
            label={t('admin.common.search')}
            placeholder={props.searchPlaceholder}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            maw={480}
            data-testid={`${testId}-search`}
          />
          {list.isPending ? (
            <LoadingState />
          ) : list.error ? (
            <ErrorState error={list.error} onRetry={() => void list.refetch()} />
          ) : entries.length === 0 ? (
            <Paper withBorder radius="lg" p="xl">
              <Text c="gray.7" ta="center" data-testid={`${testId}-empty`}>
                {list.data.length === 0 ? t('admin.common.empty') : t('admin.common.noMatch')}
              </Text>
            </Paper>
          ) : (
            <>
              <Text size="sm" c="gray.7" data-testid={`${testId}-count`}>
                {props.countText(entries.length)}
              </Text>
              <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
                <Table striped highlightOnHover verticalSpacing="sm" data-testid={`${testId}-table`}>
                  <Table.Thead>
                    <Table.Tr>
                      {props.head}
                      <Table.Th ta="right">{t('admin.common.actions')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {entries.map((entry) => (
                      <Table.Tr key={entry.id} data-testid={`${testId}-row-${entry.id}`}>
                        {props.cells(entry)}
                        <Table.Td>
                          <RowActions
                            editTo={editPath(entry.id)}
                            editLabel={`${t('admin.common.edit')}: ${nameOf(entry)}`}
                            onDelete={() => remove(entry)}
                            deleteLabel={`${t('admin.common.delete')}: ${nameOf(entry)}`}
                            deleteTestId={`${testId}-delete-${entry.id}`}
                          />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Paper>
            </>
          )}
        </Stack>
      </Container>
    </>
  );
}

/** The entry's name as a link into its editor, the first cell most admin lists show. */
export function AdminEditLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} fw={600}>
      {children}
    </Anchor>
  );
}
