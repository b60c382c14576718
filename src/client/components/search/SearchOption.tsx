import { Combobox, Text, ThemeIcon } from '@mantine/core';
import { type Icon, IconBook, IconBuildingWarehouse, IconBulb, IconCompass, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { KAMPAGNE_LANG } from '../../../shared/domain/kampagne';
import type { SearchGroup } from '../../../shared/domain/search';
import classes from './SearchBox.module.css';
import type { SearchResult } from './useSearchResults';

/** The icon of each result type (spec 2: results show an icon by type) and its colour. */
export const GROUP_ICONS: Readonly<Record<SearchGroup, { icon: Icon; color: string }>> = {
  orte: { icon: IconMapPin, color: 'petrol' },
  objekte: { icon: IconBuildingWarehouse, color: 'brand' },
  kampagnen: { icon: IconBulb, color: 'gold' },
  foerderungen: { icon: IconCompass, color: 'brand' },
  glossar: { icon: IconBook, color: 'gray' },
};

/** One result in the list: type icon, name and a secondary line (district, object number, funding body). */
export function SearchOption({ result }: { result: SearchResult }) {
  const { t } = useTranslation();
  const { icon: ResultIcon, color } = GROUP_ICONS[result.group];
  const detail = result.place
    ? [
        result.umkreisKm === undefined ? '' : t('standortsuche.gebiet.umkreisOption', { km: result.umkreisKm }),
        t(`searchBox.placeTypes.${result.place.type}`),
        result.detail,
      ]
        .filter(Boolean)
        .join(' · ')
    : result.detail;
  return (
    <Combobox.Option value={result.key} className={classes.option} data-testid="search-option">
      <ThemeIcon variant="light" color={color} size={32} radius="md" aria-hidden className={classes.optionIcon}>
        <ResultIcon size={18} stroke={1.8} />
      </ThemeIcon>
      <span className={classes.optionText}>
        <Text
          component="span"
          className={classes.optionLabel}
          lang={result.group === 'kampagnen' ? KAMPAGNE_LANG : undefined}
        >
          {result.label}
        </Text>
        {detail && (
          <Text component="span" size="xs" c="dimmed" className={classes.optionDetail}>
            {detail}
          </Text>
        )}
      </span>
    </Combobox.Option>
  );
}
