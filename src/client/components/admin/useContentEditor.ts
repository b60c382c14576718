import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteEntry } from '../../data/admin-entity';
import { fieldErrors } from '../../lib/apiErrors';
import { useErrorMessage } from '../feedback/ErrorState';
import { scrollToFirstError } from './ContentEditorFrame';
import { fieldErrorsOf } from './formErrors';
import { useConfirmDelete } from './useConfirmDelete';

/** Options of {@link useContentEditor}. */
export interface ContentEditorOptions<T extends { id: number }, Values, Input> {
  form: UseFormReturnType<Values>;
  /** The stored entry, or null for a new one. */
  entry: T | null;
  /** The form's values as the API's input (parsed with the shared schema). */
  inputOf: (values: Values) => Input;
  /** The form's values for a stored entry. */
  valuesOf: (saved: T) => Values;
  api: {
    create: (input: Input) => Promise<T>;
    update: (id: number, input: Input) => Promise<T>;
    remove: (id: number) => Promise<unknown>;
  };
  /** Refetches what shows the entity after a change; `saved` primes the editor's own query. */
  afterChange: (queryClient: QueryClient, saved?: T) => Promise<void>;
  /** The editor's query of an entry, dropped after a delete. */
  detailKey: (id: number) => QueryKey;
  /** The entry's name in the delete confirmation. */
  nameOf: (entry: T) => string;
  /** The list the editor returns to after a delete. */
  listPath: string;
  /** The editor of a newly created entry. */
  editPath: (id: number) => string;
  /** Translated messages: form invalid, entry created, delete failed. */
  texts: { invalid: string; created: string; deleteFailed: string };
}

/**
 * Saving and deleting in the routed content editors (glossary, funding matrix): validates, saves, makes the
 * stored (sanitised) state the form's clean state and moves a new entry to its id; deletes after a
 * confirmation and returns to the list. `leaving` tells the unsaved-changes guard to let these moves pass.
 */
export function useContentEditor<T extends { id: number }, Values, Input>(
  options: ContentEditorOptions<T, Values, Input>,
) {
  const { form, entry, api, texts } = options;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const confirmDelete = useConfirmDelete();
  // The save is a mutation; what reloads after it is the entity's afterChange (its file in data/).
  const saveMutation = useMutation({
    mutationFn: (input: Input) => (entry ? api.update(entry.id, input) : api.create(input)),
    onSuccess: (saved) => void options.afterChange(queryClient, saved),
  });
  const saving = saveMutation.isPending;
  const deletion = useDeleteEntry({
    remove: api.remove,
    afterChange: options.afterChange,
    detailKey: options.detailKey,
  });
  const leaving = useRef(false);

  const failed = (message: string, invalid: boolean) => {
    notifications.show({ color: 'red', title: t('admin.common.saveFailed'), message });
    if (invalid) scrollToFirstError();
  };

  const save = async () => {
    if (form.validate().hasErrors) return failed(texts.invalid, true);
    try {
      const saved = await saveMutation.mutateAsync(options.inputOf(form.getValues()));
      // The stored (sanitised) state becomes the new clean state of the form.
      const values = options.valuesOf(saved);
      form.setValues(values);
      form.resetDirty(values);
      notifications.show({ color: 'petrol', message: entry ? t('admin.common.saved') : texts.created });
      if (!entry) {
        leaving.current = true;
        navigate(options.editPath(saved.id), { replace: true });
      }
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields) form.setErrors(fieldErrorsOf(fields));
      failed(fields ? texts.invalid : errorMessage(error), Boolean(fields));
    }
  };

  const remove = (target: T) =>
    confirmDelete({
      name: options.nameOf(target),
      onConfirm: () =>
        deletion.mutateAsync(target.id).then(
          () => {
            leaving.current = true;
            notifications.show({ color: 'petrol', message: t('admin.common.deleted') });
            navigate(options.listPath, { replace: true });
          },
          (error) => {
            notifications.show({ color: 'red', title: texts.deleteFailed, message: errorMessage(error) });
          },
        ),
    });

  return { saving, leaving, save, remove };
}
