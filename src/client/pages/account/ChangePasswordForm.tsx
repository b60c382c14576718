import { Alert, Box, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema } from '../../../shared/schemas/auth';
import { PasswordStrengthMeter } from '../../components/auth/PasswordStrengthMeter';
import { useChangePassword } from '../../data/account';
import { ApiError } from '../../data/client';
import { useFieldProps } from '../../hooks/useFormText';
import { describeApiError, fieldErrors } from '../../lib/apiErrors';
import { type BannerError, ErrorBanner } from '../login/ErrorBanner';

const resolve = schemaResolver(changePasswordSchema, { sync: true });

/** Spec 5: changing the password needs the old one ('old password incorrect'); other sessions end. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const changePassword = useChangePassword();
  const busy = changePassword.isPending;
  const [done, setDone] = useState(false);
  const [error, setError] = useState<BannerError | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { oldPassword: '', newPassword: '', newPasswordRepeat: '' },
    validate: resolve,
  });
  const field = useFieldProps(form);

  const submit = form.onSubmit(async (values) => {
    setError(null);
    setDone(false);
    try {
      await changePassword.mutateAsync(values);
      form.reset();
      setDone(true);
    } catch (cause) {
      if (cause instanceof ApiError && cause.code === 'oldPasswordIncorrect') {
        form.setFieldError('oldPassword', 'error.oldPasswordIncorrect');
      } else if (fieldErrors(cause)) {
        form.setErrors(fieldErrors(cause) ?? {});
      } else {
        setError(describeApiError(cause, 'error.savingFailed'));
      }
    }
  });

  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} component="section" aria-labelledby="password-title">
      <Title id="password-title" order={2} size="h3" c="brand.9" mb={4}>
        {t('account.password.title')}
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        {t('account.password.lead')}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {done && (
            <Alert color="petrol" variant="light" role="status" data-testid="password-changed">
              {t('account.password.changed')}
            </Alert>
          )}
          <ErrorBanner error={error} testId="password-error" />
          <PasswordInput
            {...field('oldPassword')}
            label={t('account.password.old')}
            autoComplete="current-password"
            required
            disabled={busy}
            data-testid="old-password"
          />
          <Box>
            <PasswordInput
              {...field('newPassword')}
              label={t('account.password.new')}
              autoComplete="new-password"
              required
              disabled={busy}
              data-testid="change-new-password"
            />
            <PasswordStrengthMeter password={form.values.newPassword} />
          </Box>
          <PasswordInput
            {...field('newPasswordRepeat')}
            label={t('account.password.repeat')}
            autoComplete="new-password"
            required
            disabled={busy}
            data-testid="change-new-password-repeat"
          />
          <Button
            type="submit"
            loading={busy}
            leftSection={<IconKey size={18} aria-hidden />}
            mt="xs"
            data-testid="change-password-submit"
          >
            {t('account.password.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
