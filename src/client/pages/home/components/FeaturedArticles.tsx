import { Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../../shared/domain/routes';
import type { Kampagne } from '../../../../shared/schemas/content';
import { ArticleCard } from '../../../components/content/ArticleCard';
import { ErrorState } from '../../../components/feedback/ErrorState';
import { GermanOnlyNote } from '../../../components/feedback/GermanOnlyNote';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { useLang } from '../../../hooks/useLang';
import classes from '../Home.module.css';
import { ArticleCarousel } from './ArticleCarousel';

/** Campaigns featured on the home page: active, `titelseite`, ordered by `reihenfolge`. */
export function featuredArticles(kampagnen: readonly Kampagne[]): Kampagne[] {
  return kampagnen.filter((k) => k.aktiv && k.titelseite).sort((a, b) => a.reihenfolge - b.reihenfolge || a.id - b.id);
}

/**
 * The featured know-how (spec 1 'carousel of featured know-how articles'): the carousel, and on the
 * smallest screens, where spec 9 hides the carousel, the same articles as a short list of cards.
 */
export function FeaturedArticles({
  kampagnen,
  error,
  onRetry,
}: {
  kampagnen: readonly Kampagne[] | undefined;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const featured = kampagnen ? featuredArticles(kampagnen) : [];
  return (
    <section className={classes.featured} aria-labelledby="featured-title">
      <Container py={{ base: 56, md: 88 }}>
        <Group justify="space-between" align="flex-end" mb="xl" gap="md">
          <Stack gap={6} maw={720}>
            <Text className={classes.sectionEyebrow}>{t('nav.wissen')}</Text>
            <Title order={2} id="featured-title" c="brand.9">
              {t('home.featured.heading')}
            </Title>
            <Text c="gray.7" size="lg">
              {t('home.featured.lead')}
            </Text>
          </Stack>
          <Button
            component={Link}
            to={routePath('wissen', lang)}
            variant="outline"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            {t('home.featured.all')}
          </Button>
        </Group>
        <Stack gap="lg">
          <GermanOnlyNote />
          {error ? (
            <ErrorState error={error} onRetry={onRetry} />
          ) : !kampagnen ? (
            <LoadingState />
          ) : featured.length === 0 ? (
            <Text c="dimmed">{t('home.featured.empty')}</Text>
          ) : (
            <>
              <Box visibleFrom="xs">
                <ArticleCarousel items={featured} />
              </Box>
              <SimpleGrid cols={1} spacing="md" hiddenFrom="xs" data-testid="featured-list">
                {featured.slice(0, 3).map((k) => (
                  <ArticleCard key={k.id} kampagne={k} />
                ))}
              </SimpleGrid>
            </>
          )}
        </Stack>
      </Container>
    </section>
  );
}
