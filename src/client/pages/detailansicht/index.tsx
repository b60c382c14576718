import { Alert, Anchor, Badge, Button, Container, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconEdit,
  IconEyeOff,
  IconFileTypePdf,
  IconHourglassHigh,
  IconMapPin,
  IconPrinter,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { presentedObjektMeta } from '../../../shared/domain/entity-meta';
import { formatDate } from '../../../shared/domain/format';
import { STATUS } from '../../../shared/domain/objekt';
import type { Objekt } from '../../../shared/schemas/objekt';
import { ErrorState } from '../../components/feedback/ErrorState';
import { LoadingState } from '../../components/feedback/LoadingState';
import { FavoritButton } from '../../components/sammlung/FavoritButton';
import { SammlungButton } from '../../components/sammlung/SammlungButton';
import { ApiError } from '../../data/client';
import { objektQuery, objektVorschauQuery } from '../../data/objekt';
import { exposeUrl } from '../../data/sammlung';
import { useLang } from '../../hooks/useLang';
import { useDocumentMeta } from '../../hooks/usePageMeta';
import { useSession } from '../../hooks/useSession';
import { objektartColor, objektartName, objektTexte, statusLabel } from '../../lib/objektText';
import { zurueckZurSuche } from '../../lib/zurueck';
import { AnfrageButton } from './components/AnfrageButton';
import { BenefitsPanel, ContactPanel } from './components/ContactPanel';
import { DetailBody } from './components/DetailBody';
import { FactsPanel } from './components/FactsPanel';
import { FoerderungenPanel } from './components/FoerderungenPanel';
import { Documents, Gallery } from './components/Gallery';
import { GreyObjektPanel } from './components/GreyObjektPanel';
import { LazyDetailMap } from './components/LazyDetailMap';
import { NotFoundPanel } from './components/NotFoundPanel';
import { StandortCheckPanel } from './components/StandortCheckPanel';
import classes from './Detail.module.css';
import { addressLine } from './facts';

/**
 * /{lang}/standortsuche/{objektId} (detailansicht): everything public about one property — pictures,
 * key facts and prices, descriptions in the page language, features, zoning, infrastructure and
 * transport, documents, a map with the plot outline — the contact for logged-in users (the
 * registration benefits for anyone else), print, and 'Edit' for the owner and administrators.
 * The server decides visibility (spec 6): a 404 shows 'not found or not public'.
 */
export default function DetailansichtPage() {
  const { objektId = '' } = useParams();
  const query = useQuery(objektQuery(objektId));
  const objekt = query.data;
  const lang = useLang();
  const session = useSession();
  const { t } = useTranslation();
  // The same title and description as the server wrote into the first HTML (slug/meta.ts).
  useDocumentMeta(objekt ? presentedObjektMeta(objekt, lang, t('app.name')) : null);
  const status = query.error instanceof ApiError ? query.error.status : 0;
  // Issue 21: a listing shown with login is 'not found' for anonymous visitors; its reduced summary then
  // shows what the grey-object dialog says, with the way to registration and back here.
  const vorschau = useQuery({
    ...objektVorschauQuery(objektId),
    enabled: status === 404 && !session.isLoading && !session.isLoggedIn,
  });

  if (query.isPending || vorschau.isLoading) return <LoadingState minHeight="60vh" />;
  if (query.error) {
    if (vorschau.data) return <GreyObjektPanel vorschau={vorschau.data} />;
    if (status === 404 || status === 400) return <NotFoundPanel />;
    return (
      <Container py="xl">
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      </Container>
    );
  }
  return <Detail objekt={query.data} />;
}

function Detail({ objekt }: { objekt: Objekt }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { isLoggedIn, isAdmin, user } = useSession();
  const texte = objektTexte(objekt, lang);
  const mayEdit = isAdmin || (objekt.owner !== null && objekt.owner === user.id);
  const editPath = isAdmin ? `/${lang}/admin/objekt/${objekt.id}` : `/${lang}/objekteditor/${objekt.id}`;
  const released = objekt.status === STATUS.OHNE_LOGIN || objekt.status === STATUS.MIT_LOGIN;
  // Issue 25: enquiries go to listings online, from anyone but their owner (the server checks the same).
  const mayEnquire = released && !objekt.istabgelaufen && !(objekt.owner !== null && objekt.owner === user.id);
  // The agency's calendar (formatDate's time zone), so the server's render and the browser's agree.
  const updated = formatDate(objekt.geaendertam, lang, { dateStyle: 'long' });
  const confirmed = formatDate(objekt.bestaetigtam, lang, { dateStyle: 'long' });
  const zurSuche = zurueckZurSuche(useLocation().state, lang);

  return (
    <article data-testid="detailansicht">
      <div className={classes.head}>
        <Container className={classes.headInner}>
          <Anchor
            component={Link}
            to={zurSuche ?? `/${lang}/standortsuche`}
            size="sm"
            fw={600}
            className={classes.noPrint}
            data-testid="detail-zurueck"
          >
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden />
              {t(zurSuche ? 'objekt.detail.backToResults' : 'objekt.detail.back')}
            </Group>
          </Anchor>
          <Group justify="space-between" align="flex-end" mt="sm" gap="md">
            <Stack gap={6} style={{ minWidth: 0, flex: '1 1 420px' }}>
              <Group gap="xs">
                <Badge color={objektartColor(objekt.objektart)} variant="filled" radius="sm">
                  {objektartName(objekt.objektart, lang)}
                </Badge>
                {objekt.ecoplus && (
                  <Badge color="petrol" variant="light" radius="sm">
                    {t('objekt.detail.ecoplus')}
                  </Badge>
                )}
              </Group>
              <Title
                order={1}
                size="h2"
                className={classes.title}
                lang={texte.textLang.name}
                data-testid="detail-title"
              >
                {texte.name}
              </Title>
              {objekt.objektname2 && (
                <Text c="gray.7" fw={600}>
                  {objekt.objektname2}
                </Text>
              )}
              <Group gap={6} c="gray.7" wrap="nowrap">
                <IconMapPin size={18} aria-hidden style={{ flex: 'none' }} />
                <Text size="sm">{addressLine(objekt)}</Text>
              </Group>
              <Text size="xs" c="dimmed">
                {t('objekt.detail.numberLine', { nummer: objekt.objektnummer })} ·{' '}
                {t('objekt.detail.updated', { date: updated })} ·{' '}
                <span data-testid="detail-bestaetigt">{t('objekt.detail.confirmed', { date: confirmed })}</span>
              </Text>
            </Stack>
            <Group gap="xs" className={classes.noPrint}>
              <FavoritButton objektId={objekt.id} />
              <SammlungButton objektId={objekt.id} />
              <Button
                component="a"
                variant="default"
                href={exposeUrl([objekt.id], lang)}
                download
                leftSection={<IconFileTypePdf size={18} aria-hidden />}
                data-testid="detail-expose"
              >
                {t('objekt.detail.expose')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconPrinter size={18} aria-hidden />}
                onClick={() => window.print()}
                data-testid="detail-print"
              >
                {t('objekt.detail.print')}
              </Button>
              {mayEdit && (
                <Button
                  component={Link}
                  to={editPath}
                  leftSection={<IconEdit size={18} aria-hidden />}
                  data-testid="detail-edit"
                >
                  {t('objekt.detail.edit')}
                </Button>
              )}
            </Group>
          </Group>
        </Container>
      </div>

      <Container py={{ base: 24, md: 40 }}>
        <Stack gap="lg">
          {!released && (
            // The server sends a listing that is not released to its owner and administrators only
            // (spec 6): for them this page is the preview of what visitors will see after the release.
            <Alert
              color="gold"
              variant="filled"
              icon={<IconEyeOff size={22} />}
              title={t('objekt.detail.previewTitle')}
              className={classes.noPrint}
              data-testid="detail-not-public"
            >
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('objekt.detail.notPublic', { status: statusLabel(objekt.status, lang) })}</Text>
                {mayEdit && (
                  <Button
                    component={Link}
                    to={editPath}
                    size="xs"
                    variant="white"
                    color="dark"
                    leftSection={<IconEdit size={14} aria-hidden />}
                    data-testid="detail-preview-edit"
                  >
                    {t('objekt.detail.previewBack')}
                  </Button>
                )}
              </Stack>
            </Alert>
          )}
          {objekt.istabgelaufen && (
            <Alert color="red" variant="light" icon={<IconHourglassHigh size={20} />} className={classes.noPrint}>
              {t('objekt.detail.expired')}
            </Alert>
          )}
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 7, lg: 8 }} className={classes.printCol}>
              <Gallery bilder={objekt.bilder} name={texte.name} type={objektartName(objekt.objektart, lang)} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5, lg: 4 }} className={classes.printCol}>
              <Stack gap="lg">
                <FactsPanel objekt={objekt} />
                {isLoggedIn ? <ContactPanel kontakte={objekt.kontakte} /> : <BenefitsPanel />}
                {mayEnquire && <AnfrageButton objektId={objekt.id} name={texte.name} loggedIn={isLoggedIn} />}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7, lg: 8 }} className={classes.printCol}>
              <Stack gap="xl">
                <DetailBody objekt={objekt} />
                <Documents bilder={objekt.bilder} />
                <StandortCheckPanel objektId={objekt.id} />
                <FoerderungenPanel objektId={objekt.id} bezirk={objekt.bezirk ?? null} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5, lg: 4 }} className={classes.printCol}>
              <Stack gap="xs">
                <Title order={2} size="h4" c="brand.9">
                  {t('objekt.detail.map')}
                </Title>
                {objekt.standort ? (
                  <div className={classes.map}>
                    <LazyDetailMap
                      id={objekt.id}
                      standort={objekt.standort}
                      polygon={objekt.polygon}
                      objektart={objekt.objektart}
                      label={t('objekt.detail.mapLabel', { name: texte.name })}
                    />
                  </div>
                ) : (
                  <Skeleton height={300} radius="lg" animate={false} />
                )}
              </Stack>
            </Grid.Col>
          </Grid>
        </Stack>
      </Container>
    </article>
  );
}
