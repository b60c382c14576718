import { Button, Chip, Fieldset, Group, SegmentedControl, Select, Stack, Switch, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_FLAECHE,
  DEFAULT_KARTEN_FILTER,
  DEFAULT_PREIS,
  type FilterChange,
  type KartenFilter,
  preisBaender,
  toggled,
} from '../../../../shared/domain/kartenfilter';
import {
  AREA_BANDS,
  type Band,
  isObjektart,
  MERKMAL_GRUPPEN,
  MERKMALE_WAEHLBAR,
  type MerkmalGruppe,
  OBJEKTARTEN,
  type PriceMode,
  STATUS_CODES,
  STATUS_LABELS,
} from '../../../../shared/domain/objekt';
import { useLang } from '../../../hooks/useLang';
import { bandLabel } from '../objektInfo';
import classes from '../Standortsuche.module.css';

export interface FilterPanelProps {
  filter: KartenFilter;
  onChange: (change: FilterChange) => void;
  isLoggedIn: boolean;
  isAdmin: boolean;
  activeCount: number;
}

const ALL = 'alle';

/**
 * The map filters of spec 5 as form controls, each group a fieldset with a legend (keyboard and screen
 * reader operable, also in the barrier-free version): type, rent or buy, area classes of the type, price
 * classes per m² of type and mode, feature, favourites and own properties (logged in), status (admins),
 * ecoplus only.
 */
export function FilterPanel({ filter, onChange, isLoggedIn, isAdmin, activeCount }: FilterPanelProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const type = filter.selectedType;
  const areaBands = type !== null && isObjektart(type) ? AREA_BANDS[type] : null;
  const priceBands = preisBaender(type, filter.mieteOrKauf);
  const words = { above: t('standortsuche.filter.above'), upTo: t('standortsuche.filter.upTo') };

  const merkmalData = (Object.keys(MERKMAL_GRUPPEN) as MerkmalGruppe[]).map((gruppe) => ({
    group: MERKMAL_GRUPPEN[gruppe][lang],
    items: MERKMALE_WAEHLBAR.filter((m) => m.gruppe === gruppe).map((m) => ({
      value: String(m.id),
      label: m.label[lang],
    })),
  }));

  return (
    <Stack gap="lg" data-testid="filter-panel">
      <Fieldset legend={t('standortsuche.filter.objektart')} variant="unstyled" classNames={{ legend: classes.legend }}>
        <Chip.Group
          value={type === null ? ALL : String(type)}
          onChange={(value) => onChange({ selectedType: value === ALL ? null : Number(value) })}
        >
          <Group gap={6}>
            <Chip value={ALL} type="radio" size="sm" wrapperProps={{ 'data-testid': 'filter-type-alle' }}>
              {t('standortsuche.filter.alle')}
            </Chip>
            {OBJEKTARTEN.map((art) => (
              <Chip
                key={art.id}
                value={String(art.id)}
                type="radio"
                size="sm"
                color={art.color}
                wrapperProps={{ 'data-testid': `filter-type-${art.id}` }}
              >
                <span className={classes.chipLabel}>
                  <span className={classes.typeDot} style={{ background: art.color }} aria-hidden />
                  {art.name[lang]}
                </span>
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Fieldset>

      <Fieldset
        legend={t('standortsuche.filter.mieteOrKauf')}
        variant="unstyled"
        classNames={{ legend: classes.legend }}
      >
        <SegmentedControl
          fullWidth
          value={filter.mieteOrKauf ?? ALL}
          onChange={(value) => onChange({ mieteOrKauf: value === ALL ? null : (value as PriceMode) })}
          data={[
            { value: ALL, label: t('standortsuche.filter.alle') },
            { value: 'kauf', label: t('standortsuche.filter.kauf') },
            { value: 'miete', label: t('standortsuche.filter.miete') },
          ]}
          aria-label={t('standortsuche.filter.mieteOrKauf')}
          data-testid="filter-mode"
        />
      </Fieldset>

      <Fieldset legend={t('standortsuche.filter.flaeche')} variant="unstyled" classNames={{ legend: classes.legend }}>
        {areaBands ? (
          <BandChips
            bands={areaBands}
            selected={filter.selectedFlaeche}
            onChange={(update) => onChange((current) => ({ selectedFlaeche: update(current.selectedFlaeche) }))}
            all={DEFAULT_FLAECHE}
            label={(band) => bandLabel(band, 'm²', lang, words)}
            testId="filter-flaeche"
          />
        ) : (
          <Text size="sm" c="gray.7">
            {t('standortsuche.filter.chooseType')}
          </Text>
        )}
      </Fieldset>

      <Fieldset legend={t('standortsuche.filter.preis')} variant="unstyled" classNames={{ legend: classes.legend }}>
        {priceBands ? (
          <BandChips
            bands={priceBands.slice(1) as Band[]}
            offset={1}
            extra={t('standortsuche.filter.keineAngabe')}
            selected={filter.selectedPreis}
            onChange={(update) => onChange((current) => ({ selectedPreis: update(current.selectedPreis) }))}
            all={DEFAULT_PREIS}
            label={(band) => bandLabel(band, '€/m²', lang, words)}
            testId="filter-preis"
          />
        ) : (
          <Text size="sm" c="gray.7">
            {type !== null && filter.mieteOrKauf === 'kauf'
              ? t('standortsuche.filter.noBuyBands')
              : t('standortsuche.filter.choosePriceMode')}
          </Text>
        )}
      </Fieldset>

      <Select
        label={t('standortsuche.filter.merkmal')}
        placeholder={t('standortsuche.filter.merkmalPlaceholder')}
        data={merkmalData}
        value={filter.selectedTag === null ? null : String(filter.selectedTag)}
        onChange={(value) => onChange({ selectedTag: value === null ? null : Number(value) })}
        searchable
        clearable
        nothingFoundMessage={t('searchBox.noResults')}
        comboboxProps={{ withinPortal: true, zIndex: 450 }}
        classNames={{ label: classes.legend }}
        data-testid="filter-merkmal"
      />

      <Stack gap="sm">
        <Switch
          checked={filter.ecoplusOnly}
          onChange={(event) => onChange({ ecoplusOnly: event.currentTarget.checked })}
          label={t('standortsuche.filter.ecoplusOnly')}
          description={t('standortsuche.filter.ecoplusHint')}
          wrapperProps={{ 'data-testid': 'filter-ecoplus' }}
        />
        <Switch
          checked={filter.ausserhalbHq100}
          onChange={(event) => onChange({ ausserhalbHq100: event.currentTarget.checked })}
          label={t('standortsuche.filter.ausserhalbHq100')}
          wrapperProps={{ 'data-testid': 'filter-ausserhalb-hq100' }}
        />
        <Switch
          checked={filter.ausserhalbNatura2000}
          onChange={(event) => onChange({ ausserhalbNatura2000: event.currentTarget.checked })}
          label={t('standortsuche.filter.ausserhalbNatura2000')}
          wrapperProps={{ 'data-testid': 'filter-ausserhalb-natura2000' }}
        />
        {isLoggedIn && (
          <>
            <Switch
              checked={filter.favsOnly}
              onChange={(event) => onChange({ favsOnly: event.currentTarget.checked })}
              label={t('standortsuche.filter.favsOnly')}
              disabled={filter.onlyProperties}
              wrapperProps={{ 'data-testid': 'filter-favs' }}
            />
            <Switch
              checked={filter.onlyProperties}
              onChange={(event) => onChange({ onlyProperties: event.currentTarget.checked })}
              label={t('standortsuche.filter.onlyProperties')}
              description={t('standortsuche.filter.onlyPropertiesHint')}
              wrapperProps={{ 'data-testid': 'filter-own' }}
            />
          </>
        )}
      </Stack>

      {isAdmin && (
        <Fieldset legend={t('standortsuche.filter.status')} variant="unstyled" classNames={{ legend: classes.legend }}>
          <Chip.Group
            multiple
            value={filter.selectedStatus.map(String)}
            onChange={(values) => {
              const status = clicked(filter.selectedStatus, values);
              if (status !== undefined) {
                onChange((current) => ({ selectedStatus: toggled(current.selectedStatus, status, STATUS_CODES) }));
              }
            }}
          >
            <Group gap={6} data-testid="filter-status">
              {STATUS_CODES.map((status) => (
                <Chip key={status} value={String(status)} size="xs" variant="outline">
                  {STATUS_LABELS[status][lang]}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Fieldset>
      )}

      {activeCount > 0 && (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={() => onChange({ ...DEFAULT_KARTEN_FILTER, ignoreExtent: filter.ignoreExtent })}
          data-testid="filter-reset"
          style={{ alignSelf: 'flex-start' }}
        >
          {t('standortsuche.filter.reset')}
        </Button>
      )}
    </Stack>
  );
}

/** The one choice a click switched: the group's new values against the selection it rendered. */
function clicked(rendered: readonly number[], values: readonly string[]): number | undefined {
  const shown = rendered.map(String);
  const value = values.find((v) => !shown.includes(v)) ?? shown.find((v) => !values.includes(v));
  return value === undefined ? undefined : Number(value);
}

/**
 * Chips of value classes (multiple choice); `extra` is a class before the bands (price: 'keine Angabe').
 * Choosing every class writes `all` (the default), so 'everything selected' reads the same for every type.
 */
function BandChips({
  bands,
  selected,
  onChange,
  all,
  label,
  offset = 0,
  extra,
  testId,
}: {
  bands: readonly Band[];
  selected: readonly number[];
  /** Gets the switch of the clicked class, to apply to the selection as last written. */
  onChange: (update: (selected: readonly number[]) => readonly number[]) => void;
  all: readonly number[];
  label: (band: Band) => string;
  offset?: number;
  extra?: string;
  testId: string;
}) {
  const indices = [...(extra ? [0] : []), ...bands.map((_, i) => i + offset)];
  return (
    <Chip.Group
      multiple
      value={selected.map(String)}
      onChange={(values) => {
        const index = clicked(selected, values);
        if (index === undefined) return;
        onChange((current) => {
          const chosen = toggled(current, index, indices);
          return chosen.length === indices.length ? all : chosen;
        });
      }}
    >
      <Group gap={6} data-testid={testId}>
        {extra && (
          <Chip value="0" size="sm" variant="outline" wrapperProps={{ 'data-testid': `${testId}-0` }}>
            {extra}
          </Chip>
        )}
        {bands.map((band, i) => (
          <Chip
            key={label(band)}
            value={String(i + offset)}
            size="sm"
            variant="outline"
            wrapperProps={{ 'data-testid': `${testId}-${i + offset}` }}
          >
            {label(band)}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
