import { Button, Menu, NavLink } from '@mantine/core';
import { IconChevronDown, IconLayoutDashboard } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLang } from '../../hooks/useLang';
import { useSession } from '../../hooks/useSession';
import classes from './AdminLayout.module.css';
import { type AdminNavItem, activeAdminItem, adminNav } from './adminNav';

/**
 * The frame of the admin screens: for administrators the admin menu in spec 2's groups beside the screen
 * (a menu button above it on small screens); owners who open their object list or editor see the screen
 * alone.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { isAdmin } = useSession();
  if (!isAdmin) return children;
  return (
    <div className={classes.shell}>
      <AdminSideNav />
      <div className={classes.content}>
        <AdminCompactNav />
        {children}
      </div>
    </div>
  );
}

/** Props of a menu entry: app links use the router, server pages (API docs) load as a whole document. */
const linkProps = (item: AdminNavItem) => ({ component: Link, to: item.to, reloadDocument: item.external });

function AdminSideNav() {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  const groups = adminNav(lang);
  const active = activeAdminItem(groups, pathname);
  const titleId = useId();
  return (
    <nav className={classes.side} aria-label={t('admin.nav.title')} data-testid="admin-nav">
      <div className={classes.sideInner}>
        {groups.map((group) => (
          <div key={group.key} className={classes.group}>
            <div id={`${titleId}-${group.key}`} className={classes.groupLabel}>
              {t(`admin.nav.groups.${group.key}`)}
            </div>
            <ul aria-labelledby={`${titleId}-${group.key}`} className={classes.items}>
              {group.items.map((item) => (
                <li key={item.key}>
                  <NavLink
                    {...linkProps(item)}
                    label={t(`admin.nav.items.${item.key}`)}
                    leftSection={<item.Icon size={18} aria-hidden />}
                    active={active === item.key}
                    aria-current={active === item.key ? 'page' : undefined}
                    variant="light"
                    style={{ borderRadius: 'var(--mantine-radius-md)' }}
                    data-testid={`admin-nav-${item.key}`}
                  />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}

/** Small screens: the same menu as a dropdown above the screen. */
function AdminCompactNav() {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  const groups = adminNav(lang);
  const active = activeAdminItem(groups, pathname);
  return (
    <nav className={classes.compact} aria-label={t('admin.nav.title')}>
      <Menu position="bottom-start" width={260} shadow="lg" withinPortal zIndex={400}>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconLayoutDashboard size={18} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            data-testid="admin-nav-compact"
          >
            {active ? t(`admin.nav.items.${active}`) : t('admin.nav.menu')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {groups.map((group) => (
            <div key={group.key}>
              <Menu.Label>{t(`admin.nav.groups.${group.key}`)}</Menu.Label>
              {group.items.map((item) => (
                <Menu.Item key={item.key} {...linkProps(item)} leftSection={<item.Icon size={16} aria-hidden />}>
                  {t(`admin.nav.items.${item.key}`)}
                </Menu.Item>
              ))}
            </div>
          ))}
        </Menu.Dropdown>
      </Menu>
    </nav>
  );
}
