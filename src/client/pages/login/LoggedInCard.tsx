import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../hooks/useLang';
import { useSession } from '../../hooks/useSession';
import { accountPath } from '../../lib/authPaths';
import { displayName } from '../../lib/userName';

/** The login page for someone already logged in: who, and the ways on (account, log out, home). */
export function LoggedInCard() {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useSession();
  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} data-testid="logged-in-card">
      <Title order={2} size="h3" c="brand.9" mb={4}>
        {t('login.loggedInTitle')}
      </Title>
      <Text c="gray.7" mb="lg">
        {t('login.loggedInAs', { name: displayName(user) })}
      </Text>
      <Group gap="sm">
        <Button component={Link} to={accountPath(lang)} leftSection={<IconUserCircle size={18} aria-hidden />}>
          {t('nav.account')}
        </Button>
        <Button
          component={Link}
          to={`/${lang}/logout`}
          variant="default"
          leftSection={<IconLogout size={18} aria-hidden />}
        >
          {t('nav.logout')}
        </Button>
        <Button component={Link} to={`/${lang}/home`} variant="subtle">
          {t('common.backHome')}
        </Button>
      </Group>
    </Paper>
  );
}
