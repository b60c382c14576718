import {
  ActionIcon,
  Badge,
  Checkbox,
  Group,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowsSort, IconArrowUp, IconEdit, IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatArea, formatDate } from '../../../../../shared/domain/format';
import { STATUS, STATUS_CODES } from '../../../../../shared/domain/objekt';
import type { AdminObjektRow } from '../../../../../shared/schemas/admin-objekt';
import { useErrorMessage } from '../../../../components/feedback/ErrorState';
import { useObjektAktion } from '../../../../data/objekt';
import { useLang } from '../../../../hooks/useLang';
import { bezirkName, objektartColor, objektartName, statusColor, statusLabel } from '../../../../lib/objektText';
import classes from '../Liste.module.css';
import type { ListQuery, SortColumn } from '../listQuery';

/**
 * One page of all objects: sortable headers, the review queue highlighted, rows selected for a bulk
 * change, the status changed inline (set status, confirmed) and links to the editor and the detail view.
 */
export function AdminTable({
  rows,
  total,
  query,
  onSort,
  onPage,
  selected,
  onSelect,
}: {
  rows: readonly AdminObjektRow[];
  total: number;
  query: ListQuery;
  onSort: (column: SortColumn) => void;
  onPage: (page: number) => void;
  /** The ids selected for a bulk change. */
  selected: ReadonlySet<string>;
  /** Selects (or deselects) these rows. */
  onSelect: (ids: readonly string[], on: boolean) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const aktion = useObjektAktion();
  const errorMessage = useErrorMessage();
  const changed = (value: string) => formatDate(value, lang);
  const pages = Math.max(1, Math.ceil(total / query.pageSize));

  const header = (column: SortColumn, label: string, align?: 'right') => {
    const active = query.sort === column;
    const icon = !active ? (
      <IconArrowsSort size={14} aria-hidden />
    ) : query.dir === 'asc' ? (
      <IconArrowUp size={14} aria-hidden />
    ) : (
      <IconArrowDown size={14} aria-hidden />
    );
    return (
      <Table.Th ta={align} aria-sort={active ? (query.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
        <UnstyledButton
          onClick={() => onSort(column)}
          className={classes.sortButton}
          data-active={active || undefined}
          aria-label={t('objekt.liste.sortBy', { column: label })}
          data-testid={`sort-${column}`}
        >
          <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : undefined}>
            {label}
            {icon}
          </Group>
        </UnstyledButton>
      </Table.Th>
    );
  };

  const changeStatus = (row: AdminObjektRow, value: string | null) => {
    const to = Number(value);
    if (!value || to === row.status) return;
    modals.openConfirmModal({
      title: t('objekt.liste.statusChangeTitle'),
      children: (
        <Text size="sm">
          {t('objekt.liste.statusChangeText', {
            name: row.objektname,
            from: statusLabel(row.status, lang),
            to: statusLabel(to, lang),
          })}
        </Text>
      ),
      labels: { confirm: t('objekt.editor.actions.confirm'), cancel: t('common.cancel') },
      confirmProps: { 'data-testid': 'status-change-confirm' } as Record<string, unknown>,
      // mutateAsync: each of several quick changes reports its own outcome.
      onConfirm: () =>
        aktion.mutateAsync({ id: row.id, body: { aktion: 'statusSetzen', status: to } }).then(
          () => notifications.show({ color: 'petrol', message: t('objekt.editor.actions.statusSetzenDone') }),
          (error) => notifications.show({ color: 'red', title: t('error.savingFailed'), message: errorMessage(error) }),
        ),
    });
  };

  const statusOptions = STATUS_CODES.map((s) => ({ value: String(s), label: statusLabel(s, lang) }));
  const cell = (content: ReactNode, extra: Record<string, unknown> = {}) => <Table.Td {...extra}>{content}</Table.Td>;

  return (
    <>
      <Table.ScrollContainer minWidth={980}>
        <Table verticalSpacing="sm" highlightOnHover data-testid="admin-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('objekt.liste.bulk.selectPage')}
                  checked={rows.length > 0 && rows.every((r) => selected.has(r.id))}
                  indeterminate={rows.some((r) => selected.has(r.id)) && !rows.every((r) => selected.has(r.id))}
                  onChange={(e) =>
                    onSelect(
                      rows.map((r) => r.id),
                      e.currentTarget.checked,
                    )
                  }
                  data-testid="admin-select-page"
                />
              </Table.Th>
              {header('objektnummer', t('objekt.liste.col.objektnummer'))}
              {header('objektname', t('objekt.liste.col.objektname'))}
              {header('ort', t('objekt.liste.col.ort'))}
              {header('flaecheinqm', t('objekt.liste.col.flaecheinqm'), 'right')}
              {header('status', t('objekt.liste.col.status'))}
              {header('geaendertam', t('objekt.liste.col.geaendertam'))}
              <Table.Th>{t('objekt.liste.col.owner')}</Table.Th>
              <Table.Th ta="right">{t('objekt.liste.col.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr
                key={row.id}
                className={row.status === STATUS.IN_PRUEFUNG || row.aenderungInPruefung ? classes.queueRow : undefined}
                data-testid="admin-row"
                data-id={row.id}
              >
                {cell(
                  <Checkbox
                    aria-label={t('objekt.liste.bulk.select', { name: row.objektname })}
                    checked={selected.has(row.id)}
                    onChange={(e) => onSelect([row.id], e.currentTarget.checked)}
                    data-testid="admin-select"
                  />,
                )}
                {cell(
                  <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                    {row.objektnummer}
                  </Text>,
                )}
                {cell(
                  <Group gap={8} wrap="nowrap">
                    <Tooltip label={objektartName(row.objektart, lang)}>
                      <span className={classes.typeDot} style={{ background: objektartColor(row.objektart) }} />
                    </Tooltip>
                    <Text size="sm" fw={600} lineClamp={2}>
                      {row.objektname}
                    </Text>
                  </Group>,
                )}
                {cell(
                  <>
                    <Text size="sm">{row.ort}</Text>
                    <Text size="xs" c="dimmed">
                      {bezirkName(row.bezirk)}
                    </Text>
                  </>,
                )}
                {cell(row.flaecheinqm === null ? '–' : formatArea(row.flaecheinqm, lang), {
                  ta: 'right',
                  style: { whiteSpace: 'nowrap' },
                })}
                {cell(
                  <Stack gap={4} align="flex-start">
                    <Select
                      size="xs"
                      w={190}
                      value={String(row.status)}
                      data={statusOptions}
                      allowDeselect={false}
                      onChange={(value) => changeStatus(row, value)}
                      aria-label={t('objekt.liste.statusFor', { name: row.objektname })}
                      leftSection={<span className={classes.statusDot} data-color={statusColor(row.status)} />}
                      comboboxProps={{ withinPortal: true }}
                      data-testid="admin-status-select"
                    />
                    {row.istabgelaufen && (
                      <Badge size="xs" color="red" variant="light">
                        {t('objekt.liste.expired')}
                      </Badge>
                    )}
                    {row.aenderungInPruefung && (
                      <Badge
                        size="xs"
                        color="gold"
                        variant="light"
                        component={Link}
                        to={`/${lang}/admin/objekt/${row.id}#aenderung`}
                        style={{ cursor: 'pointer' }}
                        data-testid="admin-aenderung"
                      >
                        {t('objekt.aenderung.badge')}
                      </Badge>
                    )}
                  </Stack>,
                )}
                {cell(changed(row.geaendertam), { style: { whiteSpace: 'nowrap' } })}
                {cell(
                  <Text size="sm" c="gray.7" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
                    {row.owner ?? '–'}
                  </Text>,
                )}
                {cell(
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Tooltip label={t('objekt.liste.edit')}>
                      <ActionIcon
                        component={Link}
                        to={`/${lang}/admin/objekt/${row.id}`}
                        variant="light"
                        aria-label={t('objekt.liste.edit')}
                        data-testid="admin-edit"
                      >
                        <IconEdit size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('objekt.liste.view')}>
                      <ActionIcon
                        component={Link}
                        to={`/${lang}/standortsuche/${row.id}`}
                        variant="subtle"
                        aria-label={t('objekt.liste.view')}
                      >
                        <IconExternalLink size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>,
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Group justify="center" mt="lg">
          <Pagination
            total={pages}
            value={query.page}
            onChange={onPage}
            withEdges
            getControlProps={(control) => ({ 'aria-label': t(`common.pagination.${control}`) })}
            data-testid="admin-pagination"
          />
        </Group>
      )}
    </>
  );
}
