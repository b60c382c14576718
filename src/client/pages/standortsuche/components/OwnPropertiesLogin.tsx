import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingEstate, IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLang } from '../../../hooks/useLang';
import { loginPath } from '../../../lib/authPaths';

/**
 * 'Only my properties' (/{lang}/meineimmobilien, spec 2) for a visitor who is not logged in: own properties
 * need an account, so instead of an empty map the page asks to log in (and comes back here) or to see all
 * properties.
 */
export function OwnPropertiesLogin() {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  return (
    <Container size="sm" py={{ base: 40, md: 72 }} data-testid="own-properties-login">
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 40 }}>
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={60} radius="xl" variant="light" aria-hidden>
            <IconBuildingEstate size={32} />
          </ThemeIcon>
          <Title order={1} size="h2" c="brand.9">
            {t('standortsuche.ownLogin.title')}
          </Title>
          <Text c="gray.7" size="lg">
            {t('standortsuche.ownLogin.text')}
          </Text>
          <Group justify="center" gap="sm" mt="xs">
            <Button
              component={Link}
              to={loginPath(lang, `${location.pathname}${location.search}`)}
              leftSection={<IconLogin size={18} aria-hidden />}
              data-testid="own-properties-login-button"
            >
              {t('standortsuche.ownLogin.login')}
            </Button>
            <Button component={Link} to={`/${lang}/standortsuche`} variant="default">
              {t('nav.allProperties')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
