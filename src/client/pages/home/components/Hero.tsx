import { Anchor, Container, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { INVESTOR_SERVICE, telHref } from '../../../config';
import classes from '../Home.module.css';
import { HomeSearch } from './HomeSearch';

/** Intro (spec 1): what the portal offers, the investor-service contact and the search box. */
export function Hero() {
  const { t } = useTranslation();
  return (
    <section className={classes.hero} aria-labelledby="home-title">
      <Container className={classes.heroInner}>
        <div className={classes.heroText}>
          <Text className={classes.eyebrow}>{t('home.intro.eyebrow')}</Text>
          <Title order={1} id="home-title" className={classes.heroTitle}>
            {t('home.intro.title')}
          </Title>
          <Text className={classes.heroLead}>{t('home.intro.text')}</Text>
          <HomeSearch />
          <Text size="sm" className={classes.searchHint}>
            {t('home.search.hint')}
          </Text>
          <Text className={classes.heroContact}>
            <Trans
              i18nKey="home.intro.contact"
              values={{ email: INVESTOR_SERVICE.email, phone: INVESTOR_SERVICE.phone }}
              components={{
                mail: <Anchor href={`mailto:${INVESTOR_SERVICE.email}`} className={classes.heroLink} />,
                tel: <Anchor href={telHref(INVESTOR_SERVICE.phone)} className={classes.heroLink} />,
              }}
            />
          </Text>
        </div>
        <div className={classes.heroMap} aria-hidden="true">
          <img src="/img/noe-places.svg" alt="" width={600} height={546} />
        </div>
      </Container>
    </section>
  );
}
