import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { AdminUserRow, UserBulkAction } from '../../../../../shared/schemas/admin-user';
import { useErrorMessage } from '../../../../components/feedback/ErrorState';
import { useSendPasswordReset, useSetUserLocked, useUserBulk } from '../../../../data/admin-benutzer';
import { ApiError } from '../../../../data/client';
import { useLang } from '../../../../hooks/useLang';
import { displayName } from './userText';

/**
 * Lock, unlock and 'send password reset' for one user, each confirmed in a dialog that says what will
 * happen, then reported as a notification; the hooks reload the list and the editor.
 */
export function useUserActions() {
  const { t } = useTranslation();
  const lang = useLang();
  const errorMessage = useErrorMessage();
  const bulk = useUserBulk();
  const setLocked = useSetUserLocked();
  const passwordReset = useSendPasswordReset();

  /** Runs a write, then reports `done` (or what it answered); a refusal names the refused users. */
  const run = async <T,>(
    work: () => Promise<T>,
    done: string | ((result: T) => string),
    names: ReadonlyMap<string, string> = new Map(),
  ) => {
    try {
      const result = await work();
      notifications.show({ color: 'petrol', message: typeof done === 'string' ? done : done(result) });
      return true;
    } catch (error) {
      const refused = error instanceof ApiError && error.fields ? Object.keys(error.fields) : [];
      const list = refused.map((id) => names.get(id) ?? id).join(', ');
      notifications.show({
        color: 'red',
        title: t('admin.benutzer.actions.failed'),
        message:
          refused.length > 0
            ? `${errorMessage(error)} ${t('admin.benutzer.bulk.refused', { list })}`
            : errorMessage(error),
      });
      return false;
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
    /**
     * Locks, unlocks or verifies the selected users after a confirmation that names the count; the
     * server changes all of them or none. `onDone` runs after a success (the page clears its selection).
     */
    bulk: (users: readonly AdminUserRow[], aktion: UserBulkAction, onDone: () => void) =>
      confirm({
        title: t(`admin.benutzer.bulk.title.${aktion}`, { count: users.length }),
        text: `${t(`admin.benutzer.bulk.text.${aktion}`)} ${t('admin.benutzer.bulk.all')}`,
        confirm: t(`admin.benutzer.bulk.${aktion}`),
        danger: aktion === 'lock',
        onConfirm: () =>
          void run(
            () => bulk.mutateAsync({ aktion, ids: users.map((u) => u.id) }),
            ({ anzahl }) =>
              anzahl === users.length
                ? t('admin.benutzer.bulk.doneAll', { count: anzahl })
                : t('admin.benutzer.bulk.done', { count: anzahl, selected: users.length }),
            new Map(users.map((u) => [String(u.id), displayName(u)])),
          ).then((ok) => ok && onDone()),
      }),
    lock: (user: AdminUserRow) =>
      confirm({
        title: t('admin.benutzer.lock.title'),
        text: t('admin.benutzer.lock.text', { name: displayName(user) }),
        confirm: t('admin.benutzer.lock.confirm'),
        danger: true,
        onConfirm: () =>
          void run(
            () => setLocked.mutateAsync({ id: user.id, locked: true }),
            t('admin.benutzer.lock.done', { name: displayName(user) }),
          ),
      }),
    unlock: (user: AdminUserRow) =>
      void run(
        () => setLocked.mutateAsync({ id: user.id, locked: false }),
        t('admin.benutzer.unlock.done', { name: displayName(user) }),
      ),
    sendPasswordReset: (user: AdminUserRow) =>
      confirm({
        title: t('admin.benutzer.reset.title'),
        text: t('admin.benutzer.reset.text', { email: user.email }),
        confirm: t('admin.benutzer.reset.confirm'),
        onConfirm: () =>
          void run(
            () => passwordReset.mutateAsync({ id: user.id, lang }),
            t('admin.benutzer.reset.done', { email: user.email }),
          ),
      }),
  };
}
