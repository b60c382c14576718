import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { twoFactorCodeSchema } from '../../../shared/schemas/two-factor';
import { ApiError } from '../../data/client';
import { useRenewRecoveryCodes, useTwoFactorDisable } from '../../data/two-factor';
import { useErrorText } from '../../hooks/useFormText';
import { describeApiError } from '../../lib/apiErrors';

/** Which confirmation the dialog asks for: new recovery codes (a code) or switching off (password and code). */
export type TwoFactorDialogKind = 'renew' | 'disable';

/**
 * The confirmation of a change to two-factor sign-in: a current code (from the app, or a recovery code),
 * and for switching off also the password. Errors show at the field they concern.
 */
export function TwoFactorDialog({
  kind,
  onClose,
  onRenewed,
  onDisabled,
}: {
  kind: TwoFactorDialogKind | null;
  onClose: () => void;
  onRenewed: (codes: string[]) => void;
  onDisabled: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const disableCall = useTwoFactorDisable();
  const renewCall = useRenewRecoveryCodes();
  const busy = disableCall.isPending || renewCall.isPending;
  const disable = kind === 'disable';

  const close = () => {
    setPassword('');
    setCode('');
    setErrors({});
    onClose();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = twoFactorCodeSchema.safeParse(code);
    const found = {
      password: disable && !password ? 'error.required' : undefined,
      code: parsed.success ? undefined : (parsed.error.issues[0]?.message ?? 'error.twoFactorCodeInvalid'),
    };
    if (found.password || found.code || !parsed.success) return setErrors(found);
    try {
      if (disable) {
        await disableCall.mutateAsync({ password, code: parsed.data });
        close();
        onDisabled();
      } else {
        const { recoveryCodes } = await renewCall.mutateAsync(parsed.data);
        close();
        onRenewed(recoveryCodes);
      }
    } catch (cause) {
      const apiCode = cause instanceof ApiError ? cause.code : null;
      if (apiCode === 'oldPasswordIncorrect') setErrors({ password: 'account.delete.wrongPassword' });
      else if (apiCode === 'twoFactorCodeInvalid') setErrors({ code: 'error.twoFactorCodeInvalid' });
      else {
        const described = describeApiError(cause, 'error.generic');
        setErrors({ code: described.key ?? described.raw });
      }
    }
  };

  const prefix = disable ? 'account.twoFactor.disableDialog' : 'account.twoFactor.renewDialog';
  return (
    <Modal
      opened={kind !== null}
      onClose={close}
      title={t(`${prefix}.title` as 'account.twoFactor.renewDialog.title')}
      padding="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text c="gray.8">{t(`${prefix}.text` as 'account.twoFactor.renewDialog.text')}</Text>
          {disable && (
            <PasswordInput
              label={t('account.twoFactor.setup.password')}
              value={password}
              onChange={(e) => {
                setPassword(e.currentTarget.value);
                setErrors((current) => ({ ...current, password: undefined }));
              }}
              error={errors.password ? errorText(errors.password) : undefined}
              autoComplete="current-password"
              required
              disabled={busy}
              data-autofocus
              data-testid="twofactor-dialog-password"
            />
          )}
          <TextInput
            label={t('account.twoFactor.code')}
            value={code}
            onChange={(e) => {
              setCode(e.currentTarget.value);
              setErrors((current) => ({ ...current, code: undefined }));
            }}
            error={errors.code ? errorText(errors.code) : undefined}
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={40}
            required
            readOnly={busy}
            data-autofocus={disable ? undefined : true}
            data-testid="twofactor-dialog-code"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              color={disable ? 'red' : undefined}
              loading={busy}
              data-testid="twofactor-dialog-confirm"
            >
              {t(`${prefix}.confirm` as 'account.twoFactor.renewDialog.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
