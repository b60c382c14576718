import { Autocomplete, MultiSelect, NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type FoerderCode, type FoerderDimension, foerderDimensionen } from '../../../../../shared/domain/foerderung';
import { numberInputSeparators } from '../../../../../shared/domain/number';
import type { FmMatrix } from '../../../../../shared/schemas/content';
import { EditorSection, LanguagePair } from '../../../../components/admin/ContentEditorFrame';
import { RichTextEditor } from '../../../../components/admin/RichTextEditor';
import { useErrorText, useFieldProps } from '../../../../hooks/useFormText';
import { useLang } from '../../../../hooks/useLang';
import type { FoerderFormValues } from './foerderForm';

type Form = UseFormReturnType<FoerderFormValues>;
const DIMENSIONS = Object.keys(foerderDimensionen) as FoerderDimension[];
const unique = (values: readonly string[]) =>
  [...new Set(values.filter(Boolean))].sort((a, b) => a.localeCompare(b, 'de'));

/** Name, funding body (suggested from the existing programmes), target group. */
export function ProgrammSection({ form, all }: { form: Form; all: readonly FmMatrix[] }) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  const stellen = useMemo(() => unique(all.map((e) => e.foerderstelle)), [all]);
  const stellenIds = useMemo(() => unique(all.map((e) => e.foerderstelleid)), [all]);
  const input = (name: 'name_de' | 'name_en') => (
    <TextInput label={t(`admin.foerdermatrix.fields.${name}`)} required {...field(name)} data-testid={`fm-${name}`} />
  );
  const zielgruppe = (name: 'zielgruppe_de' | 'zielgruppe_en') => (
    <Textarea
      label={t(`admin.foerdermatrix.fields.${name}`)}
      required
      autosize
      minRows={2}
      {...field(name)}
      data-testid={`fm-${name}`}
    />
  );
  const stelle = field('foerderstelle');
  return (
    <EditorSection title={t('admin.foerdermatrix.sections.programm')}>
      <LanguagePair de={input('name_de')} en={input('name_en')} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md">
        <Autocomplete
          label={t('admin.foerdermatrix.fields.foerderstelle')}
          required
          data={stellen}
          {...stelle}
          onChange={(value) => {
            stelle.onChange(value);
            // Picking a known body fills in its code, so programmes of one body stay grouped.
            const known = all.find((e) => e.foerderstelle === value);
            if (known && !form.getValues().foerderstelleid)
              form.setFieldValue('foerderstelleid', known.foerderstelleid);
          }}
          comboboxProps={{ withinPortal: true }}
          data-testid="fm-foerderstelle"
        />
        <Autocomplete
          label={t('admin.foerdermatrix.fields.foerderstelleid')}
          description={t('admin.foerdermatrix.fields.foerderstelleidHint')}
          // The hint goes below the input so both inputs of the row line up.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          required
          data={stellenIds}
          {...field('foerderstelleid')}
          comboboxProps={{ withinPortal: true }}
          data-testid="fm-foerderstelleid"
        />
      </SimpleGrid>
      <LanguagePair de={zielgruppe('zielgruppe_de')} en={zielgruppe('zielgruppe_en')} />
    </EditorSection>
  );
}

/** Short descriptions (plain text, the Förderkompass shows them as a lead) and rich detailed descriptions. */
export function TexteSection({ form }: { form: Form }) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  const errorText = useErrorText();
  const kurz = (name: 'kurzbeschreibung_de' | 'kurzbeschreibung_en') => (
    <Textarea
      label={t(`admin.foerdermatrix.fields.${name}`)}
      required
      autosize
      minRows={3}
      {...field(name)}
      data-testid={`fm-${name}`}
    />
  );
  const detail = (name: 'detailbeschreibung_de' | 'detailbeschreibung_en') => (
    <RichTextEditor
      label={t(`admin.foerdermatrix.fields.${name}`)}
      value={form.values[name]}
      onChange={(html) => form.setFieldValue(name, html)}
      error={form.errors[name] ? String(errorText(form.errors[name])) : null}
      minHeight={240}
      required
      data-testid={`fm-${name}`}
    />
  );
  return (
    <EditorSection title={t('admin.foerdermatrix.sections.texte')}>
      <LanguagePair de={kurz('kurzbeschreibung_de')} en={kurz('kurzbeschreibung_en')} />
      <LanguagePair de={detail('detailbeschreibung_de')} en={detail('detailbeschreibung_en')} />
    </EditorSection>
  );
}

/** The four code dimensions of the Förderkompass filter as multi-selects, labelled in the UI language. */
export function FilterSection({ form }: { form: Form }) {
  const { t } = useTranslation();
  const lang = useLang();
  const field = useFieldProps(form);
  return (
    <EditorSection title={t('admin.foerdermatrix.sections.filter')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md">
        {DIMENSIONS.map((dimension) => (
          <MultiSelect
            key={dimension}
            label={t(`admin.foerdermatrix.fields.${dimension}`)}
            placeholder={form.values[dimension].length ? undefined : t('admin.foerdermatrix.choose')}
            data={(foerderDimensionen[dimension] as readonly FoerderCode[]).map((c) => ({
              value: c.code,
              label: c[lang],
            }))}
            searchable
            clearable
            hidePickedOptions
            comboboxProps={{ withinPortal: true }}
            {...field(dimension)}
            data-testid={`fm-${dimension}`}
          />
        ))}
      </SimpleGrid>
    </EditorSection>
  );
}

/** Investment range (von ≤ bis, empty = open), position in the Förderkompass and the external link. */
export function RahmenSection({ form }: { form: Form }) {
  const { t } = useTranslation();
  const lang = useLang();
  const field = useFieldProps(form);
  const betrag = (name: 'investitionenvon' | 'investitionenbis') => (
    <NumberInput
      label={t(`admin.foerdermatrix.fields.${name}`)}
      description={t('admin.foerdermatrix.fields.investitionenHint')}
      min={0}
      step={1000}
      {...numberInputSeparators(lang)}
      suffix=" €"
      allowNegative={false}
      {...field(name)}
      data-testid={`fm-${name}`}
    />
  );
  return (
    <EditorSection title={t('admin.foerdermatrix.sections.rahmen')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md">
        {betrag('investitionenvon')}
        {betrag('investitionenbis')}
        <NumberInput
          label={t('admin.foerdermatrix.fields.sortierung')}
          description={t('admin.foerdermatrix.fields.sortierungHint')}
          required
          min={0}
          step={10}
          allowDecimal={false}
          allowNegative={false}
          {...field('sortierung')}
          data-testid="fm-sortierung"
        />
        <TextInput
          label={t('admin.foerdermatrix.fields.url')}
          description={t('admin.foerdermatrix.fields.urlHint')}
          placeholder="https://…"
          type="url"
          {...field('url')}
          data-testid="fm-url"
        />
      </SimpleGrid>
    </EditorSection>
  );
}
