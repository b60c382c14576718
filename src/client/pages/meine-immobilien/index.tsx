import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBuildingEstate, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../shared/domain/routes';
import { OWNER_INVISIBLE } from '../../../shared/domain/status';
import type { Objekt } from '../../../shared/schemas/objekt';
import { ErrorState, useErrorMessage } from '../../components/feedback/ErrorState';
import { LoadingState } from '../../components/feedback/LoadingState';
import { advertisePath } from '../../components/layout/navigation';
import { PageHeader } from '../../components/PageHeader';
import { anfrageAnzahlQuery } from '../../data/anfrage';
import { useDuplicateObjekt } from '../../data/objekt';
import { eigeneObjekteQuery } from '../../data/queries';
import { useLang } from '../../hooks/useLang';
import { useSession } from '../../hooks/useSession';
import { objektTexte } from '../../lib/objektText';
import { ActionDialog } from '../objekteditor/components/ActionDialog';
import { AnfragenSummary } from './components/AnfragenSummary';
import { ListingCard } from './components/ListingCard';
import { StatistikMailHinweis } from './components/ListingStatistik';
import { byLastChange, type CardDialogAktion, listingActions } from './listing';

/**
 * /{lang}/konto/immobilien — My portal → My properties: every own listing (spec 5 'Own properties': not
 * those the agency has hidden) with its status, a pending change, expiry and last change, and the actions
 * the transition table allows in its status: edit, submit, deactivate (with a reason), activate, copy and
 * delete (confirmed). The server enforces each of them; the card only offers what it will accept. Brokers
 * and administrators also find the OpenImmo import here.
 */
export default function MeineImmobilienPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { user, isAdmin } = useSession();
  const rolle = isAdmin ? 'admin' : 'owner';
  const objekte = useQuery(eigeneObjekteQuery);
  const anfragen = useQuery(anfrageAnzahlQuery);
  const anfragenOf = (id: string) => anfragen.data?.find((a) => a.objektId === id);
  const duplicate = useDuplicateObjekt();
  const errorMessage = useErrorMessage();
  const [dialog, setDialog] = useState<{ objekt: Objekt; action: CardDialogAktion } | null>(null);
  const mine = (objekte.data ?? [])
    .filter((o) => o.owner === user.id && !(OWNER_INVISIBLE as readonly number[]).includes(o.status))
    .sort(byLastChange);
  const editPath = (id: string) => (isAdmin ? `/${lang}/admin/objekt/${id}` : `/${lang}/objekteditor/${id}`);
  const create = advertisePath(lang, true);

  const copy = (objekt: Objekt) =>
    duplicate.mutate(objekt.id, {
      onSuccess: (created) =>
        notifications.show({
          color: 'petrol',
          message: t('objekt.liste.duplicateDone', { name: objektTexte(created, lang).name }),
        }),
      onError: (error) =>
        notifications.show({ color: 'red', title: t('objekt.liste.duplicateFailed'), message: errorMessage(error) }),
    });

  return (
    <>
      <PageHeader title={t('objekt.liste.mineTitle')} lead={t('objekt.liste.mineLead')}>
        <Button
          component={Link}
          to={create}
          color="gold.4"
          mt="lg"
          leftSection={<IconPlus size={18} aria-hidden />}
          data-testid="mine-create"
        >
          {t('nav.advertise')}
        </Button>
        {(isAdmin || user.makler) && (
          <Button
            component={Link}
            to={routePath('admin-import', lang)}
            variant="white"
            mt="lg"
            ml="sm"
            data-testid="mine-import"
          >
            {t('import.link')}
          </Button>
        )}
      </PageHeader>
      <Container py={{ base: 24, md: 40 }}>
        {objekte.isPending ? (
          <LoadingState />
        ) : objekte.error ? (
          <ErrorState error={objekte.error} onRetry={() => objekte.refetch()} />
        ) : mine.length === 0 ? (
          <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} ta="center" data-testid="mine-empty">
            <Stack align="center" gap="sm">
              <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
                <IconBuildingEstate size={30} />
              </ThemeIcon>
              <Title order={2} size="h3" c="brand.9">
                {t('objekt.liste.mineEmptyTitle')}
              </Title>
              <Text c="gray.7" maw={520}>
                {t('objekt.liste.mineEmpty')}
              </Text>
              <Button component={Link} to={create} mt="xs" leftSection={<IconPlus size={18} aria-hidden />}>
                {t('objekt.liste.mineEmptyCta')}
              </Button>
            </Stack>
          </Paper>
        ) : (
          <Stack gap="md">
            <Text c="gray.7" fw={600} data-testid="mine-count">
              {t('objekt.liste.mineCount', { count: mine.length })}
            </Text>
            <StatistikMailHinweis />
            <Stack gap="md" data-testid="mine-list">
              {mine.map((objekt) => {
                const anzahl = anfragenOf(objekt.id);
                return (
                  <ListingCard
                    key={objekt.id}
                    objekt={objekt}
                    actions={listingActions(objekt.status, rolle)}
                    editPath={editPath(objekt.id)}
                    duplicating={duplicate.isPending && duplicate.variables === objekt.id}
                    onAction={(action) => setDialog({ objekt, action })}
                    onDuplicate={() => copy(objekt)}
                  >
                    {anzahl && <AnfragenSummary anzahl={anzahl} />}
                  </ListingCard>
                );
              })}
            </Stack>
          </Stack>
        )}
      </Container>
      {dialog && (
        <ActionDialog
          target={{ id: dialog.objekt.id, name: objektTexte(dialog.objekt, lang).name, status: dialog.objekt.status }}
          action={dialog.action}
          rolle={rolle}
          onClose={() => setDialog(null)}
          onDone={(action) => {
            setDialog(null);
            notifications.show({ color: 'petrol', message: t(`objekt.editor.actions.${action}Done`) });
          }}
        />
      )}
    </>
  );
}
