import { Button } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeferredSearchBox } from '../../../components/search/DeferredSearchBox';
import classes from '../Home.module.css';

/**
 * The combined search box of the home page (spec 1, 2): places, properties, know-how, funding and glossary;
 * 5 results per group; a place opens the location search at zoom 11.
 */
export function HomeSearch() {
  const { t } = useTranslation();
  return (
    <div className={classes.search}>
      <DeferredSearchBox
        scope="home"
        size="lg"
        embedded
        submit={
          <Button type="submit" size="lg" className={classes.searchButton} aria-label={t('home.search.submit')}>
            <IconSearch size={20} aria-hidden className={classes.searchIconMobile} />
            <span className={classes.searchLabel}>{t('home.search.submit')}</span>
          </Button>
        }
      />
    </div>
  );
}
