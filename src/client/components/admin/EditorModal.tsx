import { Modal } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../../lib/apiErrors';
import { useErrorMessage } from '../feedback/ErrorState';

/** Options of {@link useModalEditor}. */
export interface ModalEditorOptions<Values, Saved> {
  form: UseFormReturnType<Values>;
  /** Creates or updates the entry on the server. */
  save: (values: Values) => Promise<Saved>;
  /** The saved entry's name in the 'saved' notification. */
  savedName: (saved: Saved) => string;
  /** Refetches what shows the entity after a change. */
  afterChange: (queryClient: QueryClient) => Promise<void>;
  onClose: () => void;
  /** Test ID of the 'discard changes' button, if the journeys need one. */
  discardTestId?: string;
}

/**
 * The behaviour of an admin editor in a modal: `submit` saves, notifies, refetches and closes (or shows
 * the server's field errors); `close` asks first when there are unsaved changes (spec 2 'Zurück ohne
 * Speichern?') and does nothing while saving.
 */
export function useModalEditor<Values, Saved>(options: ModalEditorOptions<Values, Saved>) {
  const { form, onClose } = options;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  // The save is a mutation: busy until the entity's data (afterChange, from its file in data/) reloaded.
  const saving = useMutation({
    mutationFn: options.save,
    onSuccess: async (saved) => {
      notifications.show({ color: 'petrol', message: `${t('admin.common.saved')}: ${options.savedName(saved)}` });
      await options.afterChange(queryClient);
    },
  });
  const busy = saving.isPending;

  const close = () => {
    if (busy) return;
    if (!form.isDirty()) return onClose();
    modals.openConfirmModal({
      title: t('objekt.editor.leaveTitle'),
      children: t('objekt.editor.leaveText'),
      labels: { confirm: t('objekt.editor.leaveDiscard'), cancel: t('objekt.editor.leaveStay') },
      confirmProps: { color: 'red', 'data-testid': options.discardTestId } as Record<string, unknown>,
      onConfirm: onClose,
    });
  };

  const submit = form.onSubmit(async (values) => {
    try {
      await saving.mutateAsync(values);
      onClose();
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields) form.setErrors(fields);
      notifications.show({ color: 'red', title: t('admin.common.saveFailed'), message: errorMessage(error) });
    }
  });

  return { busy, close, submit };
}

/** The modal around an admin editor: bold title, full screen on narrow screens. */
export function EditorModal({
  title,
  size,
  onClose,
  children,
  'data-testid': testId,
}: {
  title: string;
  size: string;
  /** Called on the close button, Escape and a click outside. */
  onClose: () => void;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size={size}
      fullScreen={narrow}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      data-testid={testId}
    >
      {children}
    </Modal>
  );
}
