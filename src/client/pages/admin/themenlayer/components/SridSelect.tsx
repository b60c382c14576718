import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sridOptions } from '../layerForm';

/** The coordinate system of a layer file: 'from the file' or one the import supports. */
export function SridSelect(props: Omit<SelectProps, 'data' | 'label' | 'description'>) {
  const { t } = useTranslation();
  return (
    <Select
      {...props}
      label={t('admin.themenlayer.fields.srid')}
      description={t('admin.themenlayer.fields.sridHint')}
      data={sridOptions(t('admin.themenlayer.fields.sridFromFile'))}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
