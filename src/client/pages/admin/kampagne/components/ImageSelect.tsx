import { Group, Image, Input, SegmentedControl, Select, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../../config';

/** Spec 9 image width setting: 0 = wide (9 of 12 columns), 1 = half (6), 2 = narrow (3, the default). */
export const BILDBREITEN = ['0', '1', '2'] as const;

/**
 * Picks an image of the campaign's pool (or none) for a field, each option with its thumbnail. Images
 * come into the pool through the 'Images & PDFs' tab.
 */
export function ImageSelect({
  label,
  value,
  onChange,
  poolbilder,
  error,
  'data-testid': testId,
}: {
  label: string;
  /** The chosen file name, '' for none. */
  value: string;
  onChange: (file: string) => void;
  poolbilder: readonly string[];
  error?: React.ReactNode;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  // A stored path outside the pool (e.g. /img/…) stays selectable, so opening the editor never drops it.
  const files = value && !poolbilder.includes(value) ? [value, ...poolbilder] : poolbilder;
  const data = files.map((file, i) => ({ value: file, label: t('admin.kampagnen.pool.imageN', { n: i + 1 }) }));
  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <Select
        label={label}
        value={value || null}
        onChange={(v) => onChange(v ?? '')}
        data={data}
        clearable
        placeholder={poolbilder.length === 0 ? t('admin.kampagnen.pool.emptyHint') : t('admin.kampagnen.pool.none')}
        nothingFoundMessage={t('admin.kampagnen.pool.emptyHint')}
        renderOption={({ option }) => (
          <Group gap="sm" wrap="nowrap">
            <Image src={imageUrl(option.value, 240)} w={56} h={36} radius="sm" fit="cover" alt="" />
            <Text size="sm">{option.label}</Text>
          </Group>
        )}
        error={error}
        style={{ flex: 1 }}
        data-testid={testId}
      />
      {value ? <Image src={imageUrl(value, 240)} w={72} h={48} radius="sm" fit="cover" alt="" /> : null}
    </Group>
  );
}

/** The image width setting of a module as a labelled segmented control. */
export function BildbreiteControl({ value, onChange }: { value: number; onChange: (breite: number) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Input.Wrapper label={t('admin.kampagnen.fields.bildbreite')} id={id} labelElement="div">
      <SegmentedControl
        aria-label={t('admin.kampagnen.fields.bildbreite')}
        data={BILDBREITEN.map((b) => ({ value: b, label: t(`admin.kampagnen.bildbreite.${b}`) }))}
        value={String(value)}
        onChange={(v) => onChange(Number(v))}
        fullWidth
        mt={4}
      />
    </Input.Wrapper>
  );
}
