import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconExternalLink, IconPencil, IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../../shared/domain/format';
import { routePath } from '../../../../shared/domain/routes';
import type { Kampagne } from '../../../../shared/schemas/content';
import { ErrorState } from '../../../components/feedback/ErrorState';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { PageHeader } from '../../../components/PageHeader';
import { useAdminKampagnen } from '../../../data/admin-kampagnen';
import { useLang } from '../../../hooks/useLang';

/** Featured campaigns first in carousel order, then the others by their order value. */
function sorted(list: readonly Kampagne[]): Kampagne[] {
  return [...list].sort(
    (a, b) =>
      Number(b.titelseite && b.aktiv) - Number(a.titelseite && a.aktiv) || a.reihenfolge - b.reihenfolge || a.id - b.id,
  );
}

/** Active or inactive, and featured on home. */
function StateBadges({ kampagne }: { kampagne: Kampagne }) {
  const { t } = useTranslation();
  return (
    <>
      <Badge variant="light" color={kampagne.aktiv ? 'petrol' : 'gray'}>
        {kampagne.aktiv ? t('admin.kampagnen.list.active') : t('admin.kampagnen.list.inactive')}
      </Badge>
      {kampagne.titelseite && (
        <Badge variant="light" color="gold">
          {t('admin.kampagnen.list.featured')}
        </Badge>
      )}
    </>
  );
}

/**
 * /{lang}/admin/kampagnen: every campaign with its state (active, featured on home, order), a text
 * filter, 'create new' (→ admin/kampagnen/neu) and the way into the editor.
 */
export default function AdminKampagnenPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const kampagnen = useAdminKampagnen();
  const [text, setText] = useState('');

  const rows = useMemo(() => {
    const needle = text.trim().toLowerCase();
    const all = sorted(kampagnen.data ?? []);
    return needle
      ? all.filter((k) => `${k.header} ${k.headersub ?? ''} ${k.routerurl ?? ''}`.toLowerCase().includes(needle))
      : all;
  }, [kampagnen.data, text]);

  return (
    <>
      <PageHeader title={t('admin.kampagnen.list.title')} lead={t('admin.kampagnen.list.lead')}>
        <Group mt="lg" gap="sm">
          <Button
            component={Link}
            to={`/${lang}/admin/kampagnen/neu`}
            color="gold"
            leftSection={<IconPlus size={18} aria-hidden />}
            data-testid="kampagnen-create"
          >
            {t('admin.common.create')}
          </Button>
        </Group>
      </PageHeader>
      <Container size="xl" py={{ base: 24, md: 32 }}>
        <TextInput
          label={t('admin.common.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maw={420}
          mb="lg"
          data-testid="kampagnen-search"
        />
        {kampagnen.isError ? (
          <ErrorState error={kampagnen.error} onRetry={() => void kampagnen.refetch()} />
        ) : kampagnen.isPending ? (
          <LoadingState />
        ) : rows.length === 0 ? (
          <Text c="dimmed" data-testid="kampagnen-empty">
            {text.trim() ? t('admin.common.noMatch') : t('admin.common.empty')}
          </Text>
        ) : (
          <>
            <Stack gap="sm" hiddenFrom="sm" data-testid="kampagnen-cards">
              {rows.map((k) => (
                <Paper key={k.id} withBorder radius="md" p="sm">
                  <Anchor component={Link} to={`/${lang}/admin/kampagnen/${k.id}`} fw={600}>
                    {k.header || t('admin.kampagnen.untitled')}
                  </Anchor>
                  <Group gap={6} mt={6}>
                    <StateBadges kampagne={k} />
                    <Text size="sm" c="dimmed">
                      {t('admin.kampagnen.fields.reihenfolge')}: {k.reihenfolge} · {formatDate(k.geaendertam, lang)}
                    </Text>
                  </Group>
                </Paper>
              ))}
            </Stack>
            <Paper withBorder radius="md" visibleFrom="sm">
              <Table.ScrollContainer minWidth={720}>
                <Table verticalSpacing="sm" highlightOnHover data-testid="kampagnen-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('admin.kampagnen.fields.header')}</Table.Th>
                      <Table.Th>{t('admin.kampagnen.list.state')}</Table.Th>
                      <Table.Th ta="right">{t('admin.kampagnen.fields.reihenfolge')}</Table.Th>
                      <Table.Th>{t('admin.kampagnen.list.changed')}</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>{t('admin.common.actions')}</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((k) => (
                      <Table.Tr key={k.id} data-testid="kampagnen-row" data-id={k.id}>
                        <Table.Td maw={460}>
                          <Anchor component={Link} to={`/${lang}/admin/kampagnen/${k.id}`} fw={600}>
                            {k.header || t('admin.kampagnen.untitled')}
                          </Anchor>
                          {k.headersub && (
                            <Text size="sm" c="dimmed" lineClamp={1}>
                              {k.headersub}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Group gap={6}>
                            <StateBadges kampagne={k} />
                          </Group>
                        </Table.Td>
                        <Table.Td ta="right">{k.reihenfolge}</Table.Td>
                        <Table.Td>{formatDate(k.geaendertam, lang)}</Table.Td>
                        <Table.Td>
                          <Group gap={4} justify="flex-end" wrap="nowrap">
                            <Button
                              component={Link}
                              to={`/${lang}/admin/kampagnen/${k.id}`}
                              size="xs"
                              variant="light"
                              leftSection={<IconPencil size={14} aria-hidden />}
                            >
                              {t('admin.common.edit')}
                            </Button>
                            {k.aktiv && (
                              <Button
                                component="a"
                                href={routePath('wissen-detail', lang, { wissenId: k.id })}
                                target="_blank"
                                rel="noopener"
                                size="xs"
                                variant="subtle"
                                leftSection={<IconExternalLink size={14} aria-hidden />}
                              >
                                {t('admin.kampagnen.list.open')}
                              </Button>
                            )}
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
          </>
        )}
      </Container>
    </>
  );
}
