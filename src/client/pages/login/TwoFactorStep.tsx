import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { twoFactorCodeSchema } from '../../../shared/schemas/two-factor';
import type { Userdata } from '../../../shared/schemas/user';
import { useLoginCode } from '../../data/account';
import { ApiError } from '../../data/client';
import { useErrorText } from '../../hooks/useFormText';
import { describeApiError } from '../../lib/apiErrors';
import { type BannerError, ErrorBanner } from './ErrorBanner';

/**
 * The login's second step for an account with two-factor sign-in: the 6-digit code of the
 * authenticator app (the browser may fill it: autocomplete one-time-code), or a recovery code instead.
 * A wrong code shows at the field; an expired step (5 minutes) leads back to the password.
 */
export function TwoFactorStep({ onDone, onRestart }: { onDone: (user: Userdata) => void; onRestart: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const input = useRef<HTMLInputElement>(null);
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [banner, setBanner] = useState<BannerError | null>(null);
  const [expired, setExpired] = useState(false);
  const loginCode = useLoginCode();
  // Stays busy after success: the login moves on.
  const busy = loginCode.isPending || loginCode.isSuccess;

  // The password form is gone: the code field takes the focus, so keyboard and screen reader follow.
  useEffect(() => input.current?.focus(), []);

  const retry = (key: string) => {
    setFieldError(key);
    setCode('');
    input.current?.focus();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBanner(null);
    const parsed = twoFactorCodeSchema.safeParse(code);
    if (!parsed.success) {
      retry(parsed.error.issues[0]?.message ?? 'error.twoFactorCodeInvalid');
      return;
    }
    try {
      onDone(await loginCode.mutateAsync(parsed.data));
    } catch (cause) {
      if (cause instanceof ApiError && cause.code === 'twoFactorCodeInvalid') retry('error.twoFactorCodeInvalid');
      else {
        setExpired(cause instanceof ApiError && cause.code === 'twoFactorExpired');
        setBanner(describeApiError(cause, 'error.generic'));
      }
    }
  };

  const switchMode = () => {
    setRecovery(!recovery);
    setCode('');
    setFieldError(null);
    input.current?.focus();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('login.twoFactor.title')} data-testid="login-code-form">
      <Stack gap="md">
        <ErrorBanner error={banner} testId="login-code-error" />
        <Text c="gray.7">{recovery ? t('login.twoFactor.introRecovery') : t('login.twoFactor.intro')}</Text>
        <TextInput
          ref={input}
          // A new field per kind, so the browser's one-time-code fill never lands in the recovery field.
          key={recovery ? 'recovery' : 'totp'}
          label={recovery ? t('login.twoFactor.recoveryCode') : t('login.twoFactor.code')}
          description={recovery ? t('login.twoFactor.recoveryHint') : t('login.twoFactor.codeHint')}
          value={code}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            setFieldError(null);
          }}
          error={fieldError ? errorText(fieldError) : undefined}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize="off"
          spellCheck={false}
          maxLength={recovery ? 40 : 12}
          required
          // Read-only, not disabled, while checking: a disabled field would lose the keyboard focus.
          readOnly={busy}
          disabled={expired}
          data-testid="login-code"
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor component="button" type="button" size="sm" onClick={switchMode} data-testid="login-code-mode">
            {recovery ? t('login.twoFactor.useApp') : t('login.twoFactor.useRecovery')}
          </Anchor>
        </Group>
        <Group gap="sm" mt="xs">
          {!expired && (
            <Button
              type="submit"
              loading={busy}
              leftSection={<IconShieldCheck size={18} aria-hidden />}
              data-testid="login-code-submit"
            >
              {t('login.twoFactor.submit')}
            </Button>
          )}
          <Button
            variant={expired ? 'filled' : 'default'}
            onClick={onRestart}
            disabled={busy}
            data-testid="login-code-restart"
          >
            {t('login.twoFactor.restart')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
