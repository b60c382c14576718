import { Button, Group, MultiSelect, Paper, TextInput } from '@mantine/core';
import { IconDownload, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { STATISTIK_ACTIONS, type StatistikFilter } from '../../../../../shared/schemas/statistik';
import { actionLabel } from '../../../../components/statistik/StatistikCharts';
import { statistikCsvUrl } from '../../../../data/statistik';
import { useLang } from '../../../../hooks/useLang';

/** The filters typed as text: the page debounces them into the filter. */
export const TEXT_FILTERS = ['q', 'objektnummer', 'user'] as const;
export type LogFilterTexts = Partial<Record<(typeof TEXT_FILTERS)[number], string>>;

/** The text inputs in their order, with their labels under admin.statistik.filter and their share of a row. */
const TEXT_INPUTS = [
  { key: 'objektnummer', label: 'objektnummer', placeholder: 'objektnummerPlaceholder', flex: '1 1 170px' },
  { key: 'user', label: 'user', placeholder: 'userPlaceholder', flex: '1 1 200px' },
  { key: 'q', label: 'text', placeholder: 'textPlaceholder', flex: '2 1 220px' },
] as const;

/**
 * The filter of the log table (actions, date range, property number, user, text) and the CSV export of
 * exactly what it selects, in the page's language. `texts` are the text fields as typed.
 */
export function LogFilter({
  filter,
  texts,
  onTexts,
  onChange,
  window,
}: {
  filter: StatistikFilter;
  texts: LogFilterTexts;
  onTexts: (texts: LogFilterTexts) => void;
  onChange: (next: StatistikFilter) => void;
  /** The first and last day the statistics cover: the date inputs offer nothing outside. */
  window?: { from: string; to: string };
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const actions = STATISTIK_ACTIONS.map((a) => ({ value: a, label: actionLabel(t, a) })).sort((a, b) =>
    a.label.localeCompare(b.label),
  );
  const reversed = Boolean(filter.from && filter.to && filter.from > filter.to);
  const filtered = Boolean(
    filter.action?.length || filter.from || filter.to || TEXT_FILTERS.some((key) => filter[key] || texts[key]),
  );
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
        {TEXT_INPUTS.map(({ key, label, placeholder, flex }) => (
          <TextInput
            key={key}
            label={t(`admin.statistik.filter.${label}`)}
            placeholder={t(`admin.statistik.filter.${placeholder}`)}
            leftSection={key === 'q' ? <IconSearch size={16} aria-hidden /> : undefined}
            value={texts[key] ?? ''}
            onChange={(e) => onTexts({ ...texts, [key]: e.currentTarget.value })}
            style={{ flex }}
            data-testid={`statistik-filter-${key}`}
          />
        ))}
      </Group>
      <Group gap="sm" mt="md" justify="space-between">
        {filtered ? (
          <Button
            variant="subtle"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={() => {
              onTexts({});
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
          href={statistikCsvUrl(filter, lang)}
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
