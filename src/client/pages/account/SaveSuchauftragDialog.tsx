import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bbox } from '../../../shared/domain/ausschnitt';
import { parseBbox } from '../../../shared/domain/ausschnitt';
import { STANDARD_FREQUENZ, SUCHAUFTRAG_NAME_MAX, type SuchauftragFrequenz } from '../../../shared/domain/suchauftrag';
import type { SuchauftragArt } from '../../../shared/domain/suche-speichern';
import { useSaveSuchauftrag } from '../../data/suchauftrag';
import { useErrorText } from '../../hooks/useFormText';
import { useLang } from '../../hooks/useLang';
import { describeApiError, fieldErrors } from '../../lib/apiErrors';
import { useFrequenzOptions } from './SuchauftragRow';

/** A search to save: its kind, the page's query and the map section it was seen in. */
export interface ZuSpeichern {
  art: SuchauftragArt;
  suche: string;
  bbox: string | null;
}

/**
 * Saving a search of the map page or the funding guide (which link here, speichernPfad): a name and how
 * often its alerts come. Closing without saving saves nothing.
 */
export function SaveSuchauftragDialog({ search, onClose }: { search: ZuSpeichern; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const save = useSaveSuchauftrag();
  const errorText = useErrorText();
  const frequenzOptions = useFrequenzOptions();
  const [name, setName] = useState(() => t('suchauftrag.dialog.defaultName'));
  const [frequenz, setFrequenz] = useState<SuchauftragFrequenz>(STANDARD_FREQUENZ);
  const [error, setError] = useState<{ name?: string; form?: string }>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError({ name: 'error.required' });
      return;
    }
    const bbox: Bbox | null = search.bbox ? parseBbox(search.bbox) : null;
    try {
      await save.mutateAsync({
        name,
        art: search.art,
        query: search.suche,
        lang,
        frequenz,
        ...(bbox ? { bbox: bbox.join(',') } : {}),
      });
      notifications.show({ message: t('suchauftrag.dialog.saved'), color: 'petrol' });
      onClose();
    } catch (cause) {
      const fields = fieldErrors(cause);
      const described = describeApiError(cause, 'error.generic');
      setError(fields?.name ? { name: fields.name } : { form: described.key ?? described.raw });
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('suchauftrag.save')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('suchauftrag.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={SUCHAUFTRAG_NAME_MAX}
            error={errorText(error.name)}
            required
            data-autofocus
            data-testid="save-search-name"
          />
          <Select
            label={t('suchauftrag.frequenz.label')}
            data={frequenzOptions}
            value={frequenz}
            onChange={(value) => value && setFrequenz(value as SuchauftragFrequenz)}
            allowDeselect={false}
            data-testid="save-search-frequenz"
          />
          {error.form && (
            <Alert color="red" variant="light" role="alert">
              {errorText(error.form)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="save-search-submit">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
