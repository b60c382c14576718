import { Anchor, Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KARTEN_GRUPPEN, type KarteStyle, parseKarteStyle } from '../../../../../shared/domain/karte';
import type { Karte } from '../../../../../shared/schemas/reference';
import { RowActions } from '../../../../components/admin/RowActions';

/** The layer kind for the table: the stylejson type, or 'invalid' for a definition the map cannot use. */
function typLabel(karte: Karte): KarteStyle['type'] | 'invalid' {
  return parseKarteStyle(karte.stylejson)?.type ?? 'invalid';
}

/** The layers as a table in panel order, with edit and delete per row. */
export function KartenTable({
  karten,
  onEdit,
  onDelete,
}: {
  karten: readonly Karte[];
  onEdit: (karte: Karte) => void;
  onDelete: (karte: Karte) => void;
}) {
  const { t } = useTranslation();
  const gruppeLabel = (gruppe: string) =>
    (KARTEN_GRUPPEN as readonly string[]).includes(gruppe)
      ? t(`admin.karten.gruppen.${gruppe as (typeof KARTEN_GRUPPEN)[number]}`)
      : gruppe;

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="karten-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.karten.columns.title')}</Table.Th>
            <Table.Th>{t('admin.karten.columns.gruppe')}</Table.Th>
            <Table.Th>{t('admin.karten.columns.typ')}</Table.Th>
            <Table.Th ta="right">{t('admin.karten.columns.reihenfolge')}</Table.Th>
            <Table.Th>{t('admin.karten.columns.sichtbar')}</Table.Th>
            <Table.Th ta="right">{t('admin.common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {karten.map((karte) => {
            const typ = typLabel(karte);
            return (
              <Table.Tr key={karte.id} data-testid={`karte-row-${karte.id}`}>
                <Table.Td>
                  {/* The title opens the editor too: on a phone the action column is scrolled out of view. */}
                  <Anchor component="button" type="button" fw={600} size="sm" ta="left" onClick={() => onEdit(karte)}>
                    {karte.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>{gruppeLabel(karte.gruppe)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={typ === 'invalid' ? 'red' : 'gray'} radius="sm" tt="none">
                    {t(`admin.karten.typen.${typ}`)}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">{karte.reihenfolge}</Table.Td>
                <Table.Td>
                  {karte.adminsOnly ? (
                    <Badge variant="light" color="gold" radius="sm" tt="none">
                      {t('admin.karten.sichtbar.admins')}
                    </Badge>
                  ) : (
                    <Text size="sm">{t('admin.karten.sichtbar.alle')}</Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <RowActions
                    onEdit={() => onEdit(karte)}
                    editLabel={t('admin.karten.editAria', { title: karte.title })}
                    editTestId={`karte-edit-${karte.id}`}
                    onDelete={() => onDelete(karte)}
                    deleteLabel={t('admin.karten.deleteAria', { title: karte.title })}
                    deleteTestId={`karte-delete-${karte.id}`}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
