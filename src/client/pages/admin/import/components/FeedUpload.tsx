import { Alert, Box, Button, Group, Loader, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconAlertTriangle, IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../../shared/domain/format';
import { OPENIMMO_MAX_BYTES, OPENIMMO_MAX_OBJEKTE } from '../../../../../shared/domain/openimmo';
import { type ImportErgebnis, useImportFeed } from '../../../../data/import';
import { useLang } from '../../../../hooks/useLang';
import { type ImportProblem, importProblem } from '../importError';
import { ImportBericht } from './ImportBericht';

/** The files a feed comes as: its XML, or a ZIP with the XML and its attachments. */
const FEED_TYPES = {
  'application/xml': ['.xml'],
  'text/xml': ['.xml'],
  'application/zip': ['.zip'],
  'application/x-zip-compressed': ['.zip'],
};

type Phase =
  | { state: 'idle' }
  | { state: 'sending'; name: string; fraction: number }
  | { state: 'importing'; name: string }
  | { state: 'done'; name: string; ergebnis: ImportErgebnis }
  | { state: 'failed'; name: string; problem: ImportProblem | 'wrongType' };

/**
 * One feed's way in: a drop zone for one .xml or .zip (the shared limits named), the upload's progress,
 * 'Wird importiert …' while the server reads the feed, then its report — or what went wrong, in words
 * the broker can act on. `makler` is the broker an administrator imports for (null: the broker's own);
 * `disabled` until an administrator has chosen one.
 */
export default function FeedUpload({ makler, disabled }: { makler: number | null; disabled: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const importFeed = useImportFeed();
  const [phase, setPhase] = useState<Phase>({ state: 'idle' });
  const size = `${formatNumber(OPENIMMO_MAX_BYTES / (1024 * 1024), lang, 0)} MB`;

  const send = (file: File) => {
    setPhase({ state: 'sending', name: file.name, fraction: 0 });
    importFeed.mutate(
      {
        file,
        makler,
        onProgress: (fraction) =>
          setPhase(
            fraction >= 1 ? { state: 'importing', name: file.name } : { state: 'sending', name: file.name, fraction },
          ),
      },
      {
        onSuccess: (ergebnis) => setPhase({ state: 'done', name: file.name, ergebnis }),
        onError: (error) => setPhase({ state: 'failed', name: file.name, problem: importProblem(error) }),
      },
    );
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      component="section"
      aria-labelledby="import-upload-title"
    >
      <Title id="import-upload-title" order={2} size="h3" c="brand.9" mb="md">
        {t('import.upload.title')}
      </Title>
      <Stack gap="md">
        {(phase.state === 'idle' || phase.state === 'failed') && (
          <Dropzone
            onDrop={(files) => {
              const [file] = files;
              if (file) send(file);
            }}
            onReject={([rejected]) => {
              const tooLarge = rejected?.errors.some((e) => e.code === 'file-too-large');
              setPhase({
                state: 'failed',
                name: rejected?.file.name ?? '',
                problem: tooLarge ? 'fileTooLarge' : 'wrongType',
              });
            }}
            accept={FEED_TYPES}
            maxSize={OPENIMMO_MAX_BYTES}
            multiple={false}
            disabled={disabled}
            radius="lg"
            inputProps={{ 'aria-label': t('import.upload.drop') }}
            data-testid="import-dropzone"
          >
            <Group justify="center" gap="lg" mih={120} style={{ pointerEvents: 'none' }} wrap="nowrap">
              <Box visibleFrom="sm" style={{ flex: 'none' }}>
                <IconFileImport size={48} color="var(--mantine-color-brand-4)" aria-hidden />
              </Box>
              <div>
                <Text fw={700}>{disabled ? t('import.upload.chooseBroker') : t('import.upload.drop')}</Text>
                <Text size="sm" c="gray.7" mt={4}>
                  {t('import.upload.limits', { size, count: OPENIMMO_MAX_OBJEKTE })}
                </Text>
              </div>
            </Group>
          </Dropzone>
        )}
        {phase.state === 'sending' && (
          <Stack gap={6} data-testid="import-sending">
            <Text size="sm" id="import-progress-label">
              {t('import.upload.sending', { name: phase.name, percent: Math.round(phase.fraction * 100) })}
            </Text>
            <Progress value={phase.fraction * 100} aria-labelledby="import-progress-label" animated />
          </Stack>
        )}
        {/* The outcome is announced: the import's state, its report or what went wrong. */}
        <div aria-live="polite" data-testid="import-result">
          {phase.state === 'importing' && (
            <Group gap="sm" wrap="nowrap" data-testid="import-importing">
              <Loader size="sm" aria-hidden />
              <div>
                <Text fw={700}>{t('import.upload.importing')}</Text>
                <Text size="sm" c="gray.7">
                  {t('import.upload.importingHint')}
                </Text>
              </div>
            </Group>
          )}
          {phase.state === 'done' && (
            <Stack gap="md">
              <Title order={3} size="h4" c="brand.9">
                {t('import.report.title')}: {phase.name}
              </Title>
              <ImportBericht bericht={phase.ergebnis} headingOrder={4} />
              <Text size="sm" c="gray.7">
                {t('import.report.review')}
              </Text>
            </Stack>
          )}
          {phase.state === 'failed' && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={20} aria-hidden />}
              title={phase.name}
              data-testid="import-error"
            >
              {t(`import.errors.${phase.problem}`, { size })}
            </Alert>
          )}
        </div>
        {phase.state === 'done' && (
          <Group>
            <Button variant="light" onClick={() => setPhase({ state: 'idle' })} data-testid="import-another">
              {t('import.upload.another')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
