import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spinner with the spec 1 message asking for patience; announced politely to screen readers. */
export function LoadingState({ minHeight = 220 }: { minHeight?: number | string }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" justify="center" gap="md" mih={minHeight} role="status" aria-live="polite">
      <Loader size="lg" type="dots" />
      <Text c="dimmed" ta="center" maw={420}>
        {t('common.loading')}
      </Text>
    </Stack>
  );
}
