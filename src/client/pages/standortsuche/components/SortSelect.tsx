import { type MantineSpacing, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SORTIERUNGEN, type Sortierung } from '../../../../shared/domain/sortierung';

const isSortierung = (value: string): value is Sortierung => (SORTIERUNGEN as readonly string[]).includes(value);

/** The order of the result list (issue 21 part 3): newest, price, price per m², area, each both ways. */
export function SortSelect({
  value,
  onChange,
  mb,
}: {
  value: Sortierung;
  onChange: (value: Sortierung) => void;
  mb?: MantineSpacing;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      size="xs"
      mb={mb}
      label={t('standortsuche.sort.label')}
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isSortierung(next)) onChange(next);
      }}
      data={SORTIERUNGEN.map((s) => ({ value: s, label: t(`standortsuche.sort.${s}`) }))}
      data-testid="list-sort"
    />
  );
}
