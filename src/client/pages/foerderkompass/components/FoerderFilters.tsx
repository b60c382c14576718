import { Group, MultiSelect, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  type FoerderCode,
  type FoerderDimension,
  type FoerderFilter,
  foerderDimensionen,
} from '../../../../shared/domain/foerderung';
import { numberInputSeparators } from '../../../../shared/domain/number';
import { BEZIRKE } from '../../../../shared/domain/objekt';
import { useLang } from '../../../hooks/useLang';
import { useDeferredField } from '../useFoerderFilter';

const DIMENSIONS: readonly FoerderDimension[] = ['unternehmensgroessen', 'vorhaben', 'foerderarten', 'schwerpunkte'];
const BEZIRK_OPTIONS = BEZIRKE.map((b) => ({ value: b.id, label: b.name }));

/** A NumberInput value as an amount: '' (empty) is open, anything else a whole number. */
const toAmount = (value: string | number): number | null =>
  value === '' || !Number.isFinite(Number(value)) ? null : Math.max(0, Math.round(Number(value)));

/** Both ends of the project-size range are whole euro amounts, grouped as the page language groups. */
const AMOUNT_INPUT = {
  min: 0,
  step: 10_000,
  allowDecimal: false,
  allowNegative: false,
  suffix: ' €',
  hideControls: true,
} as const;

/**
 * The funding filters of spec 3: company size, project type, funding type and thematic focus (several
 * codes in one dimension are alternatives), project size from/to in EUR (min ≤ max, spec 5) and a
 * free text matched against the target group; and the district (issue #27, set when the guide is opened
 * 'for this site'), which the visitor can clear.
 */
export function FoerderFilters({
  filter,
  onChange,
}: {
  filter: FoerderFilter;
  onChange: (filter: FoerderFilter) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [von, setVon] = useDeferredField<number | null>(filter.projektgroesseVon, (v) =>
    onChange({ ...filter, projektgroesseVon: v }),
  );
  const [bis, setBis] = useDeferredField<number | null>(filter.projektgroesseBis, (v) =>
    onChange({ ...filter, projektgroesseBis: v }),
  );
  const [zielgruppe, setZielgruppe] = useDeferredField(filter.zielgruppe, (v) =>
    onChange({ ...filter, zielgruppe: v }),
  );
  const rangeError = von !== null && bis !== null && von > bis;

  return (
    <Stack gap="md" data-testid="foerder-filters">
      <Select
        label={t('foerderkompass.filters.bezirk')}
        placeholder={t('foerderkompass.filters.bezirkAlle')}
        leftSection={<IconMapPin size={16} aria-hidden />}
        data={BEZIRK_OPTIONS}
        value={filter.bezirk}
        onChange={(bezirk) => onChange({ ...filter, bezirk })}
        clearable
        // Mantine hides the clear button from assistive technology and the tab order; this one is the way to
        // leave 'for this site', so it is a named button every visitor reaches.
        clearButtonProps={{
          'aria-label': t('foerderkompass.filters.bezirkEntfernen'),
          'aria-hidden': false,
          tabIndex: 0,
        }}
        searchable
        nothingFoundMessage={t('foerderkompass.filters.nothingFound')}
        comboboxProps={{ withinPortal: true }}
        data-testid="filter-bezirk"
      />
      {DIMENSIONS.map((dimension) => (
        <MultiSelect
          key={dimension}
          label={t(`foerderkompass.filters.${dimension}`)}
          placeholder={filter[dimension].length === 0 ? t('foerderkompass.filters.any') : undefined}
          data={(foerderDimensionen[dimension] as readonly FoerderCode[]).map((c) => ({
            value: c.code,
            label: c[lang],
          }))}
          value={[...filter[dimension]]}
          onChange={(codes) => onChange({ ...filter, [dimension]: codes })}
          clearable
          searchable
          hidePickedOptions
          nothingFoundMessage={t('foerderkompass.filters.nothingFound')}
          comboboxProps={{ withinPortal: true }}
          data-testid={`filter-${dimension}`}
        />
      ))}
      <div>
        <Text component="div" size="sm" fw={500} mb={4} id="projektgroesse-label">
          {t('foerderkompass.filters.projektgroesse')}
        </Text>
        <Group grow gap="xs" align="flex-start" role="group" aria-labelledby="projektgroesse-label">
          <NumberInput
            aria-label={t('foerderkompass.filters.projektgroesseVon')}
            placeholder={t('foerderkompass.filters.von')}
            value={von ?? ''}
            onChange={(v) => setVon(toAmount(v))}
            {...AMOUNT_INPUT}
            {...numberInputSeparators(lang)}
            error={rangeError}
            data-testid="filter-von"
          />
          <NumberInput
            aria-label={t('foerderkompass.filters.projektgroesseBis')}
            placeholder={t('foerderkompass.filters.bis')}
            value={bis ?? ''}
            onChange={(v) => setBis(toAmount(v))}
            {...AMOUNT_INPUT}
            {...numberInputSeparators(lang)}
            // The message sits under the maximum, tied to it by Mantine (aria-describedby) and announced.
            error={rangeError ? t('error.minGreaterMax') : undefined}
            errorProps={{ role: 'alert', 'data-testid': 'range-error' }}
            data-testid="filter-bis"
          />
        </Group>
      </div>
      <TextInput
        label={t('foerderkompass.filters.zielgruppe')}
        placeholder={t('foerderkompass.filters.zielgruppePlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={zielgruppe}
        onChange={(e) => setZielgruppe(e.currentTarget.value)}
        data-testid="filter-zielgruppe"
      />
    </Stack>
  );
}
