import { Alert, Button, Container, Divider, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { RegistrationBenefits } from '../../components/RegistrationBenefits';
import { useFmMatrix, useObjektAnzahl } from '../../data/queries';
import { useSession } from '../../hooks/useSession';
import { safeNext } from '../../lib/authPaths';
import { LoggedInCard } from './LoggedInCard';
import { LoginForm } from './LoginForm';
import { NewPasswordForm } from './NewPasswordForm';
import { RegisterForm } from './RegisterForm';
import { VerifyNotice } from './VerifyNotice';

type Mode = 'login' | 'register' | 'reset';

/**
 * /{lang}/login — one view, two modes (spec 2/4): login (default) and register, toggled by a button
 * (`?mode=register` deep-links the registration). `?verify=<token>` confirms the e-mail on load;
 * `?reset=<token>` shows the 'set new password' form. `next` survives every switch.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const objektAnzahl = useObjektAnzahl();
  const fmMatrix = useFmMatrix();
  // The one-time tokens are taken once; the address drops them when used.
  const [verifyToken] = useState(() => params.get('verify'));
  const [resetToken, setResetToken] = useState(() => params.get('reset'));
  const [resetDone, setResetDone] = useState(false);
  // Keeps the form (not the 'already signed in' card) on screen while a successful login navigates on.
  const [leaving, setLeaving] = useState(false);
  // The code step of two-factor sign-in replaces the login form (and its heading).
  const [codeStep, setCodeStep] = useState(false);
  const next = safeNext(params.get('next'));
  const mode: Mode = resetToken ? 'reset' : params.get('mode') === 'register' ? 'register' : 'login';

  const updateParams = useCallback(
    (change: (p: URLSearchParams) => void) => {
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          change(copy);
          return copy;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  const setMode = (target: 'login' | 'register') => {
    // Leaving the login drops a pending code step (the login form starts again with the password).
    setCodeStep(false);
    updateParams((p) => (target === 'register' ? p.set('mode', 'register') : p.delete('mode')));
  };
  const dropVerify = useCallback(() => updateParams((p) => p.delete('verify')), [updateParams]);
  const leaveReset = (done: boolean) => {
    setResetToken(null);
    setResetDone(done);
    updateParams((p) => {
      p.delete('reset');
      p.delete('mode');
    });
  };

  const heading =
    mode === 'reset'
      ? t('login.newPassword.title')
      : mode === 'register'
        ? t('register.title')
        : codeStep
          ? t('login.twoFactor.title')
          : t('login.title');
  const showForms = !session.isLoggedIn || mode === 'reset' || leaving;
  // Already logged in (e.g. 'Advertise a property' opened in a tab that logged in meanwhile): on to `next`.
  if (session.isLoggedIn && next && mode !== 'reset' && !leaving && !verifyToken) return <Navigate to={next} replace />;

  return (
    <>
      <PageHeader title={t('meta.login.title')} lead={t('pages.login.lead')} />
      <Container py={{ base: 32, md: 56 }}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              {verifyToken && <VerifyNotice token={verifyToken} onSettled={dropVerify} />}
              {resetDone && (
                <Alert color="petrol" variant="light" role="status" data-testid="new-password-saved">
                  {t('login.newPassword.saved')}
                </Alert>
              )}
              {next && mode === 'login' && !session.isLoggedIn && (
                <Alert color="brand" variant="light" icon={<IconInfoCircle size={20} aria-hidden />}>
                  {t('login.nextNotice')}
                </Alert>
              )}
              {showForms ? (
                <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} data-testid="login-card" data-mode={mode}>
                  <Title order={2} size="h3" c="brand.9" mb={4}>
                    {heading}
                  </Title>
                  {mode !== 'reset' && !(mode === 'login' && codeStep) && (
                    <Text c="gray.7" mb="lg">
                      {mode === 'register' ? t('register.intro') : t('login.intro')}
                    </Text>
                  )}
                  {mode === 'login' && (
                    <LoginForm next={next} onLoggedIn={() => setLeaving(true)} onCodeStep={setCodeStep} />
                  )}
                  {mode === 'register' && <RegisterForm next={next} />}
                  {mode === 'reset' && resetToken && (
                    <NewPasswordForm
                      token={resetToken}
                      onDone={() => leaveReset(true)}
                      onRequestNew={() => leaveReset(false)}
                    />
                  )}
                  {mode !== 'reset' && !(mode === 'login' && codeStep) && (
                    <>
                      <Divider my="lg" />
                      <Group gap="xs" justify="center">
                        <Text size="sm" c="gray.7">
                          {mode === 'login' ? t('login.noAccount') : t('login.hasAccount')}
                        </Text>
                        <Button
                          variant="light"
                          size="sm"
                          onClick={() => setMode(mode === 'login' ? 'register' : 'login')}
                          data-testid="mode-toggle"
                        >
                          {mode === 'login' ? t('login.toRegister') : t('login.toLogin')}
                        </Button>
                      </Group>
                    </>
                  )}
                </Paper>
              ) : (
                <LoggedInCard />
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <RegistrationBenefits
              objekte={objektAnzahl.data?.mitLogin}
              programme={fmMatrix.data?.length}
              loading={objektAnzahl.isPending || fmMatrix.isPending}
              onCta={mode === 'login' && !session.isLoggedIn ? () => setMode('register') : null}
            />
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
