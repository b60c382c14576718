import { Button, Grid, Group, JsonInput, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { KARTEN_GRUPPEN } from '../../../../../shared/domain/karte';
import { type Karte, karteInputSchema } from '../../../../../shared/schemas/reference';
import { EditorModal, useModalEditor } from '../../../../components/admin/EditorModal';
import { afterKarteChange, kartenAdminApi } from '../../../../data/admin-karten';
import { useFieldProps } from '../../../../hooks/useFormText';
import { KartePreview } from './KartePreview';
import { type KarteFormValues, karteValues, newKarteValues } from './karteForm';

const resolve = schemaResolver(karteInputSchema, { sync: true });

/** The preview redraws after a pause in typing, not on every key. */
const PREVIEW_DEBOUNCE_MS = 400;

/**
 * Create or edit one map layer in a modal: title (and its English one), group, order, visibility, legend and the stylejson with
 * a live preview. Closing with unsaved changes asks first (spec 2 'Zurück ohne Speichern?').
 */
export function KarteEditor({
  karte,
  nextOrder,
  onClose,
}: {
  /** The layer to edit; null creates a new one. */
  karte: Karte | null;
  /** The order proposed for a new layer. */
  nextOrder: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<KarteFormValues>({
    mode: 'controlled',
    initialValues: karte ? karteValues(karte) : newKarteValues(nextOrder),
    validate: resolve,
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);
  const [previewText] = useDebouncedValue(form.values.stylejson, PREVIEW_DEBOUNCE_MS);
  const { busy, close, submit } = useModalEditor({
    form,
    save: (values) => (karte ? kartenAdminApi.update(karte.id, values) : kartenAdminApi.create(values)),
    savedName: (saved) => saved.title,
    afterChange: afterKarteChange,
    onClose,
    discardTestId: 'karte-discard',
  });

  const formatJson = () => {
    try {
      form.setFieldValue('stylejson', JSON.stringify(JSON.parse(form.values.stylejson), null, 2));
    } catch {
      form.validateField('stylejson');
    }
  };

  return (
    <EditorModal
      onClose={close}
      title={karte ? t('admin.karten.editTitle') : t('admin.karten.createTitle')}
      size="80rem"
      data-testid="karte-editor"
    >
      <form onSubmit={submit} noValidate>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="sm">
              <TextInput
                {...field('title')}
                label={t('admin.karten.fields.title')}
                required
                data-testid="karte-title"
              />
              <TextInput
                {...field('title_en')}
                label={t('admin.karten.fields.title_en')}
                description={t('admin.karten.fields.title_enHint')}
                lang="en"
                data-testid="karte-title-en"
              />
              <Group grow align="flex-start">
                <Select
                  {...field('gruppe')}
                  label={t('admin.karten.fields.gruppe')}
                  data={KARTEN_GRUPPEN.map((g) => ({ value: g, label: t(`admin.karten.gruppen.${g}`) }))}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                  required
                  data-testid="karte-gruppe"
                />
                <NumberInput
                  {...field('reihenfolge')}
                  label={t('admin.karten.fields.reihenfolge')}
                  min={0}
                  max={9999}
                  allowDecimal={false}
                  required
                  data-testid="karte-reihenfolge"
                />
              </Group>
              <JsonInput
                {...field('stylejson')}
                label={t('admin.karten.fields.stylejson')}
                description={t('admin.karten.fields.stylejsonHint')}
                autosize
                minRows={8}
                maxRows={18}
                spellCheck={false}
                // JsonInput flags unparsable text on blur by itself; give that state the same message.
                validationError={t('admin.karten.validation.invalidJson')}
                required
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
                data-testid="karte-stylejson"
              />
              <Group justify="flex-end" mt={-4}>
                <Button variant="subtle" size="xs" onClick={formatJson}>
                  {t('admin.karten.format')}
                </Button>
              </Group>
              <TextInput
                {...field('legendUrl')}
                label={t('admin.karten.fields.legendUrl')}
                description={t('admin.karten.fields.legendUrlHint')}
                data-testid="karte-legend"
              />
              <Switch
                {...field('adminsOnly', { type: 'checkbox' })}
                label={t('admin.karten.fields.adminsOnly')}
                data-testid="karte-admins-only"
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <KartePreview
              stylejson={previewText}
              gruppe={form.values.gruppe}
              reihenfolge={Number(form.values.reihenfolge) || 0}
            />
          </Grid.Col>
        </Grid>
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" onClick={close} disabled={busy}>
            {t('admin.karten.cancel')}
          </Button>
          <Button type="submit" loading={busy} data-testid="karte-save">
            {t('admin.karten.save')}
          </Button>
        </Group>
      </form>
    </EditorModal>
  );
}
