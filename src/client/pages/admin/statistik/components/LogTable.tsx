import { Anchor, Box, Group, Pagination, Paper, ScrollArea, Select, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { detailLines, feldLines } from '../../../../../shared/domain/audit';
import { formatDate, formatNumber } from '../../../../../shared/domain/format';
import { OBJEKT_AUDIT_ACTIONS, type StatistikLogRow } from '../../../../../shared/schemas/statistik';
import { actionLabel } from '../../../../components/statistik/StatistikCharts';
import { useLang } from '../../../../hooks/useLang';
import { formatWert } from '../../../../lib/aenderungText';

/** Audit entries of a property: data1 its id, data2 its name when the entry was written. */
const AUDIT_ACTIONS: ReadonlySet<string> = new Set(OBJEKT_AUDIT_ACTIONS);
/** Actions whose data1 is a property id: the table links the property instead of showing the id. */
const OBJEKT_ACTIONS: ReadonlySet<string> = new Set([
  'objektViewed',
  'objektExpose',
  'favoriteAdded',
  'favoriteRemoved',
  ...AUDIT_ACTIONS,
]);

/**
 * One page of log entries (time in Vienna, action, user, details) with the total, the page size and
 * server-side paging.
 */
export function LogTable({
  rows,
  total,
  page,
  pageSize,
  onPage,
  onPageSize,
}: {
  rows: readonly StatistikLogRow[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const time = (value: string) => formatDate(value, lang, { dateStyle: 'medium', timeStyle: 'medium' });
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const compact = useMediaQuery('(max-width: 48em)') ?? false;

  const user = (row: StatistikLogRow) =>
    row.email ?? (
      <Text span size="sm" c="dimmed">
        {t('admin.statistik.table.anonymous')}
      </Text>
    );

  /** An audit entry: the property (by number, linked while it exists), the fields old → new and what else changed. */
  const audit = (row: StatistikLogRow) => {
    const name = row.objektname ?? row.data2 ?? row.data1;
    return (
      <Stack gap={4}>
        <Text size="sm">
          {row.objektnummer && (
            <Text span fw={600} mr={6}>
              {row.objektnummer}
            </Text>
          )}
          {row.objektname ? (
            <Anchor component={Link} to={`/${lang}/standortsuche/${row.data1}`} size="sm">
              {name}
            </Anchor>
          ) : (
            <>
              {name}{' '}
              <Text span size="xs" c="gray.7">
                ({t('admin.statistik.audit.deleted')})
              </Text>
            </>
          )}
        </Text>
        <Felder row={row} />
        {row.details &&
          detailLines(row.details, lang).map((line) => (
            <Text key={line} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {line}
            </Text>
          ))}
      </Stack>
    );
  };

  const details = (row: StatistikLogRow) => {
    if (AUDIT_ACTIONS.has(row.action)) return audit(row);
    // Search rows carry the box they were typed into (start, standortsuche) in data2.
    const data2 =
      row.action === 'search' && (row.data2 === 'start' || row.data2 === 'standortsuche')
        ? t(`admin.statistik.logtype.${row.data2}`)
        : row.data2;
    const rest = [OBJEKT_ACTIONS.has(row.action) && row.objektname ? null : row.data1, data2, row.data3].filter(
      (v): v is string => Boolean(v),
    );
    return (
      <Stack gap={2}>
        {OBJEKT_ACTIONS.has(row.action) && row.data1 && (
          <Anchor component={Link} to={`/${lang}/standortsuche/${row.data1}`} size="sm">
            {row.objektname ?? row.data1}
          </Anchor>
        )}
        {rest.length > 0 && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {rest.join(' · ')}
          </Text>
        )}
        <Felder row={row} />
      </Stack>
    );
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="gray.7" data-testid="statistik-total" aria-live="polite">
          {t('admin.statistik.table.total', { count: total, total: formatNumber(total, lang) })}
        </Text>
        <Select
          size="xs"
          w={90}
          data={['10', '25', '50', '100']}
          value={String(pageSize)}
          onChange={(v) => onPageSize(Number(v ?? 25))}
          allowDeselect={false}
          aria-label={t('admin.statistik.table.pageSize')}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      {rows.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Text c="gray.7" ta="center">
            {t('admin.statistik.table.empty')}
          </Text>
        </Paper>
      ) : (
        <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
          {compact ? (
            // Phones: one block per entry, so who and what stay in view instead of off to the right.
            <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid="statistik-table">
              {rows.map((row) => (
                <Box
                  component="li"
                  key={row.id}
                  data-action={row.action}
                  px="md"
                  py="sm"
                  style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
                >
                  <Group justify="space-between" gap="xs">
                    <Text size="sm" fw={700}>
                      {actionLabel(t, row.action)}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {time(row.logtime)}
                    </Text>
                  </Group>
                  <Box fz="sm">{user(row)}</Box>
                  {details(row)}
                </Box>
              ))}
            </Stack>
          ) : (
            <ScrollArea type="auto">
              <Table striped highlightOnHover miw={720} verticalSpacing="xs" data-testid="statistik-table">
                <Table.Caption style={{ captionSide: 'top', textAlign: 'left', padding: '8px 12px' }}>
                  {t('admin.statistik.table.caption')}
                </Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={190}>{t('admin.statistik.table.time')}</Table.Th>
                    <Table.Th w={200}>{t('admin.statistik.table.action')}</Table.Th>
                    <Table.Th>{t('admin.statistik.table.user')}</Table.Th>
                    <Table.Th>{t('admin.statistik.table.details')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.id} data-action={row.action}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{time(row.logtime)}</Table.Td>
                      <Table.Td>{actionLabel(t, row.action)}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{user(row)}</Table.Td>
                      <Table.Td>{details(row)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          )}
        </Paper>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={page}
            onChange={onPage}
            siblings={1}
            boundaries={1}
            aria-label={t('admin.statistik.table.pagination')}
            getControlProps={(control) => ({ 'aria-label': t(`common.pagination.${control}`) })}
          />
        </Group>
      )}
    </Stack>
  );
}

/** The fields an entry changed, each with its label, the old value struck through and the new one. */
function Felder({ row }: { row: StatistikLogRow }) {
  const { t } = useTranslation();
  const lang = useLang();
  const words = {
    empty: t('admin.statistik.audit.empty'),
    yes: t('admin.statistik.audit.yes'),
    no: t('admin.statistik.audit.no'),
  };
  const felder = feldLines(row.details?.felder ?? [], lang, row.action, (feld, value) =>
    formatWert(feld, value, lang, words),
  );
  if (felder.length === 0) return null;
  return (
    <Box component="dl" m={0} fz="sm" data-testid="audit-felder">
      {felder.map((f) => (
        <Box key={f.feld} data-feld={f.feld} style={{ overflowWrap: 'anywhere' }}>
          <Text component="dt" span fw={600} size="sm">
            {f.label}:{' '}
          </Text>
          <Text component="dd" span m={0} size="sm">
            <Text span size="sm" td="line-through" c="red.9" bg="red.0" px={2}>
              {f.alt}
            </Text>
            {' → '}
            <Text span size="sm" c="gray.9" bg="green.1" px={2}>
              {f.neu}
            </Text>
          </Text>
        </Box>
      ))}
    </Box>
  );
}
