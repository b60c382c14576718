import { Button, Container, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Themenlayer } from '../../../../shared/schemas/themenlayer';
import { useDeleteDialog } from '../../../components/admin/useDeleteDialog';
import { ErrorState } from '../../../components/feedback/ErrorState';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { PageHeader } from '../../../components/PageHeader';
import { afterThemenlayerDelete, removeThemenlayer, themenlayerQuery } from '../../../data/admin-themenlayer';
import { useLang } from '../../../hooks/useLang';
import { NewLayerDialog } from './components/NewLayerDialog';
import { ReplaceDialog } from './components/ReplaceDialog';
import { ThemenlayerTable } from './components/ThemenlayerTable';
import { layerName } from './layerForm';

/**
 * /{lang}/admin/themenlayer (issue #27): the thematic layers the site check tests every property against —
 * import a new one from a GeoJSON file or zipped Shapefile, replace a layer's file, delete a layer. The
 * admin menu around the page comes from the router.
 */
export default function AdminThemenlayerPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const layers = useQuery(themenlayerQuery);
  const [creating, setCreating] = useState(false);
  /** The layer whose new file is being chosen (after the confirmation). */
  const [replacing, setReplacing] = useState<Themenlayer | null>(null);

  const confirmReplace = (layer: Themenlayer) =>
    modals.openConfirmModal({
      title: t('admin.themenlayer.replaceConfirmTitle'),
      children: <Text size="sm">{t('admin.themenlayer.replaceConfirmText', { name: layerName(layer, lang) })}</Text>,
      labels: { confirm: t('admin.themenlayer.replaceContinue'), cancel: t('admin.themenlayer.cancel') },
      confirmProps: { 'data-testid': 'themenlayer-replace-confirm' } as Record<string, unknown>,
      onConfirm: () => setReplacing(layer),
    });

  const confirmDelete = useDeleteDialog<Themenlayer>({
    text: (layer) => t('admin.themenlayer.deleteText', { name: layerName(layer, lang) }),
    cancelLabel: t('admin.themenlayer.cancel'),
    confirmTestId: 'themenlayer-delete-confirm',
    remove: (layer) => removeThemenlayer(layer.id),
    deletedName: (layer) => layerName(layer, lang),
    afterChange: afterThemenlayerDelete,
  });

  return (
    <>
      <PageHeader title={t('admin.themenlayer.title')} lead={t('admin.themenlayer.lead')}>
        <Button
          mt="lg"
          color="gold"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setCreating(true)}
          data-testid="themenlayer-create"
        >
          {t('admin.themenlayer.create')}
        </Button>
      </PageHeader>
      <Container py={{ base: 24, md: 40 }} size="xl">
        {layers.isPending ? (
          <LoadingState />
        ) : layers.error ? (
          <ErrorState error={layers.error} onRetry={() => layers.refetch()} />
        ) : layers.data.length === 0 ? (
          <Paper withBorder radius="lg" p="xl" data-testid="themenlayer-empty">
            <Text c="gray.7" ta="center">
              {t('admin.themenlayer.empty')}
            </Text>
          </Paper>
        ) : (
          <Stack gap="sm">
            <Text size="sm" c="gray.7">
              {t('admin.themenlayer.count', { count: layers.data.length })}
            </Text>
            <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
              <ThemenlayerTable layers={layers.data} onReplace={confirmReplace} onDelete={confirmDelete} />
            </Paper>
          </Stack>
        )}
      </Container>
      {creating && <NewLayerDialog onClose={() => setCreating(false)} />}
      {replacing && <ReplaceDialog key={replacing.id} layer={replacing} onClose={() => setReplacing(null)} />}
    </>
  );
}
