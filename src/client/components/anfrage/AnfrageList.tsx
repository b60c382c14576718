import { Anchor, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/domain/format';
import { telHref } from '../../config';
import { anfragenQuery } from '../../data/anfrage';
import { useLang } from '../../hooks/useLang';
import { ErrorState } from '../feedback/ErrorState';

/**
 * A listing's enquiries (issue 25), newest first, for its owner and administrators: when, who (as at
 * sending time, with company, e-mail and phone as links), the message, and where it was mailed.
 */
export function AnfrageList({ objektId }: { objektId: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useQuery(anfragenQuery(objektId));
  if (query.isPending) return <Loader size="sm" />;
  if (query.error) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  if (query.data.length === 0) {
    return (
      <Text size="sm" c="gray.7" data-testid="anfrage-empty">
        {t('anfrage.list.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="sm" data-testid="anfrage-list">
      {query.data.map((a) => (
        <Paper key={a.id} withBorder radius="md" p="md" bg="gray.0" data-testid="anfrage-item">
          <Stack gap={6}>
            <Group justify="space-between" gap="xs" align="baseline">
              <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {a.name ?? (
                  <Anchor href={`mailto:${a.email}`} inherit>
                    {a.email}
                  </Anchor>
                )}
                {a.firma && (
                  <Text span c="gray.7" fw={400}>
                    {' '}
                    · {a.firma}
                  </Text>
                )}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDate(a.createdAt, lang, { dateStyle: 'medium', timeStyle: 'short' })}
              </Text>
            </Group>
            {(a.name || a.telefon) && (
              <Group gap="md">
                {a.name && (
                  <Anchor href={`mailto:${a.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    <Group gap={4} component="span" wrap="nowrap">
                      <IconMail size={16} aria-label={t('common.email')} />
                      {a.email}
                    </Group>
                  </Anchor>
                )}
                {a.telefon && (
                  <Anchor href={telHref(a.telefon)} size="sm">
                    <Group gap={4} component="span" wrap="nowrap">
                      <IconPhone size={16} aria-label={t('common.phone')} />
                      {a.telefon}
                    </Group>
                  </Anchor>
                )}
              </Group>
            )}
            <Text
              size="sm"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              data-testid="anfrage-nachricht-text"
            >
              {a.nachricht}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('anfrage.list.sentTo', { to: a.empfaenger })}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
