import { Box, Button, Code, CopyButton, Group, Image, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconShieldLock } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TwoFactorSetup as Setup, twoFactorCodeSchema } from '../../../shared/schemas/two-factor';
import { ApiError } from '../../data/client';
import { useTwoFactorConfirm, useTwoFactorSetup } from '../../data/two-factor';
import { useErrorText } from '../../hooks/useFormText';
import { describeApiError } from '../../lib/apiErrors';
import { type BannerError, ErrorBanner } from '../login/ErrorBanner';

/** The secret in groups of four, as authenticator apps show and take it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Setting up (or replacing) two-factor sign-in: the password, then the QR code (and the key to type
 * in by hand), then a code from the app, which switches it on and answers the recovery codes.
 */
export function TwoFactorSetup({
  onCancel,
  onEnabled,
}: {
  onCancel: () => void;
  onEnabled: (codes: string[]) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [banner, setBanner] = useState<BannerError | null>(null);
  const setupCall = useTwoFactorSetup();
  const confirmCall = useTwoFactorConfirm();
  // Stays busy once switched on: the recovery codes take over.
  const busy = setupCall.isPending || confirmCall.isPending || confirmCall.isSuccess;
  const passwordInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  // Each step starts at its field.
  useEffect(() => (setup ? codeInput : passwordInput).current?.focus(), [setup]);

  const fail = (cause: unknown, field: string | null) => {
    if (field) setFieldError(field);
    else setBanner(describeApiError(cause, 'error.generic'));
  };

  const start = async (event: React.FormEvent) => {
    event.preventDefault();
    setBanner(null);
    if (!password) return setFieldError('error.required');
    try {
      setSetup(await setupCall.mutateAsync(password));
      setFieldError(null);
    } catch (cause) {
      const wrong = cause instanceof ApiError && cause.code === 'oldPasswordIncorrect';
      fail(cause, wrong ? 'account.delete.wrongPassword' : null);
    }
  };

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    setBanner(null);
    const parsed = twoFactorCodeSchema.safeParse(code);
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message ?? 'error.twoFactorCodeInvalid');
    try {
      const { recoveryCodes } = await confirmCall.mutateAsync(parsed.data);
      onEnabled(recoveryCodes);
    } catch (cause) {
      const wrong = cause instanceof ApiError && cause.code === 'twoFactorCodeInvalid';
      fail(cause, wrong ? 'error.twoFactorCodeInvalid' : null);
      if (wrong) setCode('');
    }
  };

  const cancel = (
    <Button variant="default" onClick={onCancel} disabled={busy} data-testid="twofactor-cancel">
      {t('common.cancel')}
    </Button>
  );

  if (!setup) {
    return (
      <form onSubmit={start} noValidate data-testid="twofactor-setup-password">
        <Stack gap="sm">
          <ErrorBanner error={banner} testId="twofactor-setup-error" />
          <Text size="sm">{t('account.twoFactor.setup.passwordLead')}</Text>
          <PasswordInput
            ref={passwordInput}
            label={t('account.twoFactor.setup.password')}
            value={password}
            onChange={(e) => {
              setPassword(e.currentTarget.value);
              setFieldError(null);
            }}
            error={fieldError ? errorText(fieldError) : undefined}
            autoComplete="current-password"
            required
            disabled={busy}
            data-testid="twofactor-password"
          />
          <Group gap="sm">
            <Button type="submit" loading={busy} data-testid="twofactor-password-submit">
              {t('account.twoFactor.setup.continue')}
            </Button>
            {cancel}
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <form onSubmit={confirm} noValidate data-testid="twofactor-setup-code">
      <Stack gap="sm">
        <ErrorBanner error={banner} testId="twofactor-setup-error" />
        <Text size="sm">{t('account.twoFactor.setup.scan')}</Text>
        <Box bg="white" p={4} w={208} style={{ border: '1px solid var(--mantine-color-gray-3)' }}>
          <Image
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
            alt={t('account.twoFactor.setup.qrAlt')}
            w={198}
            h={198}
            data-testid="twofactor-qr"
          />
        </Box>
        <Text size="sm">{t('account.twoFactor.setup.manual')}</Text>
        <Group gap="xs" align="flex-start">
          <Code fz="sm" style={{ wordBreak: 'break-all' }} data-testid="twofactor-secret">
            {grouped(setup.secret)}
          </Code>
          <CopyButton value={setup.secret}>
            {({ copied, copy }) => (
              <Button
                size="compact-sm"
                variant="light"
                onClick={copy}
                leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
              >
                {copied ? t('account.twoFactor.codes.copied') : t('account.twoFactor.setup.copyKey')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm">{t('account.twoFactor.setup.enterCode')}</Text>
        <TextInput
          ref={codeInput}
          label={t('account.twoFactor.setup.code')}
          description={t('login.twoFactor.codeHint')}
          value={code}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            setFieldError(null);
          }}
          error={fieldError ? errorText(fieldError) : undefined}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={12}
          required
          readOnly={busy}
          data-testid="twofactor-code"
        />
        <Group gap="sm">
          <Button
            type="submit"
            loading={busy}
            leftSection={<IconShieldLock size={18} aria-hidden />}
            data-testid="twofactor-confirm"
          >
            {t('account.twoFactor.setup.confirm')}
          </Button>
          {cancel}
        </Group>
      </Stack>
    </form>
  );
}
