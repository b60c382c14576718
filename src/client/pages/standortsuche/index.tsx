import { Container } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { ErrorState } from '../../components/feedback/ErrorState';
import { LoadingState } from '../../components/feedback/LoadingState';
import { isBarrierefrei } from '../../lib/barrierefrei';
import { lazyWithReload } from '../../lib/lazyWithReload';
import { BarrierefreiView } from './components/BarrierefreiView';
import { OwnPropertiesLogin } from './components/OwnPropertiesLogin';
import { StandortsucheProvider } from './standortsucheContext';
import { useStandortsuche } from './useStandortsuche';

/** OpenLayers loads with the map, not with the portal's first page. */
const loadKartenSuche = () => import('./components/KartenSuche');
const KartenSuche = lazyWithReload(loadKartenSuche);

/**
 * /{lang}/standortsuche — the location search (spec 2 'Map search'): properties on an OpenLayers map and
 * in a list, with the filters of spec 5 kept in the URL. The map is set up only once all reference data is
 * loaded (spec 4 'baseLoaded'); with the barrierefrei flag the page is the list and filters without map.
 */
export default function StandortsuchePage() {
  const barrierefrei = isBarrierefrei(useLocation().search);
  const data = useStandortsuche();
  // The map's code is fetched while the data loads, not once it is there (it renders only then).
  useEffect(() => {
    if (!barrierefrei) loadKartenSuche().catch(() => undefined);
  }, [barrierefrei]);

  if (data.objekte.isError) {
    return (
      <Container py="xl">
        <ErrorState error={data.objekte.error} onRetry={() => void data.objekte.refetch()} />
      </Container>
    );
  }
  const loading = <LoadingState minHeight="70vh" />;
  // Own properties need an account: an anonymous visitor is asked to log in rather than shown none.
  if (data.query.filter.onlyProperties && !data.session.isLoading && !data.session.isLoggedIn) {
    return <OwnPropertiesLogin />;
  }
  if (!data.baseLoaded) return loading;
  return (
    <StandortsucheProvider value={data}>
      {barrierefrei ? (
        <BarrierefreiView />
      ) : (
        <Suspense fallback={loading}>
          <KartenSuche />
        </Suspense>
      )}
    </StandortsucheProvider>
  );
}
