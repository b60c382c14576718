import { Anchor, Box, Button, Divider, Drawer, Stack, Text } from '@mantine/core';
import { IconBuildingPlus, IconLogout, IconUserCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { INVESTOR_SERVICE, telHref } from '../../config';
import { useLang } from '../../hooks/useLang';
import { useSession } from '../../hooks/useSession';
import classes from './Header.module.css';
import { advertisePath } from './navigation';
import { portalLinks } from './portalLinks';

/**
 * The menu drawer of small screens (opened by the header's burger; its code loads with the first opening):
 * main navigation, call to action, sign-in or 'My portal', investor service.
 */
export function MobileMenu({ opened, onClose, links }: { opened: boolean; onClose: () => void; links: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { isLoggedIn, isAdmin } = useSession();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
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
            to={advertisePath(lang, isLoggedIn)}
            color="gold.4"
            fullWidth
            leftSection={<IconBuildingPlus size={18} aria-hidden />}
            onClick={onClose}
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
              onClick={onClose}
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
                <NavLink key={key} to={to} className={classes.link} onClick={onClose}>
                  <Icon size={20} aria-hidden style={{ marginRight: 10 }} />
                  {t(label)}
                </NavLink>
              ))}
              <NavLink to={`/${lang}/logout`} className={classes.link} onClick={onClose}>
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
  );
}
