import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconLogin2 } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isAdminLevel } from '../../../shared/domain/account';
import { loginBodySchema } from '../../../shared/schemas/auth';
import type { Userdata } from '../../../shared/schemas/user';
import { type DialogMessage, MessageDialog } from '../../components/auth/MessageDialog';
import { useLogin, useRequestPasswordReset } from '../../data/account';
import { applySession } from '../../data/session';
import { useFieldProps } from '../../hooks/useFormText';
import { useLang } from '../../hooks/useLang';
import { describeApiError } from '../../lib/apiErrors';
import { safeNext, twoFactorSetupPath } from '../../lib/authPaths';
import { CaptchaOnDemand } from './AltchaCaptcha';
import { type BannerError, ErrorBanner, useBannerText } from './ErrorBanner';
import { TwoFactorStep } from './TwoFactorStep';
import { useCaptchaOnDemand } from './useCaptchaOnDemand';

const resolve = schemaResolver(loginBodySchema, { sync: true });

/**
 * Spec 2/4 login: e-mail and password; the button stays disabled while the form is invalid. Errors of
 * spec 8 in a banner above the form. Accounts with two-factor sign-in then enter a code (TwoFactorStep).
 * Success goes to `next` (same-origin only) or home; an administrator without two-factor sign-in goes
 * to its set-up first. The password-reset action uses the e-mail typed here (missing → error.missingEmail).
 * After too many failed logins the server asks for a captcha (captchaRequired): the form then shows the
 * ALTCHA widget, as registration does, and sends its solution with every further attempt.
 */
export function LoginForm({
  next,
  onLoggedIn,
  onCodeStep,
}: {
  next: string | null;
  onLoggedIn?: () => void;
  /** Told when the code step of two-factor sign-in starts (true) and when it is left (false). */
  onCodeStep?: (active: boolean) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<BannerError | null>(null);
  const login = useLogin();
  const requestReset = useRequestPasswordReset();
  // Stays busy after a login: the form is left (a code step resets it).
  const busy = login.isPending || login.isSuccess;
  const resetBusy = requestReset.isPending;
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const [codeStep, setCodeStep] = useState(false);
  const captcha = useCaptchaOnDemand();
  const bannerText = useBannerText();
  const form = useForm({
    mode: 'controlled',
    initialValues: { username: '', password: '' },
    validate: resolve,
  });
  const field = useFieldProps(form);
  const valid = loginBodySchema.safeParse(form.values).success;

  const submit = form.onSubmit(async (values) => {
    if (captcha.missing()) return;
    setError(null);
    try {
      const result = await login.mutateAsync({ ...values, captcha: captcha.payload ?? undefined });
      if ('twoFactorRequired' in result) {
        login.reset();
        setCodeStep(true);
        onCodeStep?.(true);
      } else finish(result);
    } catch (cause) {
      captcha.afterAnswer(cause);
      setError(describeApiError(cause, 'error.generic'));
    }
  });

  function finish(user: Userdata) {
    onLoggedIn?.();
    applySession(queryClient, user);
    const target = safeNext(next) ?? `/${lang}/home`;
    const mustEnrol = isAdminLevel(user.userlevel) && user.twoFactorEnabled === false;
    navigate(mustEnrol ? twoFactorSetupPath(lang, safeNext(next)) : target, { replace: true });
  }

  const restart = () => {
    setCodeStep(false);
    onCodeStep?.(false);
    form.setFieldValue('password', '');
  };

  if (codeStep) return <TwoFactorStep onDone={finish} onRestart={restart} />;

  const sendReset = async () => {
    const username = form.values.username.trim();
    if (!username) {
      setDialog({ tone: 'error', title: t('login.resetTitle'), text: t('error.missingEmail') });
      return;
    }
    try {
      await requestReset.mutateAsync({ username, lang });
      setDialog({ tone: 'success', title: t('login.resetTitle'), text: t('label.password.newPasswordSent') });
    } catch (cause) {
      const text = bannerText(describeApiError(cause, 'label.password.newPasswordError'));
      setDialog({ tone: 'error', title: t('login.resetTitle'), text });
    }
  };

  return (
    <>
      <form onSubmit={submit} noValidate aria-label={t('login.title')}>
        <Stack gap="md">
          <ErrorBanner error={error} testId="login-error" />
          <TextInput
            {...field('username')}
            label={t('login.username')}
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            disabled={busy}
            data-testid="login-username"
          />
          <PasswordInput
            {...field('password')}
            label={t('login.password')}
            autoComplete="current-password"
            required
            disabled={busy}
            data-testid="login-password"
          />
          <CaptchaOnDemand captcha={captcha} lang={lang} disabled={busy} />
          <Group justify="flex-end" mt={-6}>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={sendReset}
              disabled={resetBusy || busy}
              data-testid="reset-password"
            >
              {t('login.forgotPassword')}
            </Anchor>
          </Group>
          <Group gap="sm" mt="xs">
            <Button
              type="submit"
              disabled={!valid || (captcha.needed && !captcha.consented)}
              loading={busy}
              leftSection={<IconLogin2 size={18} aria-hidden />}
              data-testid="login-submit"
            >
              {t('login.submit')}
            </Button>
            <Button component={Link} to={`/${lang}/home`} variant="default" data-testid="login-cancel">
              {t('login.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
      <MessageDialog message={dialog} onClose={() => setDialog(null)} testId="reset-dialog" />
    </>
  );
}
