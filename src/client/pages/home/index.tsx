import { Container, Grid } from '@mantine/core';
import { ErrorState } from '../../components/feedback/ErrorState';
import { RegistrationBenefits } from '../../components/RegistrationBenefits';
import { SeekerNotice } from '../../components/SeekerNotice';
import { useFmMatrix, useKampagnen, useObjektAnzahl } from '../../data/queries';
import { useSession } from '../../hooks/useSession';
import { EntryTiles } from './components/EntryTiles';
import { FeaturedArticles } from './components/FeaturedArticles';
import { Hero } from './components/Hero';
import { OwnerInvitation } from './components/OwnerInvitation';

/** A count for a tile: undefined while loading, null on error. */
function countOf<T>(query: { data?: T; isError: boolean }, count: (data: T) => number): number | null | undefined {
  if (query.isError) return null;
  return query.data === undefined ? undefined : count(query.data);
}

/** /{lang}/home: intro with search, entry tiles, featured know-how, owner invitation, benefits, seeker notice. */
export default function HomePage() {
  const fmMatrix = useFmMatrix();
  // How many objects the visitor's map shows: a count, not the list (which may be large).
  const anzahl = useObjektAnzahl();
  const kampagnen = useKampagnen();
  const activeKampagnen = kampagnen.data?.filter((k) => k.aktiv);
  const { isLoggedIn } = useSession();

  return (
    <>
      <Hero />
      <EntryTiles
        counts={{
          standortsuche: countOf(anzahl, (a) => a.sichtbar),
          foerderkompass: countOf(fmMatrix, (m) => m.length),
          wissen: kampagnen.isError ? null : activeKampagnen?.length,
        }}
      />
      {(anzahl.isError || fmMatrix.isError) && (
        <Container mt="xl">
          <ErrorState
            error={anzahl.error ?? fmMatrix.error}
            onRetry={() => {
              void anzahl.refetch();
              void fmMatrix.refetch();
            }}
          />
        </Container>
      )}
      <FeaturedArticles kampagnen={kampagnen.data} error={kampagnen.error} onRetry={() => void kampagnen.refetch()} />
      <Container py={{ base: 56, md: 88 }}>
        <Grid gap="xl" align="stretch">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <OwnerInvitation />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <RegistrationBenefits
              objekte={anzahl.data?.mitLogin}
              programme={fmMatrix.data?.length}
              loading={anzahl.isPending || fmMatrix.isPending}
              // Registered already: the benefits without the call to register.
              onCta={isLoggedIn ? null : undefined}
            />
          </Grid.Col>
        </Grid>
      </Container>
      <SeekerNotice />
    </>
  );
}
