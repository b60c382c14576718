import { Alert, Box, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordResetConfirmSchema } from '../../../shared/schemas/auth';
import { PasswordStrengthMeter } from '../../components/auth/PasswordStrengthMeter';
import { useConfirmPasswordReset } from '../../data/account';
import { useFieldProps } from '../../hooks/useFormText';
import { describeApiError, fieldErrors } from '../../lib/apiErrors';
import { type BannerError, ErrorBanner } from './ErrorBanner';

const resolve = schemaResolver(passwordResetConfirmSchema, { sync: true });

/**
 * The 'set new password' form behind the reset mail's link (/{lang}/login?reset=<token>).
 * Success hands back to the login; an invalid link offers to request a new one.
 */
export function NewPasswordForm({
  token,
  onDone,
  onRequestNew,
}: {
  token: string;
  onDone: () => void;
  onRequestNew: () => void;
}) {
  const { t } = useTranslation();
  const confirmReset = useConfirmPasswordReset();
  // Stays busy after success: the login takes over.
  const busy = confirmReset.isPending || confirmReset.isSuccess;
  const [error, setError] = useState<BannerError | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { passwort: '', passwortWiederholung: '' },
    // A malformed token is the server's to refuse (tokenInvalid), not a field error.
    validate: (values) => {
      const { token: _token, ...errors } = resolve({ ...values, token });
      return errors;
    },
  });
  const field = useFieldProps(form);

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      await confirmReset.mutateAsync({ ...values, token });
      onDone();
    } catch (cause) {
      const fields = fieldErrors(cause);
      if (fields && !fields.token) form.setErrors(fields);
      else setError(describeApiError(cause, 'label.password.newPasswordError'));
    }
  });

  const linkInvalid = error?.key === 'error.tokenInvalid';
  return (
    <form onSubmit={submit} noValidate aria-label={t('login.newPassword.title')}>
      <Stack gap="md">
        <Text c="gray.8">{t('login.newPassword.lead')}</Text>
        {linkInvalid ? (
          <Alert color="red" variant="light" role="alert" data-testid="new-password-error">
            <Text size="sm" mb="sm">
              {t('error.tokenInvalid')}
            </Text>
            <Button size="xs" variant="white" color="red" onClick={onRequestNew}>
              {t('login.newPassword.requestNew')}
            </Button>
          </Alert>
        ) : (
          <ErrorBanner error={error} testId="new-password-error" />
        )}
        <Box>
          <PasswordInput
            {...field('passwort')}
            label={t('login.newPassword.password')}
            description={t('label.password.hint')}
            autoComplete="new-password"
            required
            disabled={busy}
            data-testid="new-password"
          />
          <PasswordStrengthMeter password={form.values.passwort} />
        </Box>
        <PasswordInput
          {...field('passwortWiederholung')}
          label={t('login.newPassword.repeat')}
          autoComplete="new-password"
          required
          disabled={busy}
          data-testid="new-password-repeat"
        />
        <Group gap="sm" mt="xs">
          <Button
            type="submit"
            loading={busy}
            leftSection={<IconKey size={18} aria-hidden />}
            data-testid="new-password-submit"
          >
            {t('login.newPassword.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
