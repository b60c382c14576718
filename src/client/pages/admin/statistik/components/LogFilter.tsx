import { Button, Group, MultiSelect, Paper, TextInput } from '@mantine/core';
import { IconDownload, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { STATISTIK_ACTIONS, type StatistikFilter } from '../../../../../shared/schemas/statistik';
import { actionLabel } from '../../../../components/statistik/StatistikCharts';
import { statistikCsvUrl } from '../../../../data/statistik';

/**
 * The filter of the log table (actions, date range, text) and the CSV export of exactly what it selects.
 * `text` is the text field as typed; the page debounces it into the filter.
 */
export function LogFilter({
  filter,
  text,
  onText,
  onChange,
  window,
}: {
  filter: StatistikFilter;
  text: string;
  onText: (text: string) => void;
  onChange: (next: StatistikFilter) => void;
  /** The first and last day the statistics cover: the date inputs offer nothing outside. */
  window?: { from: string; to: string };
}) {
  const { t } = useTranslation();
  const actions = STATISTIK_ACTIONS.map((a) => ({ value: a, label: actionLabel(t, a) })).sort((a, b) =>
    a.label.localeCompare(b.label),
  );
  const reversed = Boolean(filter.from && filter.to && filter.from > filter.to);
  const filtered = Boolean(filter.action?.length || filter.from || filter.to || filter.q);
  return (
    <Paper withBorder radius="lg" p="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <MultiSelect
          label={t('admin.statistik.filter.action')}
          placeholder={filter.action?.length ? undefined : t('admin.statistik.filter.all')}
          data={actions}
          value={filter.action ?? []}
          onChange={(v) => onChange({ ...filter, action: v.length ? (v as StatistikFilter['action']) : undefined })}
          clearable
          searchable
          comboboxProps={{ withinPortal: true }}
          style={{ flex: '2 1 260px' }}
          data-testid="statistik-filter-action"
        />
        <TextInput
          type="date"
          label={t('admin.statistik.filter.from')}
          value={filter.from ?? ''}
          min={window?.from}
          max={window?.to}
          onChange={(e) => onChange({ ...filter, from: e.currentTarget.value || undefined })}
          style={{ flex: '1 1 150px' }}
          data-testid="statistik-filter-from"
        />
        <TextInput
          type="date"
          label={t('admin.statistik.filter.to')}
          value={filter.to ?? ''}
          min={window?.from}
          max={window?.to}
          error={reversed ? t('error.dateRangeInvalid') : undefined}
          onChange={(e) => onChange({ ...filter, to: e.currentTarget.value || undefined })}
          style={{ flex: '1 1 150px' }}
          data-testid="statistik-filter-to"
        />
        <TextInput
          label={t('admin.statistik.filter.text')}
          placeholder={t('admin.statistik.filter.textPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(e) => onText(e.currentTarget.value)}
          style={{ flex: '2 1 220px' }}
          data-testid="statistik-filter-q"
        />
      </Group>
      <Group gap="sm" mt="md" justify="space-between">
        {filtered ? (
          <Button
            variant="subtle"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={() => {
              onText('');
              onChange({});
            }}
          >
            {t('admin.statistik.filter.reset')}
          </Button>
        ) : (
          <span />
        )}
        <Button
          component="a"
          href={statistikCsvUrl(filter)}
          download
          color="gold"
          leftSection={<IconDownload size={18} aria-hidden />}
          title={t('admin.statistik.csvHint')}
          data-disabled={reversed || undefined}
          onClick={(e) => reversed && e.preventDefault()}
          data-testid="statistik-csv"
        >
          {t('admin.statistik.csv')}
        </Button>
      </Group>
    </Paper>
  );
}
