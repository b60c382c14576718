import { Anchor, Container, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { routePath } from '../../../shared/domain/routes';
import { INVESTOR_SERVICE, telHref } from '../../config';
import { useLang } from '../../hooks/useLang';
import { useSession } from '../../hooks/useSession';
import { isBarrierefrei, toggledSearch } from '../../lib/barrierefrei';
import { lazyWithReload } from '../../lib/lazyWithReload';
import { OnceOpened } from '../lazy/OnceOpened';
import { useOverlay } from '../overlay/OverlayProvider';
import classes from './Footer.module.css';
import { Logo } from './Logo';
import { advertisePath, MAIN_NAV } from './navigation';

const CookieSettingsModal = lazyWithReload(() =>
  import('./CookieSettingsModal').then((m) => ({ default: m.CookieSettingsModal })),
);

/** Footer: portal and service links, investor-service contact, legal links (overlay dialog) and data attribution. */
export function Footer() {
  const { t } = useTranslation();
  const lang = useLang();
  const { isLoggedIn } = useSession();
  const location = useLocation();
  const openOverlay = useOverlay();
  const [cookiesOpened, cookies] = useDisclosure(false);
  const barrierefrei = isBarrierefrei(location.search);

  return (
    <footer className={classes.footer}>
      <Container py={{ base: 48, md: 64 }}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing={{ base: 36, md: 48 }}>
          <Stack gap="md">
            <Logo inverted />
            <Text size="sm" className={classes.muted}>
              {t('footer.about')}
            </Text>
          </Stack>
          <nav aria-labelledby="footer-portal">
            <Text id="footer-portal" className={classes.heading}>
              {t('footer.portal')}
            </Text>
            <ul className={classes.list}>
              {MAIN_NAV.map((item) => (
                <li key={item.name}>
                  <Link to={routePath(item.name, lang)} className={classes.link}>
                    {t(item.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-service">
            <Text id="footer-service" className={classes.heading}>
              {t('footer.service')}
            </Text>
            <ul className={classes.list}>
              <li>
                <Link to={routePath('kontakt', lang)} className={classes.link}>
                  {t('nav.contact')}
                </Link>
              </li>
              <li>
                <UnstyledButton
                  className={classes.link}
                  onClick={() => openOverlay('contactEcoplus')}
                  data-testid="footer-contact"
                  aria-haspopup="dialog"
                >
                  {t('footer.contactAgency')}
                </UnstyledButton>
              </li>
              <li>
                <Link to={advertisePath(lang, isLoggedIn)} className={classes.link} data-testid="footer-advertise">
                  {t('nav.advertise')}
                </Link>
              </li>
              <li>
                <Link to={routePath('offene-daten', lang)} className={classes.link} data-testid="footer-open-data">
                  {t('footer.openData')}
                </Link>
              </li>
              {!isLoggedIn && (
                <li>
                  <Link to={routePath('login', lang)} className={classes.link} data-testid="footer-login">
                    {t('nav.loginRegister')}
                  </Link>
                </li>
              )}
            </ul>
          </nav>
          <div>
            <Text className={classes.heading}>{t('footer.investorService')}</Text>
            <Text size="sm" className={classes.muted} mb="sm">
              {t('footer.investorServiceText')}
            </Text>
            <Stack gap={8}>
              <Anchor href={`mailto:${INVESTOR_SERVICE.email}`} className={classes.contactLink}>
                <IconMail size={18} aria-hidden />
                {INVESTOR_SERVICE.email}
              </Anchor>
              <Anchor href={telHref(INVESTOR_SERVICE.phone)} className={classes.contactLink}>
                <IconPhone size={18} aria-hidden />
                {INVESTOR_SERVICE.phone}
              </Anchor>
            </Stack>
          </div>
        </SimpleGrid>
      </Container>
      <div className={classes.bottom}>
        <Container py="lg">
          <Group justify="space-between" align="center" gap="md">
            <nav aria-label={t('footer.legal')}>
              <ul className={classes.legal}>
                <li>
                  <UnstyledButton
                    className={classes.legalLink}
                    onClick={() => openOverlay('imprint')}
                    data-testid="footer-imprint"
                    aria-haspopup="dialog"
                  >
                    {t('footer.imprint')}
                  </UnstyledButton>
                </li>
                <li>
                  <UnstyledButton
                    className={classes.legalLink}
                    onClick={() => openOverlay('terms')}
                    data-testid="footer-terms"
                    aria-haspopup="dialog"
                  >
                    {t('footer.terms')}
                  </UnstyledButton>
                </li>
                <li>
                  <UnstyledButton
                    className={classes.legalLink}
                    onClick={() => openOverlay('privacy')}
                    data-testid="footer-privacy"
                    aria-haspopup="dialog"
                  >
                    {t('footer.privacy')}
                  </UnstyledButton>
                </li>
                <li>
                  <UnstyledButton className={classes.legalLink} onClick={cookies.open} aria-haspopup="dialog">
                    {t('footer.cookieSettings')}
                  </UnstyledButton>
                </li>
                <li>
                  <Link
                    to={{ pathname: location.pathname, search: toggledSearch(location.search, !barrierefrei) }}
                    className={classes.legalLink}
                    data-testid="footer-barrierefrei"
                  >
                    {barrierefrei ? t('footer.barrierefreiOff') : t('footer.barrierefrei')}
                  </Link>
                </li>
              </ul>
            </nav>
            <Text size="sm" className={classes.muted}>
              {t('footer.copyright', { year: new Date().getFullYear() })}
            </Text>
          </Group>
          <Text size="xs" className={classes.attribution} mt="md">
            {t('footer.attribution')}
          </Text>
        </Container>
      </div>
      <OnceOpened opened={cookiesOpened}>
        <CookieSettingsModal opened={cookiesOpened} onClose={cookies.close} />
      </OnceOpened>
    </footer>
  );
}
