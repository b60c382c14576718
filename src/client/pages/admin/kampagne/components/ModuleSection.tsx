import { Accordion, Badge, Group, Select, SimpleGrid, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MODUL_NUMMERN, MODUL_TYPEN, type ModulNummer } from '../../../../../shared/schemas/admin-kampagne';
import { RichTextEditor } from '../../../../components/admin/RichTextEditor';
import { useErrorText, useFieldProps } from '../../../../hooks/useFormText';
import { BildbreiteControl, ImageSelect } from './ImageSelect';
import { ModulSortList } from './ModulSortList';
import type { KampagneForm } from './types';

/** Types that show an image. */
const MIT_BILD = new Set(['bild', 'bildtext', 'textbild']);

/** One content module: shown or not, its type, its text (rich text, or a player embed for video), image and width. */
function ModulFields({ form, n, poolbilder }: { form: KampagneForm; n: ModulNummer; poolbilder: readonly string[] }) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  const errorText = useErrorText();
  const typ = form.values[`modul${n}typ`];
  const withImage = typ !== null && MIT_BILD.has(typ);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Switch
          label={t('admin.kampagnen.fields.modulanzeige')}
          {...field(`modul${n}anzeige`, { type: 'checkbox' })}
          mt={{ base: 0, sm: 28 }}
          data-testid={`modul${n}-anzeige`}
        />
        <Select
          label={t('admin.kampagnen.fields.modultyp')}
          data={MODUL_TYPEN.map((m) => ({ value: m, label: t(`admin.kampagnen.modultyp.${m}`) }))}
          placeholder={t('admin.kampagnen.modultyp.none')}
          {...field(`modul${n}typ`)}
          data-testid={`modul${n}-typ`}
        />
      </SimpleGrid>
      {typ === 'video' ? (
        <Textarea
          label={t('admin.kampagnen.fields.videoEmbed')}
          description={t('admin.kampagnen.hints.videoEmbed')}
          autosize
          minRows={3}
          {...field(`modul${n}text`)}
          data-testid={`modul${n}-video`}
        />
      ) : (
        typ !== 'bild' && (
          <RichTextEditor
            label={t('admin.kampagnen.fields.modultext')}
            value={form.values[`modul${n}text`] ?? ''}
            onChange={(html) => form.setFieldValue(`modul${n}text`, html)}
            error={errorText(form.errors[`modul${n}text`]) as string | null}
            data-testid={`modul${n}-text`}
          />
        )
      )}
      {withImage && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ImageSelect
            label={t('admin.kampagnen.fields.modulbild')}
            value={form.values[`modul${n}bild`] ?? ''}
            onChange={(file) => form.setFieldValue(`modul${n}bild`, file)}
            poolbilder={poolbilder}
            error={errorText(form.errors[`modul${n}bild`])}
            data-testid={`modul${n}-bild`}
          />
          <BildbreiteControl
            value={form.values[`modul${n}bildbreite`]}
            onChange={(b) => form.setFieldValue(`modul${n}bildbreite`, b)}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** The module order and the content modules 1–6, each in its own accordion item. */
export function ModuleSection({ form, poolbilder }: { form: KampagneForm; poolbilder: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <ModulSortList form={form} />
      <Accordion variant="separated" multiple defaultValue={['1']} data-testid="module-accordion">
        {MODUL_NUMMERN.map((n) => {
          const on = form.values[`modul${n}anzeige`];
          const typ = form.values[`modul${n}typ`];
          return (
            <Accordion.Item key={n} value={String(n)} data-testid={`modul${n}`}>
              <Accordion.Control data-testid={`modul${n}-control`}>
                <Group gap="sm">
                  <Text fw={600}>{t('admin.kampagnen.modulsort.n', { n })}</Text>
                  {typ && (
                    <Text c="dimmed" size="sm">
                      {t(`admin.kampagnen.modultyp.${typ}`)}
                    </Text>
                  )}
                  <Badge size="sm" variant="light" color={on ? 'petrol' : 'gray'}>
                    {on ? t('admin.kampagnen.modulsort.on') : t('admin.kampagnen.modulsort.off')}
                  </Badge>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <ModulFields form={form} n={n} poolbilder={poolbilder} />
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </Stack>
  );
}
