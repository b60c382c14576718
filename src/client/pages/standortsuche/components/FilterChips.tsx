import { Button } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FilterChange, KartenFilter } from '../../../../shared/domain/kartenfilter';
import { gebietBeschreibung } from '../gebiet';

/** One filter in the summary beside the count: its name, and a click removes it. */
function FilterChip({
  label,
  removeLabel,
  onRemove,
  testId,
}: {
  label: string;
  removeLabel: string;
  onRemove: () => void;
  testId: string;
}) {
  return (
    <Button
      variant="light"
      size="compact-sm"
      rightSection={<IconX size={14} aria-hidden />}
      onClick={onRemove}
      aria-label={removeLabel}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}

/**
 * The filters the filter panel does not show, in the summary beside the count: the search text of the
 * results view's 'show all on the map' and the drawn area (issue 25, named by its nearest place), each
 * with its remove button.
 */
export function FilterChips({
  filter,
  orte,
  onChange,
}: {
  filter: Pick<KartenFilter, 'q' | 'gebiet'>;
  orte: readonly { name: string; lon: number; lat: number }[];
  onChange: (change: FilterChange) => void;
}) {
  const { t } = useTranslation();
  const gebiet = gebietBeschreibung(filter.gebiet, orte);
  const gebietLabel =
    gebiet === null
      ? ''
      : gebiet.art === 'polygon'
        ? t('standortsuche.gebiet.polygon')
        : gebiet.ort
          ? t('standortsuche.gebiet.kreis', { km: gebiet.km, ort: gebiet.ort })
          : t('standortsuche.gebiet.kreisOhneOrt', { km: gebiet.km });
  return (
    <>
      {filter.q && (
        <FilterChip
          label={t('suche.mapFilter', { q: filter.q })}
          removeLabel={t('suche.mapFilterClear', { q: filter.q })}
          onRemove={() => onChange({ q: null })}
          testId="map-search-filter"
        />
      )}
      {gebiet && (
        <FilterChip
          label={gebietLabel}
          removeLabel={t('standortsuche.gebiet.remove', { gebiet: gebietLabel })}
          onRemove={() => onChange({ gebiet: null })}
          testId="map-gebiet-filter"
        />
      )}
    </>
  );
}
