import { Anchor, Container, Grid, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RouteName } from '../../../shared/domain/routes';
import { INVESTOR_SERVICE, telHref } from '../../config';
import { useLang } from '../../hooks/useLang';
import { PageHeader } from '../PageHeader';
import { FeatureRevisedNotice } from './FeatureRevisedNotice';

/**
 * A public screen an administrator marked as being revised (spec 1, shared/domain/wartung.ts): its title,
 * the notice 'being revised, available again in a few days', and the agency's investor-service contact so
 * the visit is not a dead end.
 */
export default function WartungPage({ name }: { name: RouteName }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <>
      <PageHeader title={t(`meta.${name}.title`)} />
      <Container py={{ base: 40, md: 64 }}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg" data-testid="wartung-notice">
              <FeatureRevisedNotice />
              <Group>
                <Anchor component={Link} to={`/${lang}/home`} fw={600}>
                  <Group gap={6} component="span">
                    <IconArrowLeft size={18} aria-hidden />
                    {t('common.backHome')}
                  </Group>
                </Anchor>
              </Group>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder p="lg" bg="var(--sp-surface)">
              <Title order={2} size="h4" c="brand.9" mb="xs">
                {t('footer.investorService')}
              </Title>
              <Text size="sm" c="gray.7" mb="md">
                {t('footer.investorServiceText')}
              </Text>
              <Stack gap={8}>
                <Group gap="xs" wrap="nowrap">
                  <ThemeIcon variant="light" radius="xl" aria-hidden>
                    <IconMail size={16} />
                  </ThemeIcon>
                  <Anchor href={`mailto:${INVESTOR_SERVICE.email}`} size="sm" style={{ wordBreak: 'break-all' }}>
                    {INVESTOR_SERVICE.email}
                  </Anchor>
                </Group>
                <Group gap="xs" wrap="nowrap">
                  <ThemeIcon variant="light" radius="xl" aria-hidden>
                    <IconPhone size={16} />
                  </ThemeIcon>
                  <Anchor href={telHref(INVESTOR_SERVICE.phone)} size="sm">
                    {INVESTOR_SERVICE.phone}
                  </Anchor>
                </Group>
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
