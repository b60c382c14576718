import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requiresComplete } from '../../../shared/domain/status';
import type { Objekt } from '../../../shared/schemas/objekt';
import { useErrorMessage } from '../../components/feedback/ErrorState';
import { useSaveObjekt } from '../../data/objekt';
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
  const errorMessage = useErrorMessage();
  const saveObjekt = useSaveObjekt(id);
  const saving = saveObjekt.isPending;
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
    try {
      const creating = objekt === null;
      const saved = await saveObjekt.mutateAsync({
        objekt: inputOf(current),
        bestaetigung: creating && !isAdmin ? hasBestaetigung(id) : undefined,
      });
      if (creating) forgetBestaetigung(id);
      form.setInitialValues(current);
      form.resetDirty(current);
      clearLocalDraft(id);
      setFailed(false);
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
      }
      return false;
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
