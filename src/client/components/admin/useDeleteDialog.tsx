import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDeleteEntry } from '../../data/admin-entity';
import { useErrorMessage } from '../feedback/ErrorState';

/** Options of {@link useDeleteDialog}. */
export interface DeleteDialogOptions<T> {
  /** The dialog's sentence, naming the entry. */
  text: (entry: T) => string;
  /** Label of the button that keeps the entry. */
  cancelLabel: string;
  /** Test ID of the confirming button, if the journeys need one. */
  confirmTestId?: string;
  /** Deletes the entry on the server. */
  remove: (entry: T) => Promise<unknown>;
  /** The entry's name in the 'deleted' notification. */
  deletedName: (entry: T) => string;
  /** Refetches what shows the entity after a change. */
  afterChange: (queryClient: QueryClient) => Promise<void>;
}

/**
 * Delete from an admin table whose editor is a modal: asks with the entity's own sentence, then deletes
 * (useDeleteEntry, which refetches) and notifies; a failure shows the server's message. Returns the
 * function to call per row.
 */
export function useDeleteDialog<T>(options: DeleteDialogOptions<T>) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const deletion = useDeleteEntry({ remove: options.remove, afterChange: options.afterChange });
  return (entry: T) =>
    modals.openConfirmModal({
      title: t('admin.common.confirmDeleteTitle'),
      children: <Text size="sm">{options.text(entry)}</Text>,
      labels: { confirm: t('admin.common.delete'), cancel: options.cancelLabel },
      confirmProps: { color: 'red', 'data-testid': options.confirmTestId } as Record<string, unknown>,
      // mutateAsync: each of several deletions confirmed quickly one after another reports its own outcome.
      onConfirm: () =>
        deletion.mutateAsync(entry).then(
          () => {
            notifications.show({
              color: 'petrol',
              message: `${t('admin.common.deleted')}: ${options.deletedName(entry)}`,
            });
          },
          (error) => {
            notifications.show({ color: 'red', title: t('admin.common.saveFailed'), message: errorMessage(error) });
          },
        ),
    });
}
