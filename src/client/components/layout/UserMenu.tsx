import { Menu } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../hooks/useLang';
import { useSession } from '../../hooks/useSession';
import { portalLinks } from './portalLinks';
import { UserMenuButton } from './UserMenuButton';

/** The logged-in user's menu in the top bar: 'My portal' with account, properties, admin and log out. */
export function UserMenu() {
  const { t } = useTranslation();
  const lang = useLang();
  const { isAdmin } = useSession();
  return (
    <Menu position="bottom-end" width={240} shadow="lg" withinPortal zIndex={400}>
      <Menu.Target>
        <UserMenuButton />
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
