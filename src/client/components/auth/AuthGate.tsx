import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { isLeavingSession } from '../../data/session';
import { useLang } from '../../hooks/useLang';
import { useSession } from '../../hooks/useSession';
import { loginPath, savePathAfterLogin, twoFactorSetupPath } from '../../lib/authPaths';
import { ErrorState } from '../feedback/ErrorState';
import { LoadingState } from '../feedback/LoadingState';

/**
 * Spec 2/6 on the client: an auth-required screen sends an anonymous visitor to the login with
 * `next` (the route loader does so before rendering; this covers a session that ends while the
 * screen is open). `adminOnly` screens show a clear 'no permission' page to logged-in non-admins;
 * administrators without two-factor sign-in go to its set-up on the account page.
 * The server refuses the data anyway; this only keeps the UI honest.
 */
export function AuthGate({ adminOnly, children }: { adminOnly: boolean; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const lang = useLang();
  if (session.isLoading) return <LoadingState minHeight="50vh" />;
  if (session.error) {
    return (
      <Container py="xl">
        <ErrorState error={session.error} onRetry={() => window.location.reload()} />
      </Container>
    );
  }
  if (!session.isLoggedIn) {
    // Declined terms or a deleted account: the caller is on its way home already.
    if (isLeavingSession()) return null;
    const here = `${location.pathname}${location.search}`;
    savePathAfterLogin(here);
    return <Navigate to={loginPath(lang, here)} replace />;
  }
  // Administrators must set up two-factor sign-in before the administration answers them.
  if (session.twoFactorEnrolmentRequired && !ACCOUNT_PATH.test(location.pathname)) {
    return <Navigate to={twoFactorSetupPath(lang, `${location.pathname}${location.search}`)} replace />;
  }
  if (adminOnly && !session.isAdmin) return <NoPermission />;
  return children;
}

/** The account page, where the two-factor set-up is. */
const ACCOUNT_PATH = /^\/(?:de|en)\/konto\/?$/;

/** Shown to a logged-in user on an administrators' screen. */
export function NoPermission() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Container size="sm" py={{ base: 56, md: 96 }} data-testid="no-permission">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" color="gold" variant="light" aria-hidden>
          <IconLock size={34} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('auth.noPermission.title')}
        </Title>
        <Text c="gray.7" size="lg">
          {t('auth.noPermission.text')}
        </Text>
        <Group justify="center" gap="sm" mt="sm">
          <Button component={Link} to={`/${lang}/home`}>
            {t('common.backHome')}
          </Button>
          <Button component={Link} to={`/${lang}/logout`} variant="default">
            {t('auth.noPermission.switchUser')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
