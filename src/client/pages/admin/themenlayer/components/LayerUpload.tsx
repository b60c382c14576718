import { Alert, Box, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconAlertTriangle, IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../../shared/domain/format';
import { THEMENLAYER_MAX_BYTES } from '../../../../../shared/domain/themenlayer';
import type { ThemenlayerImportQuery } from '../../../../../shared/schemas/themenlayer';
import { useErrorMessage } from '../../../../components/feedback/ErrorState';
import { type ThemenlayerBericht, useImportThemenlayer } from '../../../../data/admin-themenlayer';
import { ApiError } from '../../../../data/client';
import { useLang } from '../../../../hooks/useLang';
import { ImportReport } from './ImportReport';

/** The files a layer comes as: GeoJSON, or a ZIP with the Shapefile's parts (the server looks at the bytes). */
const LAYER_TYPES = {
  'application/geo+json': ['.geojson'],
  'application/json': ['.json', '.geojson'],
  'application/zip': ['.zip'],
  'application/x-zip-compressed': ['.zip'],
};

type Phase =
  | { state: 'idle' }
  | { state: 'sending'; name: string; fraction: number }
  | { state: 'importing'; name: string }
  | { state: 'done'; name: string; bericht: ThemenlayerBericht }
  | { state: 'failed'; name: string; message: string };

/**
 * A layer file's way in: the drop zone (types and size named), the upload's progress, 'Wird importiert …'
 * while the server reads, then the import's report — or what went wrong, translated from the server's code
 * (another import running, unreadable file, unknown system, no polygon). `query` is what the request tells
 * about the layer; `layerId` the layer whose file it replaces (null: a new layer). `onBusy` hears whether an
 * upload is under way, so the dialog around can keep its buttons still meanwhile; `onDone` that the import
 * succeeded (the dialog then offers only to close).
 */
export function LayerUpload({
  query,
  layerId,
  onBusy,
  onDone,
}: {
  query: ThemenlayerImportQuery;
  layerId: number | null;
  onBusy?: (busy: boolean) => void;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorMessage = useErrorMessage();
  const importLayer = useImportThemenlayer();
  const [phase, setPhase] = useState<Phase>({ state: 'idle' });
  const size = `${formatNumber(THEMENLAYER_MAX_BYTES / (1024 * 1024), lang, 0)} MB`;
  // The common message of a too large file names the images' limit; a layer file has its own.
  const messageOf = (error: unknown) =>
    error instanceof ApiError && error.code === 'fileTooLarge'
      ? t('admin.themenlayer.upload.tooLarge', { size })
      : errorMessage(error);

  const send = (file: File) => {
    setPhase({ state: 'sending', name: file.name, fraction: 0 });
    onBusy?.(true);
    importLayer.mutate(
      {
        file,
        query,
        layerId,
        onProgress: (fraction) =>
          setPhase(
            fraction >= 1 ? { state: 'importing', name: file.name } : { state: 'sending', name: file.name, fraction },
          ),
      },
      {
        onSuccess: (bericht) => {
          setPhase({ state: 'done', name: file.name, bericht });
          onDone?.();
        },
        onError: (error) => setPhase({ state: 'failed', name: file.name, message: messageOf(error) }),
        onSettled: () => onBusy?.(false),
      },
    );
  };

  return (
    <Stack gap="md">
      {(phase.state === 'idle' || phase.state === 'failed') && (
        <Dropzone
          onDrop={([file]) => {
            if (file) send(file);
          }}
          onReject={([rejected]) => {
            const tooLarge = rejected?.errors.some((e) => e.code === 'file-too-large');
            setPhase({
              state: 'failed',
              name: rejected?.file.name ?? '',
              message: tooLarge
                ? t('admin.themenlayer.upload.tooLarge', { size })
                : t('admin.themenlayer.upload.wrongType'),
            });
          }}
          accept={LAYER_TYPES}
          maxSize={THEMENLAYER_MAX_BYTES}
          multiple={false}
          radius="lg"
          inputProps={{ 'aria-label': t('admin.themenlayer.upload.drop') }}
          data-testid="themenlayer-dropzone"
        >
          <Group justify="center" gap="lg" mih={110} style={{ pointerEvents: 'none' }} wrap="nowrap">
            <Box visibleFrom="sm" style={{ flex: 'none' }}>
              <IconFileUpload size={44} color="var(--mantine-color-brand-4)" aria-hidden />
            </Box>
            <div>
              <Text fw={700}>{t('admin.themenlayer.upload.drop')}</Text>
              <Text size="sm" c="gray.7" mt={4}>
                {t('admin.themenlayer.upload.limits', { size })}
              </Text>
            </div>
          </Group>
        </Dropzone>
      )}
      {phase.state === 'sending' && (
        <Stack gap={6} data-testid="themenlayer-sending">
          <Text size="sm" id="themenlayer-progress-label">
            {t('admin.themenlayer.upload.sending', { name: phase.name, percent: Math.round(phase.fraction * 100) })}
          </Text>
          <Progress value={phase.fraction * 100} aria-labelledby="themenlayer-progress-label" animated />
        </Stack>
      )}
      {/* The outcome is announced: the import's state, its report or what went wrong. */}
      <div aria-live="polite" data-testid="themenlayer-result">
        {phase.state === 'importing' && (
          <Group gap="sm" wrap="nowrap" data-testid="themenlayer-importing">
            <Loader size="sm" aria-hidden />
            <div>
              <Text fw={700}>{t('admin.themenlayer.upload.importing')}</Text>
              <Text size="sm" c="gray.7">
                {t('admin.themenlayer.upload.importingHint')}
              </Text>
            </div>
          </Group>
        )}
        {phase.state === 'done' && <ImportReport bericht={phase.bericht} dateiname={phase.name} />}
        {phase.state === 'failed' && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={20} aria-hidden />}
            title={phase.name || undefined}
            data-testid="themenlayer-error"
          >
            {phase.message}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
