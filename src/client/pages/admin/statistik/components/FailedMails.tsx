import { Button, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../../shared/domain/format';
import { ErrorState } from '../../../../components/feedback/ErrorState';
import { LoadingState } from '../../../../components/feedback/LoadingState';
import { failedMailsQuery, useRetryMail } from '../../../../data/admin-mails';
import { useLang } from '../../../../hooks/useLang';

/** The mails that failed after their last retry, each with "send again" (one more attempt in the queue). */
export function FailedMails() {
  const { t } = useTranslation();
  const lang = useLang();
  const mails = useQuery(failedMailsQuery);
  const retry = useRetryMail();
  const time = (value: string) => formatDate(value, lang, { dateStyle: 'medium', timeStyle: 'short' });

  if (mails.isPending) return <LoadingState />;
  if (mails.error) return <ErrorState error={mails.error} onRetry={() => mails.refetch()} />;
  return (
    <Stack gap="md" data-testid="failed-mails">
      <Text c="dimmed">{t('admin.statistik.mails.lead')}</Text>
      {mails.data.items.length === 0 ? (
        <Paper withBorder radius="lg" p="lg">
          <Text>{t('admin.statistik.mails.empty')}</Text>
        </Paper>
      ) : (
        <ScrollArea>
          <Table striped highlightOnHover captionSide="top" miw={720}>
            <Table.Caption>{t('admin.statistik.mails.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.statistik.mails.failedOn')}</Table.Th>
                <Table.Th>{t('admin.statistik.mails.to')}</Table.Th>
                <Table.Th>{t('admin.statistik.mails.subject')}</Table.Th>
                <Table.Th>{t('admin.statistik.mails.attempts')}</Table.Th>
                <Table.Th>{t('admin.statistik.mails.error')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {mails.data.items.map((mail) => (
                <Table.Tr key={mail.id} data-testid="failed-mail">
                  <Table.Td>{time(mail.failedOn ?? mail.createdOn)}</Table.Td>
                  <Table.Td>{mail.to}</Table.Td>
                  <Table.Td>{mail.subject}</Table.Td>
                  <Table.Td>{mail.retryCount + 1}</Table.Td>
                  <Table.Td>
                    <Text size="sm" c="red.8">
                      {mail.error}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconSend size={14} aria-hidden />}
                      loading={retry.isPending && retry.variables === mail.id}
                      onClick={() =>
                        retry.mutate(mail.id, {
                          onSuccess: () =>
                            notifications.show({ color: 'green', message: t('admin.statistik.mails.retried') }),
                        })
                      }
                    >
                      {t('admin.statistik.mails.retry')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {retry.error && <ErrorState error={retry.error} />}
    </Stack>
  );
}
