import { Anchor, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ImportBericht as Bericht, refusalDetail } from '../../../../../shared/domain/openimmo';
import { useLang } from '../../../../hooks/useLang';
import { useSession } from '../../../../hooks/useSession';

const COUNTS = ['created', 'changed', 'unchanged', 'deactivated'] as const;

/**
 * The report of one feed: how many listings are new, changed, unchanged and deactivated, and each listing
 * that was not taken with its translated reason and the importer's hint (the field, the attachment).
 */
export function ImportBericht({ bericht, headingOrder = 3 }: { bericht: Bericht; headingOrder?: 2 | 3 | 4 }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { isAdmin } = useSession();
  const editPath = (id: string) => (isAdmin ? `/${lang}/admin/objekt/${id}` : `/${lang}/objekteditor/${id}`);
  // A validation message of the editor's rules (`polygon: error.polygonRequired`) in the reader's language.
  const detailText = (detail: string | undefined) => {
    const split = detail ? refusalDetail(detail) : null;
    return split
      ? `${split.field}: ${String(t(split.messageKey as never, { defaultValue: split.messageKey } as never))}`
      : (detail ?? '');
  };
  return (
    <Stack gap="md" data-testid="import-bericht">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {COUNTS.map((count) => (
          <Paper key={count} withBorder radius="md" p="sm" data-testid={`import-${count}`}>
            <Text size="sm" c="gray.7">
              {t(`import.report.${count}`)}
            </Text>
            <Text fz={28} fw={700} c="brand.9" lh={1.2}>
              {bericht[count]}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {bericht.refused.length === 0 ? (
        <Text c="gray.7">{t('import.report.refusedNone')}</Text>
      ) : (
        <Stack gap="xs">
          <Title order={headingOrder} size="h4" c="red.9">
            {t('import.report.refusedTitle', { count: bericht.refused.length })}
          </Title>
          <Table.ScrollContainer minWidth={480}>
            <Table striped data-testid="import-refused">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('import.report.obid')}</Table.Th>
                  <Table.Th scope="col">{t('import.report.reason')}</Table.Th>
                  <Table.Th scope="col">{t('import.report.detail')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {bericht.refused.map((r, i) => (
                  // Keys may repeat within a feed (duplicateKey): the position keeps the rows apart.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed once shown
                  <Table.Tr key={`${r.obid}-${i}`} data-testid="import-refused-row">
                    <Table.Td ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                      {r.obid || t('import.report.noObid')}
                    </Table.Td>
                    <Table.Td data-testid="import-refused-reason">{t(`import.refused.${r.reason}`)}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{detailText(r.detail)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
      {bericht.incomplete.length > 0 && (
        <Stack gap="xs" data-testid="import-incomplete">
          <Title order={headingOrder} size="h4" c="orange.9">
            {t('import.report.incompleteTitle', { count: bericht.incomplete.length })}
          </Title>
          <Text size="sm">{t('import.report.incompleteText')}</Text>
          <Table.ScrollContainer minWidth={480}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('import.report.obid')}</Table.Th>
                  <Table.Th scope="col">{t('import.report.missing')}</Table.Th>
                  <Table.Th scope="col">{t('import.report.editor')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {bericht.incomplete.map((o) => (
                  <Table.Tr key={o.objekt} data-testid="import-incomplete-row">
                    <Table.Td ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                      {o.obid}
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{detailText(o.detail)}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={editPath(o.objekt)} underline="always">
                        {t('import.report.complete', { obid: o.obid })}
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Stack>
  );
}
