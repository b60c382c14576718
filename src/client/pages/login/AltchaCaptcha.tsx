import 'altcha';
import { Box, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCookie, IconShieldCheck } from '@tabler/icons-react';
import { type CSSProperties, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CookieSettingsModal } from '../../components/layout/CookieSettingsModal';
import { useErrorText } from '../../hooks/useFormText';
import { setCookieConsent } from '../../lib/consent';
import classes from './AltchaCaptcha.module.css';
import type { CaptchaOnDemandState } from './useCaptchaOnDemand';

/** The challenge endpoint of the server (altcha-lib; single-use, expiring). */
const CHALLENGE_URL = '/api/captcha';

/** The widget's texts in the portal's words, registered for its `language` attribute. */
function useAltchaStrings(lang: string) {
  const { t } = useTranslation();
  const footer = `${t('register.altcha.protectedBy')} <a href="https://altcha.org/" target="_blank" rel="noopener" tabindex="-1" aria-label="${t('register.altcha.ariaLinkLabel')}">ALTCHA</a>`;
  const strings: Record<string, string> = {
    ariaLinkLabel: t('register.altcha.ariaLinkLabel'),
    cancel: t('common.cancel'),
    enterCode: t('register.altcha.enterCode'),
    enterCodeAria: t('register.altcha.enterCodeAria'),
    enterCodeFromImage: t('register.altcha.enterCodeFromImage'),
    error: t('register.altcha.error'),
    expired: t('register.altcha.expired'),
    footer,
    getAudioChallenge: t('register.altcha.getAudioChallenge'),
    label: t('register.altcha.label'),
    loading: t('register.altcha.loading'),
    reload: t('register.altcha.reload'),
    verify: t('register.altcha.verify'),
    verificationRequired: t('register.altcha.verificationRequired'),
    verified: t('register.altcha.verified'),
    verifying: t('register.altcha.verifying'),
    waitAlert: t('register.altcha.waitAlert'),
  };
  // Registered before the widget below mounts; the store is idempotent for equal texts.
  globalThis.$altcha?.i18n.set(lang, strings);
}

/** Theme of the widget in the portal's colours (CSS custom properties of ALTCHA v3). */
const WIDGET_STYLE = {
  '--altcha-max-width': '100%',
  '--altcha-border-radius': '10px',
  '--altcha-color-primary': 'var(--mantine-color-brand-7)',
  '--altcha-color-error': 'var(--mantine-color-red-7)',
  '--altcha-color-success': 'var(--mantine-color-petrol-7)',
} as CSSProperties;

interface StateChangeDetail {
  state?: string;
  payload?: string | null;
}

/**
 * The registration captcha (spec 2/5). Until functional cookies are accepted, the consent prompt
 * stands in its place. A verified widget reports its payload; anything else (expired, error, reset)
 * reports null. `invalid` flags the area in red with `errorText`. Changing `resetKey` mounts a fresh
 * widget (a used or refused challenge cannot be sent twice).
 */
export function AltchaCaptcha({
  lang,
  consented,
  invalid,
  errorText,
  disabled,
  resetKey,
  onPayload,
  onOpenCookieSettings,
}: {
  lang: string;
  consented: boolean;
  invalid: boolean;
  errorText?: string;
  disabled?: boolean;
  resetKey: number;
  onPayload: (payload: string | null) => void;
  onOpenCookieSettings: () => void;
}) {
  const { t } = useTranslation();
  useAltchaStrings(lang);
  const widget = useRef<HTMLElement>(null);
  const report = useRef(onPayload);
  report.current = onPayload;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new widget (resetKey, lang, consent) needs new listeners
  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<StateChangeDetail>).detail ?? {};
      report.current(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, [resetKey, lang, consented]);

  const errorId = 'captcha-error';
  return (
    <Box>
      <Text component="div" size="sm" fw={600} mb={6}>
        {t('register.captchaLabel')}
      </Text>
      {consented ? (
        <Box
          className={classes.area}
          data-invalid={invalid || undefined}
          data-disabled={disabled || undefined}
          aria-describedby={invalid ? errorId : undefined}
        >
          <altcha-widget
            key={`${lang}-${resetKey}`}
            ref={widget}
            challenge={CHALLENGE_URL}
            name="altcha"
            language={lang}
            style={WIDGET_STYLE}
            data-testid="altcha"
          />
        </Box>
      ) : (
        <Paper
          withBorder
          p="md"
          radius="md"
          className={classes.consent}
          data-invalid={invalid || undefined}
          data-testid="captcha-consent"
        >
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" color="gold" size={40} radius="xl" aria-hidden>
              <IconCookie size={22} />
            </ThemeIcon>
            <Stack gap={8}>
              <Text fw={700} size="sm" c="brand.9">
                {t('register.consentTitle')}
              </Text>
              <Text size="sm" c="gray.8">
                {t('register.consentText')}
              </Text>
              <Group gap="xs">
                <Button
                  size="xs"
                  leftSection={<IconShieldCheck size={16} aria-hidden />}
                  onClick={() => setCookieConsent(true)}
                  data-testid="cookie-accept"
                >
                  {t('register.acceptCookies')}
                </Button>
                <Button size="xs" variant="subtle" onClick={onOpenCookieSettings}>
                  {t('register.cookieSettings')}
                </Button>
              </Group>
            </Stack>
          </Group>
        </Paper>
      )}
      {invalid && errorText && (
        <Text id={errorId} size="sm" c="red.7" mt={6} role="alert" data-testid="captcha-error">
          {errorText}
        </Text>
      )}
    </Box>
  );
}

/**
 * The widget of a captcha the server asked for (useCaptchaOnDemand: a login after failures, an enquiry of a
 * new account), with its error in the page language and the cookie settings it may open.
 */
export function CaptchaOnDemand({
  captcha,
  lang,
  disabled,
}: {
  captcha: CaptchaOnDemandState;
  lang: string;
  disabled: boolean;
}) {
  const errorText = useErrorText();
  return (
    <>
      {captcha.needed && (
        <AltchaCaptcha
          lang={lang}
          consented={captcha.consented}
          invalid={captcha.error !== null}
          errorText={captcha.error ? String(errorText(captcha.error)) : undefined}
          disabled={disabled}
          resetKey={captcha.resetKey}
          onPayload={captcha.setPayload}
          onOpenCookieSettings={captcha.settings.open}
        />
      )}
      <CookieSettingsModal opened={captcha.settingsOpen} onClose={captcha.settings.close} />
    </>
  );
}
