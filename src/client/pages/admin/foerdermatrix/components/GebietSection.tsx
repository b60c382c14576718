import { MultiSelect, Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { BEZIRKSGRUPPEN, bezirkeMitGruppen } from '../../../../../shared/domain/foerdergebiet';
import { BEZIRKE } from '../../../../../shared/domain/objekt';
import { EditorSection } from '../../../../components/admin/ContentEditorFrame';
import { useFieldProps } from '../../../../hooks/useFormText';
import { useLang } from '../../../../hooks/useLang';
import type { FoerderFormValues } from './foerderForm';

const BEZIRK_OPTIONS = BEZIRKE.map((b) => ({ value: b.id, label: b.name }));
const nameOf = (id: string) => BEZIRKE.find((b) => b.id === id)?.name ?? id;

/**
 * Where the programme applies: districts, none = all of Lower Austria. A region (main region, NUTS-3 region)
 * adds its districts in one step; a region that takes only part of a district says so in its label.
 */
export function GebietSection({ form }: { form: UseFormReturnType<FoerderFormValues> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const field = useFieldProps(form);
  const gruppen = BEZIRKSGRUPPEN.map((g) => ({
    value: g.id,
    label: g.teilweise.length
      ? t('admin.foerdermatrix.gebiet.teilweise', { name: g[lang], bezirke: g.teilweise.map(nameOf).join(', ') })
      : g[lang],
  }));
  const empty = form.values.bezirke.length === 0;
  return (
    <EditorSection title={t('admin.foerdermatrix.sections.gebiet')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md">
        <MultiSelect
          label={t('admin.foerdermatrix.fields.bezirke')}
          description={empty ? t('admin.foerdermatrix.gebiet.ganzNoe') : t('admin.foerdermatrix.gebiet.hint')}
          placeholder={empty ? t('admin.foerdermatrix.gebiet.ganzNoe') : undefined}
          data={BEZIRK_OPTIONS}
          searchable
          clearable
          hidePickedOptions
          comboboxProps={{ withinPortal: true }}
          {...field('bezirke')}
          data-testid="fm-bezirke"
        />
        <Select
          label={t('admin.foerdermatrix.gebiet.region')}
          description={t('admin.foerdermatrix.gebiet.regionHint')}
          placeholder={t('admin.foerdermatrix.choose')}
          data={gruppen}
          value={null}
          onChange={(id) => {
            if (id) form.setFieldValue('bezirke', bezirkeMitGruppen(form.getValues().bezirke, [id]));
          }}
          searchable
          comboboxProps={{ withinPortal: true }}
          data-testid="fm-region"
        />
      </SimpleGrid>
    </EditorSection>
  );
}
