import { Anchor, Box, Button, Checkbox, Fieldset, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { registerBodySchema } from '../../../shared/schemas/auth';
import { type DialogMessage, MessageDialog } from '../../components/auth/MessageDialog';
import { PasswordStrengthMeter } from '../../components/auth/PasswordStrengthMeter';
import { CookieSettingsModal } from '../../components/layout/CookieSettingsModal';
import { useOverlay } from '../../components/overlay/OverlayProvider';
import { useRegister } from '../../data/account';
import { ApiError } from '../../data/client';
import { useErrorText, useFieldProps } from '../../hooks/useFormText';
import { useLang } from '../../hooks/useLang';
import { describeApiError, fieldErrors } from '../../lib/apiErrors';
import { useCookieConsent } from '../../lib/consent';
import { AltchaCaptcha } from './AltchaCaptcha';
import { type BannerError, ErrorBanner } from './ErrorBanner';

interface RegisterValues {
  email: string;
  passwort: string;
  passwortWiederholung: string;
  agb: boolean;
  newsletter: boolean;
}

const resolve = schemaResolver(registerBodySchema, { sync: true });

/**
 * Spec 2/5 registration: e-mail, password with strength meter, repeat, terms (required), newsletter
 * (optional) and the captcha. Until cookies are accepted the consent prompt replaces the captcha and
 * registering is disabled. An unverified captcha flags its area and nothing is sent. Every field is
 * disabled while the call runs. Success and failure end in the dialogs of spec 8. `next` travels with the
 * verification link, so the login after verifying goes on there.
 */
export function RegisterForm({ next = null }: { next?: string | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const openOverlay = useOverlay();
  const consented = useCookieConsent() === 'accepted';
  const [cookieSettings, cookieSettingsModal] = useDisclosure(false);
  const [payload, setPayload] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const register = useRegister();
  const busy = register.isPending;
  const [error, setError] = useState<BannerError | null>(null);
  const [dialog, setDialog] = useState<(DialogMessage & { done: boolean }) | null>(null);
  const errorText = useErrorText();

  const form = useForm<RegisterValues>({
    mode: 'controlled',
    initialValues: { email: '', passwort: '', passwortWiederholung: '', agb: false, newsletter: false },
    // The captcha is checked apart from the fields (it flags its own area).
    validate: (values) => {
      const { captcha: _captcha, ...errors } = resolve({ ...values, captcha: 'checked-separately', lang });
      return errors;
    },
  });
  const field = useFieldProps(form);

  const onPayload = (next: string | null) => {
    setPayload(next);
    if (next) setCaptchaError(null);
  };

  /** A challenge is single-use: after any answer of the server the widget starts afresh. */
  const renewCaptcha = () => {
    setPayload(null);
    setResetKey((k) => k + 1);
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!consented || busy) return;
    const { hasErrors } = form.validate();
    if (!payload) setCaptchaError('error.captcha');
    if (hasErrors || !payload) return;
    setError(null);
    try {
      // The verification link leads back to `next` after login (e.g. the listing that asked for it).
      await register.mutateAsync({ ...form.values, captcha: payload, lang, ...(next ? { next } : {}) });
      setDialog({ tone: 'success', title: t('register.successTitle'), text: t('register.successText'), done: true });
    } catch (cause) {
      renewCaptcha();
      const fields = fieldErrors(cause);
      if (cause instanceof ApiError && cause.code === 'registrationFailed') {
        setDialog({ tone: 'error', title: t('register.failureTitle'), text: t('register.failureText'), done: false });
      } else if (cause instanceof ApiError && cause.code === 'captchaInvalid') {
        setCaptchaError('error.captchaInvalid');
      } else if (fields) {
        const { captcha, ...rest } = fields;
        form.setErrors(rest);
        if (captcha) setCaptchaError(captcha);
      } else {
        setError(describeApiError(cause, 'error.generic'));
      }
    }
  };

  const closeDialog = () => {
    const done = dialog?.done;
    setDialog(null);
    // Spec 2: a successful registration goes home.
    if (done) navigate(`/${lang}/home`);
  };

  const termsLabel = (
    <>
      {t('register.termsBefore')}
      <Anchor
        component="button"
        type="button"
        inherit
        onClick={(e: React.MouseEvent) => {
          e.preventDefault();
          openOverlay('terms');
        }}
        aria-haspopup="dialog"
      >
        {t('register.termsLink')}
      </Anchor>
      {t('register.termsAfter')}
    </>
  );

  return (
    <>
      <form onSubmit={submit} noValidate aria-label={t('register.title')}>
        <Fieldset variant="unstyled" disabled={busy}>
          <Stack gap="md">
            <ErrorBanner error={error} testId="register-error" />
            <TextInput
              {...field('email')}
              label={t('register.email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              data-testid="register-email"
            />
            <Box>
              <PasswordInput
                {...field('passwort')}
                label={t('register.password')}
                description={t('label.password.hint')}
                autoComplete="new-password"
                required
                aria-describedby="register-strength"
                data-testid="register-password"
              />
              <PasswordStrengthMeter password={form.values.passwort} id="register-strength" />
            </Box>
            <PasswordInput
              {...field('passwortWiederholung')}
              label={t('register.repeat')}
              autoComplete="new-password"
              required
              data-testid="register-repeat"
            />
            <Checkbox
              {...field('agb', { type: 'checkbox' })}
              label={termsLabel}
              required
              data-testid="register-terms"
            />
            <Checkbox
              {...field('newsletter', { type: 'checkbox' })}
              label={t('register.newsletter')}
              data-testid="register-newsletter"
            />
            <AltchaCaptcha
              lang={lang}
              consented={consented}
              invalid={captchaError !== null}
              errorText={captchaError ? String(errorText(captchaError)) : undefined}
              disabled={busy}
              resetKey={resetKey}
              onPayload={onPayload}
              onOpenCookieSettings={cookieSettingsModal.open}
            />
            <Group gap="sm" mt="xs">
              <Button
                type="submit"
                disabled={!consented}
                loading={busy}
                leftSection={<IconUserPlus size={18} aria-hidden />}
                data-testid="register-submit"
              >
                {t('register.submit')}
              </Button>
              <Button component={Link} to={`/${lang}/home`} variant="default" data-testid="register-cancel">
                {t('login.cancel')}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
      </form>
      <MessageDialog message={dialog} onClose={closeDialog} testId="register-dialog" />
      <CookieSettingsModal opened={cookieSettings} onClose={cookieSettingsModal.close} />
    </>
  );
}
