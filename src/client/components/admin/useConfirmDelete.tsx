import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';

/**
 * Asks 'Wirklich löschen?' naming the entry, and runs `onConfirm` only on confirmation. Deleting in the
 * admin editors cannot be undone, so it always goes through this dialog.
 */
export function useConfirmDelete() {
  const { t } = useTranslation();
  return ({ name, onConfirm }: { name: string; onConfirm: () => void | Promise<void> }) =>
    modals.openConfirmModal({
      title: t('admin.common.confirmDeleteTitle'),
      centered: true,
      children: (
        <>
          <Text fw={700} mb={4} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text size="sm">{t('admin.common.confirmDeleteText')}</Text>
        </>
      ),
      labels: { confirm: t('admin.common.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete' } as Record<string, unknown>,
      cancelProps: { 'data-testid': 'cancel-delete' } as Record<string, unknown>,
      onConfirm: () => void onConfirm(),
    });
}
