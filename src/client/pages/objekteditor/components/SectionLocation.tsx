import { Grid, Select, Skeleton, Stack, TagsInput, TextInput } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BEZIRKE } from '../../../../shared/domain/objekt';
import { useEditor } from '../EditorContext';
import { EditorSection } from './EditorSection';

/** OpenLayers loads with the editor's map only. */
const LocationMap = lazy(() => import('./LocationMap'));

const BEZIRK_OPTIONS = [...BEZIRKE]
  .sort((a, b) => a.name.localeCompare(b.name, 'de'))
  .map((b) => ({ value: b.id, label: b.name }));

/**
 * Location: the address, the district, the plot numbers, and the map on which the point is set (click
 * or drag, or from the address) and, for plots, the outline is drawn.
 */
export function SectionLocation() {
  const { t } = useTranslation();
  const { form, field, errorOf, editable } = useEditor();
  const values = form.getValues();
  return (
    <EditorSection id="location" title={t('objekt.editor.sections.location')} icon={<IconMapPin size={20} />}>
      <Stack gap="md">
        <TextInput
          {...field('strasse')}
          label={t('objekt.field.strasse')}
          maxLength={120}
          data-testid="editor-strasse"
        />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <TextInput
              {...field('plz')}
              label={t('objekt.field.plz')}
              withAsterisk
              inputMode="numeric"
              maxLength={4}
              data-testid="editor-plz"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <TextInput
              {...field('ort')}
              label={t('objekt.field.ort')}
              withAsterisk
              maxLength={80}
              data-testid="editor-ort"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select
              {...field('bezirk')}
              onChange={(value) => form.setFieldValue('bezirk', value ?? '')}
              label={t('objekt.field.bezirk')}
              placeholder={t('objekt.editor.selectPlaceholder')}
              withAsterisk
              searchable
              data={BEZIRK_OPTIONS}
              comboboxProps={{ withinPortal: true }}
              data-testid="editor-bezirk"
            />
          </Grid.Col>
        </Grid>
        <TagsInput
          {...field('grundstuecke')}
          label={t('objekt.field.grundstuecke')}
          description={t('objekt.editor.grundstueckeHint')}
          maxTags={100}
          clearable
          data-testid="editor-grundstuecke"
        />
        <Suspense fallback={<Skeleton height={420} radius="lg" />}>
          <LocationMap
            standort={values.standort}
            polygon={values.polygon}
            objektart={values.objektart === '' ? null : Number(values.objektart)}
            address={{ plz: values.plz, ort: values.ort, strasse: values.strasse }}
            editable={editable}
            onStandort={(wkt) => form.setFieldValue('standort', wkt)}
            onPolygon={(wkt) => form.setFieldValue('polygon', wkt ?? '')}
            standortError={errorOf('standort')}
            polygonError={errorOf('polygon')}
          />
        </Suspense>
      </Stack>
    </EditorSection>
  );
}
