import { Anchor, Container, EmptyState, Group } from '@mantine/core';
import { IconArrowLeft, IconFileOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { kampagneMeta } from '../../../shared/domain/entity-meta';
import { routePath } from '../../../shared/domain/routes';
import type { Kampagne } from '../../../shared/schemas/content';
import { ErrorState } from '../../components/feedback/ErrorState';
import { LoadingState } from '../../components/feedback/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { useKampagnen } from '../../data/queries';
import { useLang } from '../../hooks/useLang';
import { useDocumentMeta } from '../../hooks/usePageMeta';
import { KampagneArticle } from './components/KampagneArticle';

/** The article of a route parameter: its id, or (for old links) its routerurl. */
function findKampagne(kampagnen: readonly Kampagne[], wissenId: string | undefined): Kampagne | undefined {
  if (!wissenId) return undefined;
  return kampagnen.find((k) => String(k.id) === wissenId) ?? kampagnen.find((k) => k.routerurl === wissenId);
}

/**
 * /{lang}/wissen/{wissenId}: finds the article (by id or routerurl), sets the page meta and renders it
 * with KampagneArticle. Content is German only; English visitors see a note saying so.
 */
export default function WissenDetailPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { wissenId } = useParams();
  const kampagnen = useKampagnen();
  const kampagne = findKampagne(kampagnen.data ?? [], wissenId);
  // The same title and description as the server wrote into the first HTML (slug/meta.ts).
  useDocumentMeta(kampagne ? kampagneMeta(kampagne, t('app.name')) : null);

  if (kampagnen.isPending || kampagnen.isError || !kampagne) {
    return (
      <>
        <PageHeader title={t('meta.wissen-detail.title')} />
        <Container py={{ base: 32, md: 56 }}>
          {kampagnen.isError ? (
            <ErrorState error={kampagnen.error} onRetry={() => void kampagnen.refetch()} />
          ) : kampagnen.isPending ? (
            <LoadingState />
          ) : (
            <EmptyState
              icon={<IconFileOff size={28} />}
              variant="light"
              title={t('knowhow.notFound.title')}
              description={t('knowhow.notFound.text')}
              data-testid="article-not-found"
            >
              <EmptyState.Actions>
                <Anchor component={Link} to={routePath('wissen', lang)} fw={600}>
                  <Group gap={6} component="span">
                    <IconArrowLeft size={18} aria-hidden />
                    {t('nav.wissenBack')}
                  </Group>
                </Anchor>
              </EmptyState.Actions>
            </EmptyState>
          )}
        </Container>
      </>
    );
  }

  return <KampagneArticle kampagne={kampagne} />;
}
