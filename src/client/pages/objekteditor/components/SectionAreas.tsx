import { Checkbox, Collapse, Group, Input, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconRuler2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../../shared/domain/format';
import { priceWarnings } from '../../../../shared/domain/plausibility';
import { useLang } from '../../../hooks/useLang';
import classes from '../Editor.module.css';
import { useEditor } from '../EditorContext';
import { toNumber } from '../formValues';
import { EditorSection } from './EditorSection';
import { type NumberBinding, NumberField, type NumberFieldProps } from './NumberField';

/**
 * Areas and prices: the area (and the smallest part when divisible), hall height, and the offer —
 * for sale and/or for rent (spec 5: at least one) — each with its total and per-m² price. Numbers are
 * typed in the page language; a total that does not fit area × price per m² gets a warning (not an error).
 */
export function SectionAreas() {
  const { t } = useTranslation();
  const lang = useLang();
  const { form, field, errorOf } = useEditor();
  const values = form.getValues();
  const warnings = priceWarnings({
    flaecheinqm: toNumber(values.flaecheinqm),
    kaufpreis: values.istkaufobjekt ? toNumber(values.kaufpreis) : null,
    kaufpreisproqm: values.istkaufobjekt ? toNumber(values.kaufpreisproqm) : null,
    mietpreis: values.istmietobjekt ? toNumber(values.mietpreis) : null,
    mietpreisproqm: values.istmietobjekt ? toNumber(values.mietpreisproqm) : null,
  });
  const warningOf = (path: string) => {
    const warning = warnings.find((w) => w.field === path);
    if (!warning) return undefined;
    return (
      <Text component="span" size="xs" c="orange.9" data-testid={`editor-warning-${path}`}>
        <IconAlertTriangle size={12} aria-hidden style={{ verticalAlign: '-1px' }} />{' '}
        {t('objekt.editor.priceWarning', { expected: formatPrice(warning.expected, lang) })}
      </Text>
    );
  };
  const number = (path: string, label: string, extra: Partial<NumberFieldProps> = {}) => (
    <NumberField
      {...(field(path) as NumberBinding)}
      label={label}
      description={warningOf(path)}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      data-testid={`editor-${path}`}
      {...extra}
    />
  );
  const offerError = errorOf('istmietobjekt');
  const kauf = field('istkaufobjekt', { type: 'checkbox' });
  return (
    <EditorSection id="areas" title={t('objekt.editor.sections.areas')} icon={<IconRuler2 size={20} />}>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {number('flaecheinqm', t('objekt.field.flaecheinqm'), { withAsterisk: true, rightSection: 'm²' })}
          <TextInput
            {...field('flaechenbezeichnung')}
            label={t('objekt.field.flaechenbezeichnung')}
            maxLength={120}
            data-testid="editor-flaechenbezeichnung"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap="xs">
            <Switch
              {...field('istteilbar', { type: 'checkbox' })}
              label={t('objekt.field.istteilbar')}
              data-testid="editor-istteilbar"
            />
            <Collapse expanded={values.istteilbar}>
              {number('kleinsteflaecheinqm', t('objekt.field.kleinsteflaecheinqm'), {
                withAsterisk: true,
                rightSection: 'm²',
              })}
            </Collapse>
          </Stack>
          {number('hallenhoehe', t('objekt.field.hallenhoehe'), { rightSection: 'm' })}
        </SimpleGrid>

        <Input.Wrapper label={t('objekt.field.angebot')} withAsterisk error={offerError} data-testid="editor-angebot">
          <Group gap="xl" mt={6}>
            <Checkbox
              {...kauf}
              onChange={(event) => {
                kauf.onChange(event);
                form.clearFieldError('istmietobjekt');
              }}
              error={undefined}
              label={t('objekt.field.istkaufobjekt')}
              data-testid="editor-istkaufobjekt"
            />
            <Checkbox
              {...field('istmietobjekt', { type: 'checkbox' })}
              error={offerError ? true : undefined}
              label={t('objekt.field.istmietobjekt')}
              data-testid="editor-istmietobjekt"
            />
          </Group>
        </Input.Wrapper>

        <Collapse expanded={values.istkaufobjekt}>
          <div className={classes.priceBox}>
            <Text fw={700} size="sm" c="brand.9" mb="xs">
              {t('objekt.field.kauf')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {number('kaufpreis', t('objekt.field.kaufpreis'), { rightSection: '€' })}
              {number('kaufpreisproqm', t('objekt.field.kaufpreisproqm'), { rightSection: '€' })}
            </SimpleGrid>
            <Text size="xs" c="gray.7" mt={6}>
              {t('objekt.editor.priceHint')}
            </Text>
          </div>
        </Collapse>
        <Collapse expanded={values.istmietobjekt}>
          <div className={classes.priceBox}>
            <Text fw={700} size="sm" c="brand.9" mb="xs">
              {t('objekt.field.miete')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {number('mietpreis', t('objekt.field.mietpreis'), { rightSection: '€' })}
              {number('mietpreisproqm', t('objekt.field.mietpreisproqm'), { rightSection: '€' })}
            </SimpleGrid>
            <Text size="xs" c="gray.7" mt={6}>
              {t('objekt.editor.priceHint')}
            </Text>
          </div>
        </Collapse>
      </Stack>
    </EditorSection>
  );
}
