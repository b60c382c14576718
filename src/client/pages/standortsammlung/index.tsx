import { Alert, Button, Card, Container, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCopy, IconFileTypePdf, IconMapSearch } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { formatArea } from '../../../shared/domain/format';
import { LANGS, routePath } from '../../../shared/domain/routes';
import { exposeMaxObjekte, parseSammlungIds, sammlungParam } from '../../../shared/domain/sammlung';
import { ErrorState } from '../../components/feedback/ErrorState';
import { LoadingState } from '../../components/feedback/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { FavoritButton } from '../../components/sammlung/FavoritButton';
import { exposeUrl, useSammlungObjekte } from '../../data/sammlung';
import { useLang } from '../../hooks/useLang';
import { useMerkliste } from '../../hooks/useMerkliste';
import { useSession } from '../../hooks/useSession';
import { DUMMY_IMAGE, objektartName, objektTexte, thumbnailUrl } from '../../lib/objektText';
import { SavedSammlungen, SaveSammlung } from './components/SaveSammlung';

/** OpenLayers loads only when the page shows its map. */
const ObjektMap = lazy(() => import('../../components/map/ObjektMap').then((m) => ({ default: m.ObjektMap })));

/**
 * /{lang}/standortsammlung/{ids}: a shareable collection of locations — map, cards, PDF exposé in either
 * language, saving it under a name. Objects the viewer may not see are left out by the server.
 */
export default function StandortsammlungPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const clipboard = useClipboard({ timeout: 2000 });
  const { isLoggedIn } = useSession();
  const merkliste = useMerkliste();
  const ids = parseSammlungIds(useParams().standortsammlungIds);
  const query = useSammlungObjekte(ids);
  const objekte = query.data ?? [];
  const visibleIds = objekte.map((o) => o.id);
  const dropped = ids.length - visibleIds.length;
  // The server refuses exposés above the caller's limit (20 without login); the page says so beforehand.
  const exposeTooLarge = visibleIds.length > exposeMaxObjekte(isLoggedIn);

  const removeFromLink = (id: string) => {
    const next = visibleIds.filter((x) => x !== id);
    merkliste.remove(id);
    navigate(routePath('standortsammlung', lang, { standortsammlungIds: sammlungParam(next) || '-' }), {
      replace: true,
    });
  };

  return (
    <>
      <PageHeader title={t('sammlung.title')} lead={t('sammlung.lead', { count: visibleIds.length })} />
      <Container py="xl">
        {query.isPending && ids.length > 0 ? (
          <LoadingState />
        ) : query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : visibleIds.length === 0 ? (
          <Alert color="blue" title={t('sammlung.empty')} data-testid="sammlung-empty">
            <Stack gap="sm" align="flex-start">
              <Text>{t('sammlung.emptyHint')}</Text>
              <Button component={Link} to={routePath('standortsuche', lang)} leftSection={<IconMapSearch size={18} />}>
                {t('sammlung.toSearch')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Stack gap="lg">
            {dropped > 0 && <Alert color="gray">{t('sammlung.dropped', { count: dropped })}</Alert>}
            <Group gap="sm">
              {LANGS.map((l) =>
                exposeTooLarge ? (
                  <Button key={l} disabled leftSection={<IconFileTypePdf size={18} />} data-testid={`expose-${l}`}>
                    {l === 'de' ? t('sammlung.exposeDe') : t('sammlung.exposeEn')}
                  </Button>
                ) : (
                  <Button
                    key={l}
                    component="a"
                    href={exposeUrl(visibleIds, l)}
                    download
                    leftSection={<IconFileTypePdf size={18} />}
                    data-testid={`expose-${l}`}
                  >
                    {l === 'de' ? t('sammlung.exposeDe') : t('sammlung.exposeEn')}
                  </Button>
                ),
              )}
              <Button
                variant="default"
                leftSection={<IconCopy size={18} />}
                onClick={() => clipboard.copy(window.location.href)}
              >
                {clipboard.copied ? t('sammlung.copied') : t('sammlung.copyLink')}
              </Button>
              <Button variant="subtle" onClick={() => merkliste.replace(visibleIds)}>
                {t('sammlung.useAsMine')}
              </Button>
            </Group>
            {exposeTooLarge && (
              <Text size="sm" c="dimmed" data-testid="expose-too-large">
                {t('error.exposeTooManyObjects')}
              </Text>
            )}
            <Suspense fallback={<LoadingState />}>
              <ObjektMap selectedobjects={visibleIds} clickInteraction height={380} />
            </Suspense>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="sammlung-cards">
              {objekte.map((o) => {
                const { name } = objektTexte(o, lang);
                return (
                  <Card key={o.id} withBorder radius="md" padding="md">
                    <Card.Section>
                      <Image src={thumbnailUrl(o.bilder)} fallbackSrc={DUMMY_IMAGE} h={150} alt="" />
                    </Card.Section>
                    <Title order={3} size="h5" mt="sm">
                      {name}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {objektartName(o.objektart, lang)} · {o.plz} {o.ort}
                      {o.flaecheinqm ? ` · ${formatArea(o.flaecheinqm, lang)}` : ''}
                    </Text>
                    <Group mt="md" gap="xs">
                      <Button
                        component={Link}
                        to={routePath('detailansicht', lang, { objektId: o.id })}
                        size="xs"
                        variant="light"
                      >
                        {t('sammlung.details')}
                      </Button>
                      <FavoritButton objektId={o.id} compact />
                      <Button size="xs" variant="subtle" color="red" onClick={() => removeFromLink(o.id)}>
                        {t('sammlung.remove')}
                      </Button>
                    </Group>
                  </Card>
                );
              })}
            </SimpleGrid>
            <SaveSammlung objekte={visibleIds} />
          </Stack>
        )}
        <SavedSammlungen />
      </Container>
    </>
  );
}
