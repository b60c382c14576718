import { Button, Container, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Karte } from '../../../../shared/schemas/reference';
import { useDeleteDialog } from '../../../components/admin/useDeleteDialog';
import { ErrorState } from '../../../components/feedback/ErrorState';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { PageHeader } from '../../../components/PageHeader';
import { adminKartenQuery, afterKarteChange, kartenAdminApi } from '../../../data/admin-karten';
import { KarteEditor } from './components/KarteEditor';
import { KartenTable } from './components/KartenTable';

/**
 * /{lang}/admin/karten (spec 2 'maps'): the map layers of the location search — create, edit (with a live
 * preview of the layer) and delete. The admin menu around the page comes from the router.
 */
export default function AdminKartenPage() {
  const { t } = useTranslation();
  const karten = useQuery(adminKartenQuery);
  /** The layer in the editor: a stored one, 'new', or none (editor closed). */
  const [editing, setEditing] = useState<Karte | 'new' | null>(null);

  const nextOrder = Math.max(0, ...(karten.data ?? []).map((k) => k.reihenfolge)) + 1;

  const confirmDelete = useDeleteDialog<Karte>({
    text: (karte) => t('admin.karten.deleteText', { title: karte.title }),
    cancelLabel: t('admin.karten.cancel'),
    confirmTestId: 'karte-delete-confirm',
    remove: (karte) => kartenAdminApi.remove(karte.id),
    deletedName: (karte) => karte.title,
    afterChange: afterKarteChange,
  });

  return (
    <>
      <PageHeader title={t('admin.karten.title')} lead={t('admin.karten.lead')}>
        <Button
          mt="lg"
          color="gold"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setEditing('new')}
          disabled={!karten.data}
          data-testid="karte-create"
        >
          {t('admin.karten.create')}
        </Button>
      </PageHeader>
      <Container py={{ base: 24, md: 40 }} size="xl">
        {karten.isPending ? (
          <LoadingState />
        ) : karten.error ? (
          <ErrorState error={karten.error} onRetry={() => karten.refetch()} />
        ) : karten.data.length === 0 ? (
          <Paper withBorder radius="lg" p="xl">
            <Text c="gray.7" ta="center">
              {t('admin.common.empty')}
            </Text>
          </Paper>
        ) : (
          <Stack gap="sm">
            <Text size="sm" c="gray.7">
              {t('admin.karten.count', { count: karten.data.length })}
            </Text>
            <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
              <KartenTable karten={karten.data} onEdit={setEditing} onDelete={confirmDelete} />
            </Paper>
          </Stack>
        )}
      </Container>
      {editing !== null && (
        <KarteEditor
          key={editing === 'new' ? 'new' : editing.id}
          karte={editing === 'new' ? null : editing}
          nextOrder={nextOrder}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
