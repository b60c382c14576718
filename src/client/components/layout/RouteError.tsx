import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { currentLang } from '../../i18n';

/** Shown when a page throws: a calm message and a way home (a full reload, the app state may be broken). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" color="gold" variant="light">
          <IconAlertTriangle size={34} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('error.pageTitle')}
        </Title>
        <Text c="dimmed" size="lg">
          {t('error.pageText')}
        </Text>
        <Button component="a" href={`/${currentLang()}/home`} size="md">
          {t('common.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
