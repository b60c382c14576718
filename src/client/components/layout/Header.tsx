import { Anchor, Box, Burger, Button, Container, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingPlus, IconLogout, IconMail, IconPhone, IconUserCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { routePath } from '../../../shared/domain/routes';
import { INVESTOR_SERVICE, telHref } from '../../config';
import { useLang } from '../../hooks/useLang';
import { useSession } from '../../hooks/useSession';
import { SammlungIndicator } from '../sammlung/SammlungIndicator';
import classes from './Header.module.css';
import { LangSwitch } from './LangSwitch';
import { Logo } from './Logo';
import { advertisePath, MAIN_NAV } from './navigation';
import { portalLinks, UserMenu } from './UserMenu';

/** Utility bar (investor service, sign-in, language) and the sticky main bar with navigation and call to action. */
export function Header() {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const { isLoggedIn, isAdmin } = useSession();
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
              <UserMenu />
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
            to={advertisePath(lang)}
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
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size="min(86vw, 360px)"
        title={t('header.menuTitle')}
        hiddenFrom="md"
        zIndex={1000}
        closeButtonProps={{ 'aria-label': t('header.closeMenu') }}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', color: 'var(--sp-navy)' } }}
      >
        <Stack gap={4}>
          <nav aria-label={t('header.mainNav')} className={classes.drawerNav}>
            {links}
          </nav>
          <Divider my="md" />
          <Box>
            <Button
              component={Link}
              to={advertisePath(lang)}
              color="gold.4"
              fullWidth
              leftSection={<IconBuildingPlus size={18} aria-hidden />}
              onClick={close}
            >
              {t('nav.advertise')}
            </Button>
            {!isLoggedIn && (
              <Button
                component={Link}
                to={`/${lang}/login`}
                variant="default"
                fullWidth
                mt="sm"
                leftSection={<IconUserCircle size={18} aria-hidden />}
                onClick={close}
              >
                {t('nav.loginRegister')}
              </Button>
            )}
          </Box>
          {isLoggedIn && (
            <>
              <Divider my="md" />
              <Text size="sm" fw={700} c="brand.9">
                {t('nav.myPortal')}
              </Text>
              <nav aria-label={t('nav.myPortal')} className={classes.drawerNav}>
                {portalLinks(lang, isAdmin).map(({ key, to, label, Icon }) => (
                  <NavLink key={key} to={to} className={classes.link} onClick={close}>
                    <Icon size={20} aria-hidden style={{ marginRight: 10 }} />
                    {t(label)}
                  </NavLink>
                ))}
                <NavLink to={`/${lang}/logout`} className={classes.link} onClick={close}>
                  <IconLogout size={20} aria-hidden style={{ marginRight: 10 }} />
                  {t('nav.logout')}
                </NavLink>
              </nav>
            </>
          )}
          <Divider my="md" />
          <Text size="sm" fw={700} c="brand.9">
            {t('footer.investorService')}
          </Text>
          <Anchor href={telHref(INVESTOR_SERVICE.phone)} size="sm">
            {INVESTOR_SERVICE.phone}
          </Anchor>
          <Anchor href={`mailto:${INVESTOR_SERVICE.email}`} size="sm">
            {INVESTOR_SERVICE.email}
          </Anchor>
        </Stack>
      </Drawer>
    </>
  );
}
