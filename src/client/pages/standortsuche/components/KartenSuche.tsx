import { Badge, Button, Drawer, Group, Switch, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconX } from '@tabler/icons-react';
import type { Extent } from 'ol/extent';
import { transformExtent } from 'ol/proj';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bboxParam } from '../../../../shared/domain/ausschnitt';
import { formatNumber } from '../../../../shared/domain/format';
import { activeFilterCount } from '../../../../shared/domain/kartenfilter';
import { PLACE_FIT } from '../../../../shared/domain/mapview';
import { speichernPfad } from '../../../../shared/domain/suche-speichern';
import type { ObjektKurz } from '../../../../shared/schemas/objekt';
import type { OrtTreffer } from '../../../../shared/schemas/suche';
import { AusschnittStatus } from '../../../components/map/AusschnittStatus';
import { zoomInAtLonLat } from '../../../components/map/bezirkZahlen';
import { useCreateKartenMap } from '../../../components/map/createKartenMap';
import { createHoverStore } from '../../../components/map/hoverStore';
import { DATA_PROJECTION, MAP_PROJECTION } from '../../../components/map/layers';
import { MapProvider, MapView, useMap } from '../../../components/map/MapProvider';
import { SearchBox } from '../../../components/search/SearchBox';
import { useLang } from '../../../hooks/useLang';
import { detailHref, needsLoginDialog } from '../objektInfo';
import classes from '../Standortsuche.module.css';
import { useStandortsucheDaten } from '../standortsucheContext';
import { isVorschauPin } from '../vorschau';
import { FilterChips } from './FilterChips';
import { FilterPanel } from './FilterPanel';
import { GreyObjectDialog, type GreyObjekt } from './GreyObjectDialog';
import { ObjektListe, type ZoomHint } from './ObjektListe';
import { SearchMap } from './SearchMap';
import { SortSelect } from './SortSelect';

/**
 * The map search (spec 2 'Map search'): a tool band with the search box and the filter button, the list of
 * objects in the map's extent (or all, with ignoreExtent) beside the map, filters in a panel over the list
 * (a drawer on small screens). The map is created once, from the view in the URL.
 */
export default function KartenSuche() {
  const data = useStandortsucheDaten();
  const create = useCreateKartenMap(data.query.view);
  return (
    <MapProvider create={create}>
      <KartenSucheLayout />
    </MapProvider>
  );
}

function KartenSucheLayout() {
  const { t } = useTranslation();
  const data = useStandortsucheDaten();
  const lang = useLang();
  const map = useMap();
  const { query, viewer, listed, lonLats, session } = data;
  const { filter, setFilter } = query;
  const stacked = useMediaQuery('(max-width: 61.99em)', undefined, { getInitialValueInEffect: false });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [grey, setGrey] = useState<GreyObjekt | null>(null);
  const [hoverStore] = useState(createHoverStore);
  const active = activeFilterCount(filter, viewer);
  const pageRef = useFillViewport();

  const { setExtent, bezirkZahlen, bezirke, trefferAnzahl } = data;
  const zoomHint: ZoomHint | null = useMemo(() => {
    if (bezirkZahlen.length === 0) return null;
    const names = new Map(bezirke.map((b) => [b.id, b.name]));
    return {
      anzahl: trefferAnzahl,
      bezirke: bezirkZahlen.map((b) => ({ ...b, name: names.get(b.bezirk) ?? b.bezirk })),
      onZoom: (b) => zoomInAtLonLat(map, b),
    };
  }, [bezirkZahlen, bezirke, trefferAnzahl, map]);
  const onExtent = useCallback(
    ([minLon = 0, minLat = 0, maxLon = 0, maxLat = 0]: Extent) => setExtent([minLon, minLat, maxLon, maxLat]),
    [setExtent],
  );

  const openObjekt = useCallback(
    (objekt: Pick<ObjektKurz, 'id' | 'status'>) => {
      if (isVorschauPin(objekt)) {
        setGrey({ id: objekt.id, lonLat: [objekt.vorschau.lon, objekt.vorschau.lat] });
        return;
      }
      const lonLat = lonLats.get(objekt.id) ?? null;
      if (needsLoginDialog(objekt, session.isLoggedIn)) {
        setGrey({ id: objekt.id, lonLat });
        return;
      }
      window.open(detailHref(lang, objekt.id, lonLat), '_blank', 'noopener');
    },
    [lang, lonLats, session.isLoggedIn],
  );

  const fitPlace = useCallback(
    (place: OrtTreffer) => {
      const target = transformExtent([...place.extent], DATA_PROJECTION, MAP_PROJECTION);
      map.getView().fit(target, { ...PLACE_FIT, padding: Array(4).fill(PLACE_FIT.padding), size: map.getSize() });
    },
    [map],
  );

  const filterPanel = (
    <FilterPanel
      filter={filter}
      onChange={setFilter}
      isLoggedIn={session.isLoggedIn}
      isAdmin={session.isAdmin}
      activeCount={active}
    />
  );
  const showResults = (
    <Button fullWidth onClick={() => setFiltersOpen(false)} data-testid="filter-apply">
      {t('standortsuche.filter.showResults', { count: data.trefferAnzahl })}
    </Button>
  );

  return (
    <div className={classes.page} ref={pageRef}>
      <div className={classes.toolbar}>
        <div className={classes.toolbarTitle}>
          <Title order={1} className={classes.h1}>
            {t('meta.standortsuche.title')}
          </Title>
          <Text size="sm" c="gray.7" aria-live="polite" data-testid="result-count">
            {t('standortsuche.count', { count: data.trefferAnzahl })}
          </Text>
          <FilterChips filter={filter} orte={data.orte} onChange={setFilter} />
        </div>
        <div className={classes.toolbarSearch}>
          <SearchBox scope="standortsuche" groups={['orte', 'objekte']} size="md" onPlaceSelect={fitPlace} />
        </div>
        <Button
          variant={filtersOpen ? 'filled' : 'default'}
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
          rightSection={
            active > 0 ? (
              <Badge size="sm" circle color="gold" c="dark" data-testid="filter-count">
                {active}
              </Badge>
            ) : null
          }
          onClick={() => setFiltersOpen((o) => !o)}
          aria-expanded={filtersOpen}
          aria-controls="karten-filter"
          data-testid="filter-toggle"
          className={classes.filterButton}
        >
          {t('standortsuche.filter.title')}
        </Button>
        <Button
          component={Link}
          to={speichernPfad(
            lang,
            'karte',
            query.search,
            data.extent && !filter.ignoreExtent ? bboxParam(data.extent) : null,
          )}
          variant="default"
          data-testid="save-search"
          className={classes.filterButton}
        >
          {t('suchauftrag.save')}
        </Button>
      </div>

      <div className={classes.body}>
        <section className={classes.mapArea} aria-label={t('standortsuche.map.label')}>
          <SearchMap
            hoverStore={hoverStore}
            onObjektClick={openObjekt}
            onExtent={onExtent}
            mapView={<MapView label={t('standortsuche.map.label')} height="100%" className={classes.map} />}
          />
        </section>

        <aside className={classes.sidebar} aria-labelledby="karten-liste-title">
          <div className={classes.listHeader}>
            <Title order={2} size="h5" id="karten-liste-title" className={classes.listTitle}>
              {filter.ignoreExtent ? t('standortsuche.list.titleAll') : t('standortsuche.list.title')}
              <Text span c="gray.7" fw={500} ml={6} data-testid="list-count">
                ({formatNumber(data.byExtent ? data.trefferAnzahl : listed.length, lang, 0)})
              </Text>
            </Title>
            <Switch
              size="sm"
              checked={filter.ignoreExtent}
              onChange={(event) => setFilter({ ignoreExtent: event.currentTarget.checked })}
              label={t('standortsuche.list.ignoreExtent')}
              wrapperProps={{ 'data-testid': 'filter-ignore-extent' }}
            />
            <SortSelect value={query.sort} onChange={query.setSort} />
          </div>
          {data.byExtent && <AusschnittStatus ausschnitt={data.ausschnitt} className={classes.ausschnittStatus} />}
          <ObjektListe
            objekte={listed}
            lonLats={lonLats}
            hoverStore={hoverStore}
            isFavorit={data.isFavorit}
            loggedIn={session.isLoggedIn}
            onLockedClick={openObjekt}
            resetKey={`${query.search.replace(/&?(zoom|center)=[^&]*/g, '')}|${data.extentKey}`}
            zoomHint={zoomHint}
            gesperrt={data.gesperrtAnzahl}
          />
          {!stacked && filtersOpen && (
            <div className={classes.filterOverlay} id="karten-filter" data-testid="filter-overlay">
              <Group justify="space-between" className={classes.filterHead}>
                <Title order={2} size="h4" c="brand.9">
                  {t('standortsuche.filter.title')}
                </Title>
                <Button
                  variant="subtle"
                  color="gray"
                  size="compact-sm"
                  leftSection={<IconX size={16} aria-hidden />}
                  onClick={() => setFiltersOpen(false)}
                >
                  {t('common.close')}
                </Button>
              </Group>
              <div className={classes.filterScroll}>{filterPanel}</div>
              <div className={classes.filterFoot}>{showResults}</div>
            </div>
          )}
        </aside>
      </div>

      {stacked && (
        <Drawer
          opened={filtersOpen}
          onClose={() => setFiltersOpen(false)}
          title={t('standortsuche.filter.title')}
          position="bottom"
          size="88%"
          id="karten-filter"
          zIndex={400}
          styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
        >
          {filterPanel}
          <div className={classes.drawerFoot}>{showResults}</div>
        </Drawer>
      )}
      <GreyObjectDialog objekt={grey} onClose={() => setGrey(null)} />
    </div>
  );
}

/**
 * The page fills the window from where it starts (below the header and its top bar) to the bottom, so the
 * map and the list need no page scrolling on wide screens; CSS sets no height on small screens.
 */
function useFillViewport() {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const place = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      element.style.setProperty('--page-top', `${Math.round(top)}px`);
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, []);
  return ref;
}
