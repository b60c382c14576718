import { Anchor, Group, MultiSelect, Switch, TagsInput, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconExternalLink } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../../../shared/domain/routes';
import { glossarInputSchema } from '../../../../../shared/schemas/admin-glossar';
import type { Glossar } from '../../../../../shared/schemas/content';
import { ContentEditorFrame, EditorSection, LanguagePair } from '../../../../components/admin/ContentEditorFrame';
import { fieldErrorsOf } from '../../../../components/admin/formErrors';
import { RichTextEditor } from '../../../../components/admin/RichTextEditor';
import { UnsavedChangesGuard } from '../../../../components/admin/UnsavedChangesGuard';
import { useContentEditor } from '../../../../components/admin/useContentEditor';
import { adminGlossarQuery, afterGlossarChange, glossarAdminApi } from '../../../../data/admin-glossar';
import { useErrorText, useFieldProps } from '../../../../hooks/useFormText';
import { useLang } from '../../../../hooks/useLang';
import { sortGlossar, titelOf } from '../../../../lib/glossar';
import { type GlossarFormValues, inputOf, valuesOf } from './glossarForm';

const resolve = schemaResolver(glossarInputSchema, { sync: true });
const validate = (values: GlossarFormValues) => fieldErrorsOf(resolve(inputOf(values)));

/**
 * /{lang}/admin/glossar/{id} (or /neu): every field of a glossary entry, German and English side by side,
 * rich text descriptions, keywords and the 'see also' picker. Saving a new entry creates it and moves to
 * its id; saving updates the public glossary at once.
 */
export function GlossarEditor({ entry, all }: { entry: Glossar | null; all: readonly Glossar[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorText = useErrorText();
  const form = useForm<GlossarFormValues>({ mode: 'controlled', initialValues: valuesOf(entry), validate });
  const field = useFieldProps(form);
  const dirty = form.isDirty();
  const listPath = routePath('admin-glossar', lang);

  const seeAlsoOptions = useMemo(
    () =>
      sortGlossar(
        all.filter((e) => e.id !== entry?.id),
        lang,
      ).map((e) => ({ value: String(e.id), label: titelOf(e, lang) })),
    [all, entry?.id, lang],
  );

  const { saving, leaving, save, remove } = useContentEditor({
    form,
    entry,
    inputOf: (values) => glossarInputSchema.parse(inputOf(values)),
    valuesOf,
    api: glossarAdminApi,
    afterChange: afterGlossarChange,
    detailKey: (id) => adminGlossarQuery(id).queryKey,
    nameOf: (e) => titelOf(e, lang),
    listPath,
    editPath: (id) => routePath('admin-glossar', lang, { id }),
    texts: {
      invalid: t('admin.glossar.invalid'),
      created: t('admin.glossar.created'),
      deleteFailed: t('admin.glossar.deleteFailed'),
    },
  });

  const richText = (name: 'beschreibung_de' | 'beschreibung_en') => (
    <RichTextEditor
      label={t(`admin.glossar.fields.${name}`)}
      value={form.values[name]}
      onChange={(html) => form.setFieldValue(name, html)}
      error={form.errors[name] ? String(errorText(form.errors[name])) : null}
      minHeight={220}
      required
      data-testid={`glossar-${name}`}
    />
  );
  const keywords = (name: 'keywords_de' | 'keywords_en') => (
    <TagsInput
      label={t(`admin.glossar.fields.${name}`)}
      description={t('admin.glossar.fields.keywordsHint')}
      splitChars={[',', ';']}
      clearable
      {...field(name)}
      data-testid={`glossar-${name}`}
    />
  );

  return (
    <ContentEditorFrame
      backTo={listPath}
      title={entry ? titelOf(entry, lang) || t('admin.glossar.newTitle') : t('admin.glossar.newTitle')}
      lead={entry ? t('admin.glossar.editLead') : t('admin.glossar.newLead')}
      dirty={dirty}
      saving={saving}
      onSubmit={() => void save()}
      onDelete={entry ? () => remove(entry) : undefined}
      data-testid="glossar-editor"
    >
      {entry && (
        <Anchor component={Link} to={routePath('glossar', lang, { glossarId: entry.id })} size="sm" mt={-12}>
          <Group gap={4} component="span">
            <IconExternalLink size={14} aria-hidden />
            {t('admin.glossar.viewPublic')}
          </Group>
        </Anchor>
      )}
      <EditorSection title={t('admin.glossar.sections.begriff')}>
        <LanguagePair
          de={
            <TextInput
              label={t('admin.glossar.fields.titel_de')}
              required
              {...field('titel_de')}
              data-testid="glossar-titel_de"
            />
          }
          en={
            <TextInput
              label={t('admin.glossar.fields.titel_en')}
              required
              {...field('titel_en')}
              data-testid="glossar-titel_en"
            />
          }
        />
      </EditorSection>
      <EditorSection title={t('admin.glossar.sections.beschreibung')}>
        <LanguagePair de={richText('beschreibung_de')} en={richText('beschreibung_en')} />
      </EditorSection>
      <EditorSection title={t('admin.glossar.sections.keywords')}>
        <LanguagePair de={keywords('keywords_de')} en={keywords('keywords_en')} />
      </EditorSection>
      <EditorSection title={t('admin.glossar.sections.verweise')}>
        <MultiSelect
          label={t('admin.glossar.fields.sieheauch')}
          description={t('admin.glossar.fields.sieheauchHint')}
          placeholder={form.values.sieheauch.length ? undefined : t('admin.glossar.fields.sieheauchPlaceholder')}
          data={seeAlsoOptions}
          searchable
          clearable
          hidePickedOptions
          nothingFoundMessage={t('admin.glossar.nothingFound')}
          maxDropdownHeight={280}
          comboboxProps={{ withinPortal: true }}
          {...field('sieheauch')}
          data-testid="glossar-sieheauch"
        />
        <TextInput
          label={t('admin.glossar.fields.link')}
          description={t('admin.glossar.fields.linkHint')}
          placeholder="https://…"
          type="url"
          {...field('link')}
          data-testid="glossar-link"
        />
        <Switch
          label={t('admin.glossar.fields.generiert')}
          description={t('admin.glossar.fields.generiertHint')}
          {...field('generiert', { type: 'checkbox' })}
          data-testid="glossar-generiert"
        />
      </EditorSection>
      <UnsavedChangesGuard dirty={dirty} skip={leaving} />
    </ContentEditorFrame>
  );
}
