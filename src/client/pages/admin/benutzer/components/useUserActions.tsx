import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminUserRow } from '../../../../../shared/schemas/admin-user';
import { useErrorMessage } from '../../../../components/feedback/ErrorState';
import { ADMIN_BENUTZER_KEY, adminBenutzerApi } from '../../../../data/admin-benutzer';
import { useLang } from '../../../../hooks/useLang';
import { displayName } from './userText';

/**
 * Lock, unlock and 'send password reset' for one user, each confirmed in a dialog that says what will
 * happen, then reported as a notification; the list and the editor reload afterwards.
 */
export function useUserActions() {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notifications.show({ color: 'petrol', message: done });
      await queryClient.invalidateQueries({ queryKey: [ADMIN_BENUTZER_KEY] });
    } catch (error) {
      notifications.show({ color: 'red', title: t('admin.benutzer.actions.failed'), message: errorMessage(error) });
    }
  };

  const confirm = (options: {
    title: string;
    text: string;
    confirm: string;
    danger?: boolean;
    onConfirm: () => void;
  }) =>
    modals.openConfirmModal({
      title: options.title,
      centered: true,
      zIndex: 400,
      children: (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {options.text}
        </Text>
      ),
      labels: { confirm: options.confirm, cancel: t('common.cancel') },
      confirmProps: { color: options.danger ? 'red' : undefined, 'data-testid': 'user-action-confirm' } as Record<
        string,
        unknown
      >,
      onConfirm: options.onConfirm,
    });

  return {
    lock: (user: AdminUserRow) =>
      confirm({
        title: t('admin.benutzer.lock.title'),
        text: t('admin.benutzer.lock.text', { name: displayName(user) }),
        confirm: t('admin.benutzer.lock.confirm'),
        danger: true,
        onConfirm: () =>
          void run(
            () => adminBenutzerApi.setLocked(user.id, true),
            t('admin.benutzer.lock.done', { name: displayName(user) }),
          ),
      }),
    unlock: (user: AdminUserRow) =>
      void run(
        () => adminBenutzerApi.setLocked(user.id, false),
        t('admin.benutzer.unlock.done', { name: displayName(user) }),
      ),
    sendPasswordReset: (user: AdminUserRow) =>
      confirm({
        title: t('admin.benutzer.reset.title'),
        text: t('admin.benutzer.reset.text', { email: user.email }),
        confirm: t('admin.benutzer.reset.confirm'),
        onConfirm: () =>
          void run(
            () => adminBenutzerApi.sendPasswordReset(user.id, lang),
            t('admin.benutzer.reset.done', { email: user.email }),
          ),
      }),
  };
}
