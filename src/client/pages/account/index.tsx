import { Alert, Container, Grid, Stack } from '@mantine/core';
import { IconUserExclamation } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { resolveRoute } from '../../../shared/domain/routes';
import { PageHeader } from '../../components/PageHeader';
import { useSession } from '../../hooks/useSession';
import { ApiKeysSection } from './ApiKeysSection';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccountSection } from './DeleteAccountSection';
import { ProfileForm } from './ProfileForm';
import { StatistikMailSection } from './StatistikMailSection';
import { SuchauftraegeSection } from './SuchauftraegeSection';
import { TwoFactorSection } from './TwoFactorSection';

/**
 * My portal → Account (auth required): the profile of spec 3, the monthly summary mail of the own
 * listings' figures, the password change, two-factor sign-in, deleting the account and the saved searches
 * with their alerts (issue #25); a broker's API keys for the OpenImmo import (issue #26). Reached through
 * AuthGate, so a user is logged in here.
 */
export default function AccountPage() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const { pathname } = useLocation();
  const missing = user.missingProfileFields ?? [];

  // usePageMeta sets the title for routes of routes.ts; until the account route is listed there, here.
  useEffect(() => {
    if (!resolveRoute(pathname)) document.title = `${t('meta.account.title')} | ${t('app.name')}`;
  }, [pathname, t]);

  const labels = missing.map((field) => {
    const key = `account.fields.${field}`;
    return i18n.exists(key) ? t(key as 'account.fields.city') : field;
  });

  return (
    <>
      <PageHeader title={t('account.title')} lead={t('pages.account.lead')} />
      <Container py={{ base: 32, md: 56 }} data-testid="account-page">
        <Stack gap="xl">
          {missing.length > 0 && (
            <Alert
              color="gold"
              variant="light"
              icon={<IconUserExclamation size={22} aria-hidden />}
              title={t('account.prompt.title')}
              data-testid="account-missing"
              styles={{
                root: {
                  background: 'var(--mantine-color-gold-1)',
                  border: '1px solid var(--mantine-color-gold-3)',
                },
                title: { color: '#3d2e00' },
                message: { color: '#3d2e00' },
                icon: { color: 'var(--mantine-color-gold-9)' },
              }}
            >
              {t('account.prompt.text', { fields: new Intl.ListFormat(i18n.language).format(labels) })}
            </Alert>
          )}
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
              <Stack gap="xl">
                {/* A fresh form when the stored user changes (e.g. after login as someone else). */}
                <ProfileForm key={user.id ?? 0} user={user} />
                <SuchauftraegeSection />
                {user.makler && <ApiKeysSection />}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
              <Stack gap="xl">
                <StatistikMailSection />
                <ChangePasswordForm />
                <TwoFactorSection />
                <DeleteAccountSection />
              </Stack>
            </Grid.Col>
          </Grid>
        </Stack>
      </Container>
    </>
  );
}
