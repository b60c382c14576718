import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { THEMENLAYER_ARTEN } from '../../../../../shared/domain/themenlayer';
import type { ThemenlayerImportQuery } from '../../../../../shared/schemas/themenlayer';
import { EditorModal } from '../../../../components/admin/EditorModal';
import { useFieldProps } from '../../../../hooks/useFormText';
import { emptyLayerForm, type LayerFormValues, layerQuery, validateLayerForm } from '../layerForm';
import { LayerUpload } from './LayerUpload';
import { SridSelect } from './SridSelect';

/**
 * A new layer in two steps: what the layer is (kind, names, source, the zoning attribute, the file's system),
 * checked by the shared query schema, then its file with the upload's progress and the import's report.
 * The layer exists once the import succeeded; closing before that leaves nothing behind.
 */
export function NewLayerDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<LayerFormValues>({
    mode: 'controlled',
    initialValues: emptyLayerForm,
    validate: validateLayerForm,
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);
  /** The checked query once the first step is done; null while the form shows. */
  const [query, setQuery] = useState<ThemenlayerImportQuery | null>(null);
  const [busy, setBusy] = useState(false);
  /** The layer exists: going back to the form would import the file as one more layer. */
  const [done, setDone] = useState(false);
  const close = () => {
    if (!busy) onClose();
  };

  return (
    <EditorModal onClose={close} title={t('admin.themenlayer.createTitle')} size="40rem" data-testid="themenlayer-new">
      {query === null ? (
        <form onSubmit={form.onSubmit((values) => setQuery(layerQuery(values)))} noValidate>
          <Stack gap="sm">
            <Select
              {...field('art')}
              label={t('admin.themenlayer.fields.art')}
              placeholder={t('admin.themenlayer.fields.artPlaceholder')}
              data={THEMENLAYER_ARTEN.map((art) => ({ value: art, label: t(`admin.themenlayer.arten.${art}`) }))}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              required
              data-testid="themenlayer-art"
            />
            <TextInput
              {...field('name')}
              label={t('admin.themenlayer.fields.name')}
              required
              data-testid="themenlayer-name"
            />
            <TextInput
              {...field('name_en')}
              label={t('admin.themenlayer.fields.name_en')}
              description={t('admin.themenlayer.fields.name_enHint')}
              lang="en"
              data-testid="themenlayer-name-en"
            />
            <TextInput
              {...field('quelle')}
              label={t('admin.themenlayer.fields.quelle')}
              description={t('admin.themenlayer.fields.quelleHint')}
              required
              data-testid="themenlayer-quelle"
            />
            {form.values.art === 'widmung' && (
              <TextInput
                {...field('kategorieFeld')}
                label={t('admin.themenlayer.fields.kategorieFeld')}
                description={t('admin.themenlayer.fields.kategorieFeldHint')}
                required
                data-testid="themenlayer-kategorie-feld"
              />
            )}
            <SridSelect {...field('srid')} data-testid="themenlayer-srid" />
            <Group justify="flex-end" mt="md">
              <Button variant="default" onClick={onClose}>
                {t('admin.themenlayer.cancel')}
              </Button>
              <Button type="submit" data-testid="themenlayer-next">
                {t('admin.themenlayer.next')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }} data-testid="themenlayer-summary">
            {t('admin.themenlayer.summary', {
              art: t(`admin.themenlayer.arten.${query.art}`),
              name: query.name,
              quelle: query.quelle,
            })}
          </Text>
          <LayerUpload query={query} layerId={null} onBusy={setBusy} onDone={() => setDone(true)} />
          <Group justify="flex-end">
            {!done && (
              <Button variant="default" onClick={() => setQuery(null)} disabled={busy} data-testid="themenlayer-back">
                {t('admin.themenlayer.back')}
              </Button>
            )}
            <Button onClick={close} disabled={busy} data-testid="themenlayer-close">
              {t('admin.themenlayer.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </EditorModal>
  );
}
