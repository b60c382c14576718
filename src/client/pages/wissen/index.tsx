import { Container, EmptyState, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ArticleCard } from '../../components/content/ArticleCard';
import { ErrorState } from '../../components/feedback/ErrorState';
import { GermanOnlyNote } from '../../components/feedback/GermanOnlyNote';
import { LoadingState } from '../../components/feedback/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { useKampagnen } from '../../data/queries';

/** /{lang}/wissen: the active know-how articles as cards, in their configured order. */
export default function WissenPage() {
  const { t } = useTranslation();
  const kampagnen = useKampagnen();
  const artikel = useMemo(
    () =>
      (kampagnen.data ?? [])
        .filter((k) => k.aktiv)
        .sort((a, b) => a.reihenfolge - b.reihenfolge || a.header.localeCompare(b.header, 'de')),
    [kampagnen.data],
  );

  return (
    <>
      <PageHeader title={t('meta.wissen.title')} lead={t('pages.wissen.lead')} />
      <Container py={{ base: 32, md: 56 }}>
        <Stack gap="lg">
          <GermanOnlyNote />
          {kampagnen.isError ? (
            <ErrorState error={kampagnen.error} onRetry={() => void kampagnen.refetch()} />
          ) : kampagnen.isPending ? (
            <LoadingState />
          ) : artikel.length === 0 ? (
            <EmptyState icon={<IconBook2 size={28} />} variant="light" title={t('knowhow.empty')} />
          ) : (
            <>
              <Text c="gray.7" data-testid="article-count">
                {t('knowhow.count', { count: artikel.length })}
              </Text>
              <SimpleGrid
                cols={{ base: 1, sm: 2, lg: 3 }}
                spacing={{ base: 'md', md: 'xl' }}
                data-testid="article-list"
              >
                {artikel.map((k) => (
                  <ArticleCard key={k.id} kampagne={k} headingOrder={2} />
                ))}
              </SimpleGrid>
            </>
          )}
        </Stack>
      </Container>
    </>
  );
}
