import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle, IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../../shared/domain/format';
import { THEMENLAYER_MAX_BYTES } from '../../../../../shared/domain/themenlayer';
import type { ThemenlayerImportQuery } from '../../../../../shared/schemas/themenlayer';
import { useErrorMessage } from '../../../../components/feedback/ErrorState';
import {
  acceptsFile,
  FileDropzone,
  type ImportPhase,
  ImportProgress,
  progressPhase,
} from '../../../../components/upload/FileImport';
import { type ThemenlayerBericht, useImportThemenlayer } from '../../../../data/admin-themenlayer';
import { ApiError } from '../../../../data/client';
import { useLang } from '../../../../hooks/useLang';
import { ImportReport } from './ImportReport';

/** The files a layer comes as: GeoJSON, a GeoPackage, or a ZIP with the Shapefile's parts (the server looks at the bytes). */
const LAYER_TYPES = {
  'application/geo+json': ['.geojson'],
  'application/json': ['.json', '.geojson'],
  'application/geopackage+sqlite3': ['.gpkg'],
  'application/zip': ['.zip'],
  'application/x-zip-compressed': ['.zip'],
};

type Phase = ImportPhase<ThemenlayerBericht, string>;

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
        onProgress: (fraction) => setPhase(progressPhase(file.name, fraction)),
      },
      {
        onSuccess: (bericht) => {
          setPhase({ state: 'done', name: file.name, result: bericht });
          onDone?.();
        },
        onError: (error) => setPhase({ state: 'failed', name: file.name, problem: messageOf(error) }),
        onSettled: () => onBusy?.(false),
      },
    );
  };

  return (
    <Stack gap="md">
      {acceptsFile(phase) && (
        <FileDropzone
          accept={LAYER_TYPES}
          maxSize={THEMENLAYER_MAX_BYTES}
          label={t('admin.themenlayer.upload.drop')}
          hint={t('admin.themenlayer.upload.limits', { size })}
          icon={<IconFileUpload size={44} color="var(--mantine-color-brand-4)" aria-hidden />}
          testId="themenlayer"
          onFile={send}
          onRefused={(name, tooLarge) =>
            setPhase({
              state: 'failed',
              name,
              problem: tooLarge
                ? t('admin.themenlayer.upload.tooLarge', { size })
                : t('admin.themenlayer.upload.wrongType'),
            })
          }
        />
      )}
      {/* The outcome is announced: the import's state, its report or what went wrong. */}
      <ImportProgress
        phase={phase}
        testId="themenlayer"
        sendingText={(name, percent) => t('admin.themenlayer.upload.sending', { name, percent })}
        importingText={t('admin.themenlayer.upload.importing')}
        importingHint={t('admin.themenlayer.upload.importingHint')}
      >
        {phase.state === 'done' && <ImportReport bericht={phase.result} dateiname={phase.name} />}
        {phase.state === 'failed' && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={20} aria-hidden />}
            title={phase.name || undefined}
            data-testid="themenlayer-error"
          >
            {phase.problem}
          </Alert>
        )}
      </ImportProgress>
    </Stack>
  );
}
