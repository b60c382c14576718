import { Anchor, Burger, Button, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingPlus, IconMail, IconPhone, IconUserCircle } from '@tabler/icons-react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { routePath } from '../../../shared/domain/routes';
import { INVESTOR_SERVICE, telHref } from '../../config';
import { useLang } from '../../hooks/useLang';
import { useSession } from '../../hooks/useSession';
import { lazyWithReload } from '../../lib/lazyWithReload';
import { OnceOpened } from '../lazy/OnceOpened';
import { SammlungIndicator } from '../sammlung/SammlungIndicator';
import classes from './Header.module.css';
import { LangSwitch } from './LangSwitch';
import { Logo } from './Logo';
import { advertisePath, MAIN_NAV } from './navigation';
import { UserMenuButton } from './UserMenuButton';

// Only logged-in visitors see the user menu, and only small screens open the drawer: both load on demand.
const UserMenu = lazyWithReload(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));
const MobileMenu = lazyWithReload(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

/** Utility bar (investor service, sign-in, language) and the sticky main bar with navigation and call to action. */
export function Header() {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const { isLoggedIn } = useSession();
  const [opened, { toggle, close }] = useDisclosure(false);

  // A navigation closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only
  useEffect(() => close(), [location.pathname, close]);

  const links = MAIN_NAV.map((item) => (
    <NavLink key={item.name} to={routePath(item.name, lang)} className={classes.link} onClick={close}>
      {t(item.label)}
    </NavLink>
  ));

  return (
    <>
      <div className={classes.topbar}>
        <Container className={classes.topbarInner}>
          <Group gap="lg" className={classes.contact} visibleFrom="sm">
            <Text span size="xs" fw={700} tt="uppercase" className={classes.contactLabel}>
              {t('footer.investorService')}
            </Text>
            <Anchor href={telHref(INVESTOR_SERVICE.phone)} className={classes.topLink}>
              <IconPhone size={15} aria-hidden />
              {INVESTOR_SERVICE.phone}
            </Anchor>
            <Anchor href={`mailto:${INVESTOR_SERVICE.email}`} className={classes.topLink} visibleFrom="md">
              <IconMail size={15} aria-hidden />
              {INVESTOR_SERVICE.email}
            </Anchor>
          </Group>
          <Group gap="md" ml="auto">
            <SammlungIndicator className={classes.topLink} />
            {isLoggedIn ? (
              <Suspense fallback={<UserMenuButton />}>
                <UserMenu />
              </Suspense>
            ) : (
              <Link to={`/${lang}/login`} className={classes.topLink} data-testid="login-link">
                <IconUserCircle size={17} aria-hidden />
                {t('nav.loginRegister')}
              </Link>
            )}
            <LangSwitch />
          </Group>
        </Container>
      </div>
      <header className={classes.header}>
        <Container className={classes.inner}>
          <Logo />
          <nav aria-label={t('header.mainNav')} className={classes.nav}>
            {links}
          </nav>
          <Button
            component={Link}
            to={advertisePath(lang, isLoggedIn)}
            color="gold.4"
            leftSection={<IconBuildingPlus size={18} aria-hidden />}
            visibleFrom="md"
            className={classes.cta}
          >
            {t('nav.advertise')}
          </Button>
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="md"
            aria-label={opened ? t('header.closeMenu') : t('header.openMenu')}
            aria-expanded={opened}
            ml="auto"
          />
        </Container>
      </header>
      <OnceOpened opened={opened}>
        <MobileMenu opened={opened} onClose={close} links={links} />
      </OnceOpened>
    </>
  );
}
