import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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
 * Delete from an admin table whose editor is a modal: asks with the entity's own sentence, then deletes,
 * notifies and refetches; a failure shows the server's message. Returns the function to call per row.
 */
export function useDeleteDialog<T>(options: DeleteDialogOptions<T>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  return (entry: T) =>
    modals.openConfirmModal({
      title: t('admin.common.confirmDeleteTitle'),
      children: <Text size="sm">{options.text(entry)}</Text>,
      labels: { confirm: t('admin.common.delete'), cancel: options.cancelLabel },
      confirmProps: { color: 'red', 'data-testid': options.confirmTestId } as Record<string, unknown>,
      onConfirm: async () => {
        try {
          await options.remove(entry);
          notifications.show({
            color: 'petrol',
            message: `${t('admin.common.deleted')}: ${options.deletedName(entry)}`,
          });
          await options.afterChange(queryClient);
        } catch (error) {
          notifications.show({ color: 'red', title: t('admin.common.saveFailed'), message: errorMessage(error) });
        }
      },
    });
}
