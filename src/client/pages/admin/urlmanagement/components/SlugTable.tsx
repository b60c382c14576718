import { Anchor, Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { langOfPath } from '../../../../../shared/domain/routes';
import type { Slug } from '../../../../../shared/schemas/content';
import { RowActions } from '../../../../components/admin/RowActions';

/** A page's own meta entry has a language-prefixed slug (its path); anything else is a shortcut. */
export const isMetaEntry = (entry: Slug) => langOfPath(`/${entry.slug}`) !== null;

/** The URL entries as a table with kind, target, title and description, and edit/delete per row. */
export function SlugTable({
  entries,
  onEdit,
  onDelete,
}: {
  entries: readonly Slug[];
  onEdit: (entry: Slug) => void;
  onDelete: (entry: Slug) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="slug-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.urlmanagement.columns.slug')}</Table.Th>
            <Table.Th>{t('admin.urlmanagement.columns.path')}</Table.Th>
            <Table.Th>{t('admin.urlmanagement.columns.title')}</Table.Th>
            <Table.Th ta="right">{t('admin.common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id} data-testid={`slug-row-${entry.slug}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {/* An in-app link: it follows the shortcut as a visitor's click would (router + cached list). */}
                <Anchor component={Link} to={`/${entry.slug}`} size="sm" fw={600}>
                  /{entry.slug}
                </Anchor>
                <div>
                  <Badge mt={4} size="xs" radius="sm" variant="light" color={isMetaEntry(entry) ? 'gray' : 'petrol'}>
                    {isMetaEntry(entry) ? t('admin.urlmanagement.arten.meta') : t('admin.urlmanagement.arten.shortcut')}
                  </Badge>
                </div>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {entry.path}
                </Text>
              </Table.Td>
              <Table.Td maw={460}>
                {/* The title opens the editor too: on a phone the action column is scrolled out of view. */}
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  fw={600}
                  ta="left"
                  lineClamp={1}
                  onClick={() => onEdit(entry)}
                >
                  {entry.title}
                </Anchor>
                {entry.description && (
                  <Text size="xs" c="gray.7" lineClamp={2}>
                    {entry.description}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <RowActions
                  onEdit={() => onEdit(entry)}
                  editLabel={t('admin.urlmanagement.editAria', { slug: entry.slug })}
                  editTestId={`slug-edit-${entry.slug}`}
                  onDelete={() => onDelete(entry)}
                  deleteLabel={t('admin.urlmanagement.deleteAria', { slug: entry.slug })}
                  deleteTestId={`slug-delete-${entry.slug}`}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
