import { Anchor, Fieldset, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../../components/admin/RichTextEditor';
import { useErrorText, useFieldProps } from '../../../../hooks/useFormText';
import type { KampagneForm } from './types';

/** The events (V), news (N) and downloads (D) sections of the article; downloads are the PDF pool. */
export function ExtrasSection({
  form,
  pdfCount,
  onOpenFiles,
}: {
  form: KampagneForm;
  pdfCount: number;
  /** Opens the tab with the PDF pool. */
  onOpenFiles: () => void;
}) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  const errorText = useErrorText();
  return (
    <Stack gap="lg">
      <Fieldset legend={t('admin.kampagnen.groups.veranstaltungen')}>
        <Stack gap="md">
          <Switch
            label={t('admin.kampagnen.fields.veranstaltungenanzeige')}
            {...field('veranstaltungenanzeige', { type: 'checkbox' })}
            data-testid="kampagne-veranstaltungenanzeige"
          />
          <RichTextEditor
            label={t('admin.kampagnen.fields.veranstaltungentext')}
            value={form.values.veranstaltungentext ?? ''}
            onChange={(html) => form.setFieldValue('veranstaltungentext', html)}
            error={errorText(form.errors.veranstaltungentext) as string | null}
          />
        </Stack>
      </Fieldset>
      <Fieldset legend={t('admin.kampagnen.groups.news')}>
        <Stack gap="md">
          <Switch
            label={t('admin.kampagnen.fields.newsanzeige')}
            {...field('newsanzeige', { type: 'checkbox' })}
            data-testid="kampagne-newsanzeige"
          />
          <RichTextEditor
            label={t('admin.kampagnen.fields.newstext')}
            value={form.values.newstext ?? ''}
            onChange={(html) => form.setFieldValue('newstext', html)}
            error={errorText(form.errors.newstext) as string | null}
          />
        </Stack>
      </Fieldset>
      <Fieldset legend={t('admin.kampagnen.groups.downloads')}>
        <Stack gap="xs">
          <Switch
            label={t('admin.kampagnen.fields.downloadsanzeige')}
            {...field('downloadsanzeige', { type: 'checkbox' })}
            data-testid="kampagne-downloadsanzeige"
          />
          <Text size="sm" c="dimmed">
            {t('admin.kampagnen.hints.downloads', { count: pdfCount })}{' '}
            <Anchor component="button" type="button" size="sm" onClick={onOpenFiles}>
              {t('admin.kampagnen.tabs.dateien')}
            </Anchor>
          </Text>
        </Stack>
      </Fieldset>
    </Stack>
  );
}
