import { TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOKUMENT_TITEL_MAX } from '../../../../shared/domain/dateiname';
import type { Objektbild } from '../../../../shared/schemas/objekt';
import { useErrorMessage } from '../../../components/feedback/ErrorState';
import { useSetBildTitel } from '../../../data/objekt-bilder';

/**
 * The title of a document (PDF) in the editor's file list, saved when the field is left or Enter is
 * pressed (PATCH …/bilder/{msid}); empty removes it, and the document is listed by its file name again.
 */
export function DokumentTitel({ objektId, bild }: { objektId: string; bild: Objektbild }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [value, setValue] = useState(bild.titel ?? '');
  const setTitel = useSetBildTitel(objektId);
  const busy = setTitel.isPending;

  const save = async () => {
    const titel = value.trim();
    if (titel === (bild.titel ?? '')) return;
    try {
      const saved = await setTitel.mutateAsync({ msid: bild.msid, titel: titel || null });
      setValue(saved.titel ?? '');
      notifications.show({ color: 'petrol', message: t('objekt.editor.images.titelSaved') });
    } catch (error) {
      notifications.show({ color: 'red', title: t('error.savingFailed'), message: errorMessage(error) });
    }
  };

  return (
    <TextInput
      size="xs"
      mt={4}
      label={t('objekt.editor.images.titel')}
      placeholder={t('objekt.editor.images.titelPlaceholder')}
      value={value}
      maxLength={DOKUMENT_TITEL_MAX}
      disabled={busy}
      onChange={(event) => setValue(event.currentTarget.value)}
      onBlur={() => void save()}
      onKeyDown={(event) => {
        // Enter saves the title, not the whole editor form around it.
        if (event.key === 'Enter') {
          event.preventDefault();
          void save();
        }
      }}
      // The drag handle of the row must not take the text selection.
      draggable={false}
      onDragStart={(event) => event.preventDefault()}
      data-testid="bild-titel"
    />
  );
}
