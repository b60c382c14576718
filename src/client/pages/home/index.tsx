import { Container, Grid } from '@mantine/core';
import { ErrorState } from '../../components/feedback/ErrorState';
import { RegistrationBenefits } from '../../components/RegistrationBenefits';
import { SeekerNotice } from '../../components/SeekerNotice';
import { useFmMatrix, useKampagnen, useObjektAnzahl, useObjekte } from '../../data/queries';
import { EntryTiles } from './components/EntryTiles';
import { FeaturedArticles } from './components/FeaturedArticles';
import { Hero } from './components/Hero';
import { OwnerInvitation } from './components/OwnerInvitation';

/** A count for a tile: undefined while loading, null on error. */
function countOf(query: { data?: readonly unknown[]; isError: boolean }): number | null | undefined {
  if (query.isError) return null;
  return query.data?.length;
}

/** /{lang}/home: intro with search, entry tiles, featured know-how, owner invitation, benefits, seeker notice. */
export default function HomePage() {
  const objekte = useObjekte();
  const fmMatrix = useFmMatrix();
  const anzahl = useObjektAnzahl();
  const kampagnen = useKampagnen();
  const activeKampagnen = kampagnen.data?.filter((k) => k.aktiv);

  return (
    <>
      <Hero />
      <EntryTiles
        counts={{
          standortsuche: countOf(objekte),
          foerderkompass: countOf(fmMatrix),
          wissen: kampagnen.isError ? null : activeKampagnen?.length,
        }}
      />
      {(objekte.isError || fmMatrix.isError) && (
        <Container mt="xl">
          <ErrorState
            error={objekte.error ?? fmMatrix.error}
            onRetry={() => {
              void objekte.refetch();
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
            />
          </Grid.Col>
        </Grid>
      </Container>
      <SeekerNotice />
    </>
  );
}
