import { ActionIcon, Badge, Button, Group, Table, Text } from '@mantine/core';
import { IconFileUpload, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../../../shared/domain/format';
import type { Themenlayer } from '../../../../../shared/schemas/themenlayer';
import { useLang } from '../../../../hooks/useLang';
import { layerName } from '../layerForm';

/** The badge colour of a kind: the flood zones blue, nature green, zoning gold. */
const ART_FARBE = {
  hq30: 'blue',
  hq100: 'blue',
  hq300: 'blue',
  natura2000: 'green',
  widmung: 'gold',
  sonstige: 'gray',
} as const;

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** The layers by kind and name, with their source, number of areas and import date; replace or delete per row. */
export function ThemenlayerTable({
  layers,
  onReplace,
  onDelete,
}: {
  layers: readonly Themenlayer[];
  onReplace: (layer: Themenlayer) => void;
  onDelete: (layer: Themenlayer) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="themenlayer-table">
        <Table.Thead>
          <Table.Tr>
            {/* The number a map layer of type 'themenlayer' names ("layer": …, Administration → Maps). */}
            <Table.Th ta="right">{t('admin.themenlayer.columns.nr')}</Table.Th>
            <Table.Th>{t('admin.themenlayer.columns.art')}</Table.Th>
            <Table.Th>{t('admin.themenlayer.columns.name')}</Table.Th>
            <Table.Th>{t('admin.themenlayer.columns.quelle')}</Table.Th>
            <Table.Th ta="right">{t('admin.themenlayer.columns.flaechen')}</Table.Th>
            <Table.Th>{t('admin.themenlayer.columns.importiertAm')}</Table.Th>
            <Table.Th ta="right">{t('admin.common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {layers.map((layer) => {
            const name = layerName(layer, lang);
            return (
              <Table.Tr key={layer.id} data-testid={`themenlayer-row-${layer.id}`}>
                <Table.Td ta="right">{layer.id}</Table.Td>
                <Table.Td style={NOWRAP}>
                  {/* The whole label: the badge's own ellipsis would cut 'Hochwasser HQ100' in a narrow column. */}
                  <Badge
                    variant="light"
                    color={ART_FARBE[layer.art]}
                    radius="sm"
                    tt="none"
                    styles={{ label: { overflow: 'visible' } }}
                  >
                    {t(`admin.themenlayer.arten.${layer.art}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text fw={600} size="sm" data-testid="themenlayer-row-name">
                    {name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{layer.quelle}</Text>
                </Table.Td>
                <Table.Td ta="right" data-testid="themenlayer-flaechen">
                  {formatNumber(layer.flaechen, lang, 0)}
                </Table.Td>
                <Table.Td style={NOWRAP}>
                  {layer.importiertAm
                    ? formatDate(layer.importiertAm, lang, { dateStyle: 'medium', timeStyle: 'short' })
                    : t('admin.themenlayer.never')}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      leftSection={<IconFileUpload size={16} aria-hidden />}
                      onClick={() => onReplace(layer)}
                      aria-label={t('admin.themenlayer.replaceAria', { name })}
                      data-testid={`themenlayer-replace-${layer.id}`}
                    >
                      {t('admin.themenlayer.replace')}
                    </Button>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => onDelete(layer)}
                      aria-label={t('admin.themenlayer.deleteAria', { name })}
                      data-testid={`themenlayer-delete-${layer.id}`}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
