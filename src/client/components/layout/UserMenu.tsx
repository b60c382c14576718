import { Menu, UnstyledButton } from '@mantine/core';
import {
  IconBuildingEstate,
  IconChevronDown,
  IconFolder,
  IconLayoutDashboard,
  IconLogout,
  IconMap2,
  IconUserCircle,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Lang } from '../../../shared/domain/routes';
import { useLang } from '../../hooks/useLang';
import { useSession } from '../../hooks/useSession';
import { accountPath, myPropertiesPath } from '../../lib/authPaths';
import classes from './Header.module.css';

/** The entries of 'My portal' (spec 2 labels); administrators also get 'Administration'. */
export function portalLinks(lang: Lang, isAdmin: boolean) {
  return [
    { key: 'account', to: accountPath(lang), label: 'nav.account', Icon: IconUserCircle },
    { key: 'myProperties', to: myPropertiesPath(lang), label: 'nav.myProperties', Icon: IconBuildingEstate },
    { key: 'allProperties', to: `/${lang}/standortsuche`, label: 'nav.allProperties', Icon: IconMap2 },
    // The collection page without ids lists the saved collections.
    { key: 'collections', to: `/${lang}/standortsammlung/-`, label: 'sammlung.mine', Icon: IconFolder },
    ...(isAdmin
      ? ([
          { key: 'admin', to: `/${lang}/admin/liste`, label: 'nav.administration', Icon: IconLayoutDashboard },
        ] as const)
      : []),
  ] as const;
}

/** The logged-in user's menu in the top bar: 'My portal' with account, properties, admin and log out. */
export function UserMenu() {
  const { t } = useTranslation();
  const lang = useLang();
  const { isAdmin } = useSession();
  return (
    <Menu position="bottom-end" width={240} shadow="lg" withinPortal zIndex={400}>
      <Menu.Target>
        <UnstyledButton className={classes.topLink} data-testid="user-menu">
          <IconUserCircle size={17} aria-hidden />
          {t('nav.myPortal')}
          <IconChevronDown size={14} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {portalLinks(lang, isAdmin).map(({ key, to, label, Icon }) => (
          <Menu.Item key={key} component={Link} to={to} leftSection={<Icon size={18} aria-hidden />}>
            {t(label)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to={`/${lang}/logout`}
          leftSection={<IconLogout size={18} aria-hidden />}
          data-testid="logout"
        >
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
