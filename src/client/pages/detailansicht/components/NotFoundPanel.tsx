import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLogin, IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLang } from '../../../hooks/useLang';
import { useSession } from '../../../hooks/useSession';
import { loginPath } from '../../../lib/authPaths';

/**
 * The server answered 404: the object does not exist or this viewer may not see it (spec 6). Anonymous
 * visitors learn that some objects need a login and get a way there that comes back to this page.
 */
export function NotFoundPanel() {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const { isLoggedIn } = useSession();
  return (
    <Container size="sm" py={{ base: 56, md: 96 }} data-testid="detail-not-found">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconMapSearch size={34} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('objekt.detail.notFoundTitle')}
        </Title>
        <Text c="gray.7" size="lg">
          {t('objekt.detail.notFoundText')}
        </Text>
        {!isLoggedIn && <Text c="gray.7">{t('objekt.detail.notFoundLogin')}</Text>}
        <Group justify="center" gap="sm" mt="sm">
          {!isLoggedIn && (
            <Button
              component={Link}
              to={loginPath(lang, `${location.pathname}${location.search}`)}
              leftSection={<IconLogin size={18} aria-hidden />}
              data-testid="detail-not-found-login"
            >
              {t('objekt.detail.login')}
            </Button>
          )}
          <Button component={Link} to={`/${lang}/standortsuche`} variant={isLoggedIn ? 'filled' : 'default'}>
            {t('objekt.detail.back')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
