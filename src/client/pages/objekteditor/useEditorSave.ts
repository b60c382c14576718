import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requiresComplete } from '../../../shared/domain/status';
import type { Objekt } from '../../../shared/schemas/objekt';
import { useErrorMessage } from '../../components/feedback/ErrorState';
import { ApiError } from '../../data/client';
import { objektApi, objektQuery } from '../../data/objekt';
import { useLang } from '../../hooks/useLang';
import { fieldErrors } from '../../lib/apiErrors';
import { forgetBestaetigung, hasBestaetigung } from './bestaetigung';
import { formErrorsOf, inputOf, type ObjektFormValues } from './formValues';
import { clearLocalDraft, keepLocalDraft } from './localDraft';
import { validateForm } from './validation';

/**
 * What the save badge says, truthfully: a save is running; the last save failed (input not stored);
 * there are unsaved changes; a new listing was never saved; everything is stored.
 */
export type SaveState = 'saving' | 'failed' | 'unsaved' | 'new' | 'saved';

/** How long typing may pause before the input is kept in the tab's storage. */
const KEEP_AFTER_MS = 400;

/**
 * The editor's saving: validation (draft rules for a listing in progress or draft, the complete rules
 * where its status needs them), the PUT with the owner's confirmation on creation, the honest save state,
 * and the local copy of unsaved input (localDraft.ts), kept while typing and cleared after a save.
 */
export function useEditorSave({
  id,
  objekt,
  isAdmin,
  form,
  onInvalid,
  keep,
}: {
  id: string;
  objekt: Objekt | null;
  isAdmin: boolean;
  form: UseFormReturnType<ObjektFormValues>;
  /** Field errors to show (the form already has them). */
  onInvalid: (errors: Record<string, string>) => void;
  /** Whether to keep unsaved input locally (not while an older kept copy waits for restore or discard). */
  keep: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const dirty = form.isDirty();
  const values = form.getValues();
  const complete = objekt !== null && requiresComplete(objekt.status);

  // Keep unsaved input in the tab, so a reload does not lose it.
  useEffect(() => {
    if (!dirty || !keep) return;
    const timer = setTimeout(() => keepLocalDraft(id, values), KEEP_AFTER_MS);
    return () => clearTimeout(timer);
  }, [id, values, dirty, keep]);

  /** Validates and saves; true when the listing is stored. */
  const save = async (): Promise<boolean> => {
    const current = form.getValues();
    const errors = validateForm(current, lang, complete);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) {
      setFailed(true);
      onInvalid(errors);
      return false;
    }
    setSaving(true);
    try {
      const creating = objekt === null;
      const saved = await objektApi.save(id, inputOf(current), creating && !isAdmin ? hasBestaetigung(id) : undefined);
      if (creating) forgetBestaetigung(id);
      queryClient.setQueryData(objektQuery(id).queryKey, saved);
      form.setInitialValues(current);
      form.resetDirty(current);
      clearLocalDraft(id);
      setFailed(false);
      // Lists and history, not this listing: its answer is in the cache, and a refetch racing with the
      // first uploads (which follow this save at once) would drop the images they add.
      const own = objektQuery(id).queryKey;
      void queryClient.invalidateQueries({
        queryKey: ['objekt'],
        refetchType: 'active',
        predicate: (query) => query.queryKey.join('/') !== own.join('/'),
      });
      notifications.show({
        color: 'petrol',
        message: creating
          ? t('objekt.editor.created')
          : saved.aenderungInPruefung && !isAdmin
            ? t('objekt.aenderung.savedForReview')
            : t('objekt.editor.saved'),
      });
      return true;
    } catch (error) {
      setFailed(true);
      const fields = fieldErrors(error);
      if (fields) {
        const fieldErrorMap = formErrorsOf(fields);
        form.setErrors(fieldErrorMap);
        onInvalid(fieldErrorMap);
      } else {
        notifications.show({ color: 'red', title: t('error.savingFailed'), message: errorMessage(error) });
        if (error instanceof ApiError && error.code === 'transitionNotAllowed') {
          void queryClient.invalidateQueries({ queryKey: objektQuery(id).queryKey });
        }
      }
      return false;
    } finally {
      setSaving(false);
    }
  };

  const state: SaveState = saving
    ? 'saving'
    : failed
      ? 'failed'
      : objekt === null
        ? 'new'
        : dirty
          ? 'unsaved'
          : 'saved';
  return { save, saving, state, dirty, complete };
}
