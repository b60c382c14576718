import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activeFilterCount } from '../../../../shared/domain/kartenfilter';
import { PageHeader } from '../../../components/PageHeader';
import { SeekerNotice } from '../../../components/SeekerNotice';
import { useLang } from '../../../hooks/useLang';
import { detailHref, needsLoginDialog } from '../objektInfo';
import classes from '../Standortsuche.module.css';
import { useStandortsucheDaten } from '../standortsucheContext';
import { FilterChips } from './FilterChips';
import { FilterPanel } from './FilterPanel';
import { GreyObjectDialog, type GreyObjekt } from './GreyObjectDialog';
import { ObjektRow } from './ObjektRow';
import { SortSelect } from './SortSelect';
import { UmkreisDialog } from './UmkreisDialog';

/** Objects shown at first and added per 'show more'; another filter starts again. */
const PAGE_SIZE = 50;

/**
 * The barrier-free version of the map search (spec 2 'Barrier-free version'): no map; the filters as a
 * form and the full list of matching objects as a plain list of articles, operable by keyboard and screen
 * reader. The number of results is announced when it changes.
 */
export function BarrierefreiView() {
  const { t } = useTranslation();
  const data = useStandortsucheDaten();
  const lang = useLang();
  const { query, viewer, listed, lonLats, session } = data;
  const [paging, setPaging] = useState({ search: query.search, limit: PAGE_SIZE });
  const [grey, setGrey] = useState<GreyObjekt | null>(null);
  const [umkreisOpen, setUmkreisOpen] = useState(false);
  const filterKey = query.search.replace(/&?(zoom|center)=[^&]*/g, '');
  const limit = paging.search === filterKey ? paging.limit : PAGE_SIZE;
  const bezirkNames = new Map(data.bezirke.map((b) => [b.id, b.name]));

  return (
    <>
      <PageHeader title={t('meta.standortsuche.title')} lead={t('standortsuche.barrierefrei.lead')} />
      <Container py={{ base: 32, md: 48 }}>
        <div className={classes.bfLayout}>
          <Paper withBorder p="lg" radius="lg" component="section" aria-labelledby="bf-filter-title">
            <Title order={2} size="h4" c="brand.9" id="bf-filter-title" mb="md">
              {t('standortsuche.filter.title')}
            </Title>
            <FilterPanel
              filter={query.filter}
              onChange={query.setFilter}
              isLoggedIn={session.isLoggedIn}
              isAdmin={session.isAdmin}
              activeCount={activeFilterCount(query.filter, viewer)}
            />
          </Paper>
          <section aria-labelledby="bf-results-title">
            <Group justify="space-between" align="baseline" mb="md">
              <Title order={2} size="h3" c="brand.9" id="bf-results-title">
                {t('standortsuche.barrierefrei.results')}
              </Title>
              <Text c="gray.7" aria-live="polite" data-testid="result-count">
                {t('standortsuche.count', { count: data.trefferAnzahl })}
              </Text>
            </Group>
            <Group gap="xs" mb="md">
              <FilterChips filter={query.filter} orte={data.orte} onChange={query.setFilter} />
              <Button variant="default" size="compact-sm" onClick={() => setUmkreisOpen(true)} data-testid="bf-umkreis">
                {t('standortsuche.gebiet.umkreisTitle')}
              </Button>
            </Group>
            <SortSelect value={query.sort} onChange={query.setSort} mb="md" />
            {data.bezirkZahlen.length > 0 ? (
              <Stack gap="sm" data-testid="bezirk-zahlen">
                <Text>{t('standortsuche.barrierefrei.tooMany')}</Text>
                <ul className={classes.bfBezirke}>
                  {data.bezirkZahlen.map((b) => (
                    <li key={b.bezirk}>
                      {bezirkNames.get(b.bezirk) ?? b.bezirk}: {t('standortsuche.count', { count: b.anzahl })}
                    </li>
                  ))}
                </ul>
              </Stack>
            ) : listed.length === 0 ? (
              <Stack gap="md">
                <Text fw={700} data-testid="list-empty">
                  {t('standortsuche.barrierefrei.empty')}
                </Text>
                <SeekerNotice />
              </Stack>
            ) : (
              <>
                <ul className={classes.bfList} data-testid="objekt-list">
                  {listed.slice(0, limit).map((objekt) => (
                    <li key={objekt.id} className={classes.bfItem}>
                      <ObjektRow
                        objekt={objekt}
                        href={detailHref(lang, objekt.id, lonLats.get(objekt.id) ?? null, true)}
                        favorit={data.isFavorit(objekt.id)}
                        locked={needsLoginDialog(objekt, session.isLoggedIn)}
                        onLockedClick={(o) => setGrey({ id: o.id, lonLat: lonLats.get(o.id) ?? null })}
                      />
                    </li>
                  ))}
                </ul>
                {listed.length > limit && (
                  <Group justify="center" mt="lg">
                    <Button
                      variant="outline"
                      onClick={() => setPaging({ search: filterKey, limit: limit + PAGE_SIZE })}
                      data-testid="show-more"
                    >
                      {t('standortsuche.barrierefrei.showMore', { count: Math.min(PAGE_SIZE, listed.length - limit) })}
                    </Button>
                  </Group>
                )}
              </>
            )}
          </section>
        </div>
      </Container>
      <GreyObjectDialog objekt={grey} onClose={() => setGrey(null)} />
      <UmkreisDialog
        opened={umkreisOpen}
        onClose={() => setUmkreisOpen(false)}
        onGebiet={(gebiet) => query.setFilter({ gebiet })}
      />
    </>
  );
}
