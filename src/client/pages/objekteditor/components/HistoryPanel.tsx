import { Badge, Group, Loader, Table, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../shared/domain/format';
import { ErrorState } from '../../../components/feedback/ErrorState';
import { historieQuery } from '../../../data/objekt';
import { useLang } from '../../../hooks/useLang';
import { splitGrund, statusColor, statusLabel } from '../../../lib/objektText';
import { EditorSection } from './EditorSection';

const AKTIONEN = new Set([
  'erstellen',
  'speichern',
  'verlaengern',
  'einreichen',
  'freigeben',
  'ablehnen',
  'deaktivieren',
  'aktivieren',
  'statusSetzen',
  'duplizieren',
  'aenderungSpeichern',
  'aenderungFreigeben',
  'aenderungAblehnen',
  'aenderungZurueckziehen',
]);

/** The object's history (issue 5: every transition is logged): when, who, what, from → to, why. */
export function HistoryPanel({ objektId }: { objektId: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useQuery(historieQuery(objektId));
  const when = (zeit: string) => formatDate(zeit, lang, { dateStyle: 'medium', timeStyle: 'short' });
  const status = (code: number | null) =>
    code === null ? null : (
      <Badge size="sm" variant="light" color={statusColor(code)} tt="none">
        {statusLabel(code, lang)}
      </Badge>
    );
  return (
    <EditorSection id="history" title={t('objekt.editor.sections.history')} icon={<IconHistory size={20} />}>
      {query.isPending ? (
        <Loader size="sm" />
      ) : query.error ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('objekt.editor.history.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={620}>
          <Table striped verticalSpacing="xs" fz="sm" data-testid="history-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('objekt.editor.history.when')}</Table.Th>
                <Table.Th>{t('objekt.editor.history.who')}</Table.Th>
                <Table.Th>{t('objekt.editor.history.action')}</Table.Th>
                <Table.Th>{t('objekt.editor.history.change')}</Table.Th>
                <Table.Th>{t('objekt.editor.history.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...query.data].reverse().map((entry, i) => {
                const grund = splitGrund(entry.grund);
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id and never reorder
                  <Table.Tr key={i}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(entry.zeit)}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.benutzer ?? '–'}</Table.Td>
                    <Table.Td>
                      {AKTIONEN.has(entry.aktion)
                        ? t(`objekt.editor.history.aktion.${entry.aktion as 'speichern'}`)
                        : entry.aktion}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {entry.von !== null && entry.von !== entry.nach && (
                          <>
                            {status(entry.von)}
                            <span aria-hidden>→</span>
                          </>
                        )}
                        {status(entry.nach)}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      {grund.code && (
                        <Text size="sm" fw={600} span>
                          {t(`objekt.grund.${grund.code}`)}
                        </Text>
                      )}
                      {grund.code && grund.text && ': '}
                      {grund.text}
                      {!grund.code && !grund.text && '–'}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </EditorSection>
  );
}
