import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../../shared/domain/format';
import { OPENIMMO_MAX_BYTES, OPENIMMO_MAX_OBJEKTE } from '../../../../../shared/domain/openimmo';
import {
  acceptsFile,
  FileDropzone,
  type ImportPhase,
  ImportProgress,
  progressPhase,
} from '../../../../components/upload/FileImport';
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

type Phase = ImportPhase<ImportErgebnis, ImportProblem | 'wrongType'>;

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
        onProgress: (fraction) => setPhase(progressPhase(file.name, fraction)),
      },
      {
        onSuccess: (result) => setPhase({ state: 'done', name: file.name, result }),
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
        {acceptsFile(phase) && (
          <FileDropzone
            accept={FEED_TYPES}
            maxSize={OPENIMMO_MAX_BYTES}
            disabled={disabled}
            label={disabled ? t('import.upload.chooseBroker') : t('import.upload.drop')}
            hint={t('import.upload.limits', { size, count: OPENIMMO_MAX_OBJEKTE })}
            icon={<IconFileImport size={48} color="var(--mantine-color-brand-4)" aria-hidden />}
            testId="import"
            onFile={send}
            onRefused={(name, tooLarge) =>
              setPhase({ state: 'failed', name, problem: tooLarge ? 'fileTooLarge' : 'wrongType' })
            }
          />
        )}
        {/* The outcome is announced: the import's state, its report or what went wrong. */}
        <ImportProgress
          phase={phase}
          testId="import"
          sendingText={(name, percent) => t('import.upload.sending', { name, percent })}
          importingText={t('import.upload.importing')}
          importingHint={t('import.upload.importingHint')}
        >
          {phase.state === 'done' && (
            <Stack gap="md">
              <Title order={3} size="h4" c="brand.9">
                {t('import.report.title')}: {phase.name}
              </Title>
              <ImportBericht bericht={phase.result} headingOrder={4} />
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
        </ImportProgress>
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
