import { Button, Modal, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../../shared/domain/format';
import type { ImportLauf } from '../../../../../shared/domain/openimmo';
import { ErrorState } from '../../../../components/feedback/ErrorState';
import { LoadingState } from '../../../../components/feedback/LoadingState';
import { importLaeufeQuery } from '../../../../data/import';
import { useLang } from '../../../../hooks/useLang';
import { ImportBericht } from './ImportBericht';

/**
 * The earlier runs (GET /api/import/openimmo): when, which file, full or partial, the counts; each run's
 * report opens in a dialog. An administrator sees every broker's runs, or the chosen broker's.
 */
export function ImportHistory({ makler, showMakler }: { makler: number | null; showMakler: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const laeufe = useQuery(importLaeufeQuery(makler));
  const [open, setOpen] = useState<ImportLauf | null>(null);
  const when = (value: string) => formatDate(value, lang, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      component="section"
      aria-labelledby="import-history-title"
    >
      <Title id="import-history-title" order={2} size="h3" c="brand.9" mb="md">
        {t('import.history.title')}
      </Title>
      {laeufe.isPending ? (
        <LoadingState minHeight={80} />
      ) : laeufe.error ? (
        <ErrorState error={laeufe.error} onRetry={() => void laeufe.refetch()} />
      ) : laeufe.data.length === 0 ? (
        <Text c="gray.7" fs="italic" data-testid="import-history-empty">
          {t('import.history.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover data-testid="import-history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('import.history.date')}</Table.Th>
                <Table.Th scope="col">{t('import.history.file')}</Table.Th>
                {showMakler && <Table.Th scope="col">{t('import.history.makler')}</Table.Th>}
                <Table.Th scope="col">{t('import.history.umfang')}</Table.Th>
                <Table.Th scope="col">{t('import.history.counts')}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{t('import.history.open')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {laeufe.data.map((lauf) => {
                const b = lauf.bericht;
                return (
                  <Table.Tr key={lauf.id} data-testid="import-lauf">
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(lauf.erstelltam)}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{lauf.dateiname}</Table.Td>
                    {showMakler && <Table.Td>{lauf.maklerName}</Table.Td>}
                    <Table.Td>{t(`import.umfang.${lauf.umfang}`)}</Table.Td>
                    <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                      {[b.created, b.changed, b.unchanged, b.deactivated, b.refused.length].join(' / ')}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        leftSection={<IconFileDescription size={14} aria-hidden />}
                        onClick={() => setOpen(lauf)}
                        aria-label={t('import.history.openLabel', { date: when(lauf.erstelltam) })}
                        data-testid="import-lauf-open"
                      >
                        {t('import.history.open')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        size="xl"
        title={open ? `${t('import.report.title')}: ${open.dateiname}` : ''}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        data-testid="import-lauf-dialog"
      >
        {open && (
          <>
            <Text size="sm" c="gray.7" mb="md">
              {when(open.erstelltam)} · {open.maklerName} · {t(`import.umfang.${open.umfang}`)}
            </Text>
            <ImportBericht bericht={open.bericht} />
          </>
        )}
      </Modal>
    </Paper>
  );
}
