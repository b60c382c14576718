import { Alert, Anchor, Button, Group, Modal, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconBuildingEstate, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDeleteAccount } from '../../data/account';
import { ApiError } from '../../data/client';
import { eigeneObjekteQuery } from '../../data/queries';
import { useErrorText } from '../../hooks/useFormText';
import { useLang } from '../../hooks/useLang';
import { describeApiError } from '../../lib/apiErrors';
import { myPropertiesPath } from '../../lib/authPaths';

/**
 * Deleting the own account: irreversible, confirmed in a dialog with the password; logs out and goes home.
 * The dialog says what the server does with the user's listings: they stay in the portal in their status
 * and belong to no account any more (user/service.ts deleteAccount: owner set to null).
 */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  const errorText = useErrorText();
  const [opened, dialog] = useDisclosure(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Stays busy after success: the page is left for home.
  const busy = deleteAccount.isPending || deleteAccount.isSuccess;
  // How many listings the user has, asked once the dialog opens.
  const eigene = useQuery({ ...eigeneObjekteQuery, enabled: opened });
  const listings = eigene.data?.length;

  const close = () => {
    dialog.close();
    setPassword('');
    setError(null);
  };

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError('error.required');
      return;
    }
    try {
      await deleteAccount.mutateAsync(password);
      navigate(`/${lang}/home`, { replace: true });
      notifications.show({ message: t('account.delete.done'), color: 'petrol' });
    } catch (cause) {
      if (cause instanceof ApiError && cause.code === 'oldPasswordIncorrect') setError('account.delete.wrongPassword');
      else {
        const described = describeApiError(cause, 'error.generic');
        setError(described.key ?? described.raw);
      }
    }
  };

  return (
    <Paper
      withBorder
      p={{ base: 'lg', sm: 'xl' }}
      component="section"
      aria-labelledby="delete-title"
      style={{ borderColor: 'var(--mantine-color-red-3)' }}
    >
      <Title id="delete-title" order={2} size="h3" c="red.9" mb={4}>
        {t('account.delete.title')}
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        {t('account.delete.text')}
      </Text>
      <Button
        color="red"
        variant="outline"
        leftSection={<IconTrash size={18} aria-hidden />}
        onClick={dialog.open}
        data-testid="account-delete"
      >
        {t('account.delete.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('account.delete.confirmTitle')}
        padding="xl"
        closeButtonProps={{ 'aria-label': t('common.close') }}
        styles={{
          title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)', color: 'var(--mantine-color-red-9)' },
        }}
      >
        <form onSubmit={confirm} noValidate>
          <Stack gap="md">
            <Text c="gray.8">{t('account.delete.confirmText')}</Text>
            <Alert
              color="gold"
              variant="light"
              icon={<IconBuildingEstate size={20} aria-hidden />}
              title={
                listings === undefined
                  ? t('account.delete.listingsTitle')
                  : t('account.delete.listingsCount', { count: listings })
              }
              data-testid="delete-listings"
            >
              <Stack gap={6}>
                <Text size="sm">{t('account.delete.listingsText')}</Text>
                {listings !== 0 && (
                  <Anchor component={Link} to={myPropertiesPath(lang)} size="sm" fw={600} onClick={close}>
                    {t('account.delete.listingsLink')}
                  </Anchor>
                )}
              </Stack>
            </Alert>
            <PasswordInput
              label={t('account.delete.password')}
              value={password}
              onChange={(e) => {
                setPassword(e.currentTarget.value);
                setError(null);
              }}
              error={error ? errorText(error) : undefined}
              autoComplete="current-password"
              required
              disabled={busy}
              data-autofocus
              data-testid="delete-password"
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={busy}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" color="red" loading={busy} data-testid="delete-confirm">
                {t('account.delete.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
