import { Checkbox, Fieldset, Group, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TEXTPOSITIONEN } from '../../../../../shared/schemas/admin-kampagne';
import { RichTextEditor } from '../../../../components/admin/RichTextEditor';
import { useErrorText, useFieldProps } from '../../../../hooks/useFormText';
import { BildbreiteControl, ImageSelect } from './ImageSelect';
import type { KampagneForm } from './types';

/**
 * General fields: publication (active, featured on home, order), the header (title, subtitle, whether
 * the title and the back link show) and module 0 — the intro text with the header image or the map.
 */
export function GeneralSection({ form, poolbilder }: { form: KampagneForm; poolbilder: readonly string[] }) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  const errorText = useErrorText();
  const flag = (path: 'modultitel' | 'modulwissen') => ({
    checked: form.values[path] === 1,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => form.setFieldValue(path, e.currentTarget.checked ? 1 : 0),
  });
  return (
    <Stack gap="lg">
      <Fieldset legend={t('admin.kampagnen.groups.publication')}>
        <Group gap="xl" align="center">
          <Switch
            label={t('admin.kampagnen.fields.aktiv')}
            {...field('aktiv', { type: 'checkbox' })}
            data-testid="kampagne-aktiv"
          />
          <Switch
            label={t('admin.kampagnen.fields.titelseite')}
            description={t('admin.kampagnen.hints.titelseite')}
            {...field('titelseite', { type: 'checkbox' })}
            data-testid="kampagne-titelseite"
          />
          <NumberInput
            label={t('admin.kampagnen.fields.reihenfolge')}
            description={t('admin.kampagnen.hints.reihenfolge')}
            min={0}
            max={100000}
            allowDecimal={false}
            w={200}
            {...field('reihenfolge')}
            data-testid="kampagne-reihenfolge"
          />
        </Group>
      </Fieldset>

      <Fieldset legend={t('admin.kampagnen.groups.header')}>
        <Stack gap="md">
          <TextInput
            label={t('admin.kampagnen.fields.header')}
            withAsterisk
            maxLength={200}
            {...field('header')}
            data-testid="kampagne-header"
          />
          <TextInput
            label={t('admin.kampagnen.fields.headersub')}
            maxLength={400}
            {...field('headersub')}
            data-testid="kampagne-headersub"
          />
          <Group gap="xl">
            <Checkbox label={t('admin.kampagnen.fields.modultitel')} {...flag('modultitel')} />
            <Checkbox label={t('admin.kampagnen.fields.modulwissen')} {...flag('modulwissen')} />
          </Group>
        </Stack>
      </Fieldset>

      <Fieldset legend={t('admin.kampagnen.groups.modul0')}>
        <Stack gap="md">
          <Switch label={t('admin.kampagnen.fields.modul0anzeige')} {...field('modul0anzeige', { type: 'checkbox' })} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('admin.kampagnen.fields.modul0textposition')}
              data={TEXTPOSITIONEN.map((p) => ({ value: p, label: t(`admin.kampagnen.textposition.${p}`) }))}
              allowDeselect={false}
              {...field('modul0textposition')}
            />
            <BildbreiteControl
              value={form.values.modul0bildbreite}
              onChange={(b) => form.setFieldValue('modul0bildbreite', b)}
            />
          </SimpleGrid>
          <ImageSelect
            label={t('admin.kampagnen.fields.seitenhintergrund')}
            value={form.values.seitenhintergrund ?? ''}
            onChange={(file) => form.setFieldValue('seitenhintergrund', file)}
            poolbilder={poolbilder}
            error={errorText(form.errors.seitenhintergrund)}
            data-testid="kampagne-seitenhintergrund"
          />
          <RichTextEditor
            label={t('admin.kampagnen.fields.textdetail')}
            value={form.values.textdetail ?? ''}
            onChange={(html) => form.setFieldValue('textdetail', html)}
            error={errorText(form.errors.textdetail) as string | null}
            data-testid="kampagne-textdetail"
          />
        </Stack>
      </Fieldset>
    </Stack>
  );
}
