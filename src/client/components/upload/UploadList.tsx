import { CloseButton, Group, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconClock, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/domain/format';
import type { Lang } from '../../../shared/domain/routes';
import { useErrorText } from '../../hooks/useFormText';
import { useLang } from '../../hooks/useLang';

export interface UploadItem {
  key: string;
  name: string;
  size: number;
  state: 'queued' | 'uploading' | 'processing' | 'error';
  /** 0…1 while uploading. */
  progress: number;
  /** i18n key of the error. */
  problem?: string;
}

/** '2,4 MB' / '2.4 MB', '830 KB'. */
export function fileSize(bytes: number, lang: Lang): string {
  if (bytes >= 1024 * 1024) return `${formatNumber(bytes / (1024 * 1024), lang, 1)} MB`;
  return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), lang, 0)} KB`;
}

/** Files on their way: waiting, with a progress bar, being processed, or refused with the reason. */
export function UploadList({ items, onDismiss }: { items: readonly UploadItem[]; onDismiss: (key: string) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorText = useErrorText();
  if (items.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="upload-list" aria-live="polite">
      {items.map((item) => {
        const failed = item.state === 'error';
        return (
          <Paper
            key={item.key}
            withBorder
            p="sm"
            radius="md"
            bg={failed ? 'var(--mantine-color-red-0)' : undefined}
            data-testid="upload-item"
            data-state={item.state}
          >
            <Group wrap="nowrap" gap="sm" align="flex-start">
              <ThemeIcon variant="light" color={failed ? 'red' : 'brand'} radius="xl" aria-hidden>
                {failed ? (
                  <IconAlertTriangle size={16} />
                ) : item.state === 'queued' ? (
                  <IconClock size={16} />
                ) : (
                  <IconUpload size={16} />
                )}
              </ThemeIcon>
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" fw={600} truncate>
                    {item.name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
                    {fileSize(item.size, lang)}
                  </Text>
                </Group>
                {failed ? (
                  <Text size="sm" c="red.8" data-testid="upload-error">
                    {t('objekt.editor.images.failed')}: {errorText(item.problem ?? 'error.savingFailed')}
                  </Text>
                ) : (
                  <>
                    <Progress
                      value={item.state === 'queued' ? 0 : Math.round(item.progress * 100)}
                      animated={item.state === 'processing'}
                      striped={item.state === 'processing'}
                      size="sm"
                      aria-label={item.name}
                    />
                    <Text size="xs" c="gray.7">
                      {item.state === 'processing'
                        ? t('objekt.editor.images.processing')
                        : item.state === 'queued'
                          ? t('objekt.editor.images.queued')
                          : t('objekt.editor.images.uploading', { percent: Math.round(item.progress * 100) })}
                    </Text>
                  </>
                )}
              </Stack>
              {failed && (
                <CloseButton
                  size="sm"
                  onClick={() => onDismiss(item.key)}
                  aria-label={t('objekt.editor.images.dismiss')}
                />
              )}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
