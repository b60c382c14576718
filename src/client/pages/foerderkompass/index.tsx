import { Button, Collapse, Container, Drawer, EmptyState, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconBookmark, IconFilterOff, IconZoomQuestion } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { foerderkompassMetaFromCatalogue } from '../../../shared/domain/claims';
import { summary } from '../../../shared/domain/entity-meta';
import { leererFoerderFilter, matchesFoerderFilter } from '../../../shared/domain/foerderung';
import { type Catalogue, routePath } from '../../../shared/domain/routes';
import { speichernPfad } from '../../../shared/domain/suche-speichern';
import { ErrorState } from '../../components/feedback/ErrorState';
import { LoadingState } from '../../components/feedback/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { useFmMatrix } from '../../data/queries';
import { useLang } from '../../hooks/useLang';
import { useDocumentMeta } from '../../hooks/usePageMeta';
import i18n from '../../i18n';
import { activeFoerderFilterCount, appliedFoerderFilter } from '../../lib/foerderQuery';
import { FoerderCard } from './components/FoerderCard';
import { FoerderDetail } from './components/FoerderDetail';
import { FoerderFilters } from './components/FoerderFilters';
import classes from './Foerderkompass.module.css';
import { useFoerderFilter } from './useFoerderFilter';

/** Programmes shown at first and added per 'show more'; a filter change starts again. */
const PAGE_SIZE = 20;

/**
 * /{lang}/foerderkompass/{foerderId?}: the funding guide. Filters live in the URL query; an entry opens
 * in a drawer at /{lang}/foerderkompass/{id} with the same query, so back returns to the filtered list
 * and a deep link opens the entry directly.
 */
export default function FoerderkompassPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const { foerderId } = useParams();
  const { filter, setFilter, search } = useFoerderFilter();
  const matrix = useFmMatrix();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  // Read synchronously so the filter panel does not flash open on small screens.
  const stacked = useMediaQuery('(max-width: 61.99em)', undefined, { getInitialValueInEffect: false });
  const narrow = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });

  const all = useMemo(
    () => [...(matrix.data ?? [])].sort((a, b) => a.sortierung - b.sortierung || a.id - b.id),
    [matrix.data],
  );
  const results = useMemo(() => {
    const applied = appliedFoerderFilter(filter);
    return all.filter((entry) => matchesFoerderFilter(entry, applied));
  }, [all, filter]);
  const active = activeFoerderFilterCount(filter);
  // The page count belongs to one filter: another filter starts at the first page again.
  const [paging, setPaging] = useState({ search, limit: PAGE_SIZE });
  const limit = paging.search === search ? paging.limit : PAGE_SIZE;
  const selected = foerderId === undefined ? undefined : all.find((e) => String(e.id) === foerderId);
  const query = search ? `?${search}` : '';

  // The same title and description as the server wrote into the first HTML (slug/meta.ts): an entry's, or
  // the list's with the number of programmes the registration benefits name.
  const catalogue = i18n.getResourceBundle(lang, 'translation') as Catalogue | undefined;
  useDocumentMeta(
    selected
      ? {
          title: `${lang === 'en' ? selected.name_en : selected.name_de} – ${t('meta.foerderkompass.title')} | ${t('app.name')}`,
          description: summary(lang === 'en' ? selected.kurzbeschreibung_en : selected.kurzbeschreibung_de),
        }
      : catalogue && matrix.data
        ? foerderkompassMetaFromCatalogue(catalogue, lang, matrix.data.length)
        : null,
  );

  const clearAll = () => {
    setFilter(leererFoerderFilter);
    setFormKey((k) => k + 1);
  };
  const closeDetail = () => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) navigate(-1);
    else navigate(`${routePath('foerderkompass', lang)}${query}`, { preventScrollReset: true });
  };

  return (
    <>
      <PageHeader title={t('meta.foerderkompass.title')} lead={t('pages.foerderkompass.lead')} />
      <Container py={{ base: 32, md: 56 }}>
        <div className={classes.layout}>
          <aside className={classes.filters} aria-labelledby="filters-title">
            <Button
              className={classes.filtersToggle}
              variant="default"
              fullWidth
              leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
              onClick={() => setFiltersOpen((o) => !o)}
              aria-expanded={filtersOpen}
              aria-controls="foerder-filter-panel"
              mb={filtersOpen ? 'sm' : 0}
            >
              {active > 0
                ? t('foerderkompass.filters.toggleActive', { count: active })
                : t('foerderkompass.filters.toggle')}
            </Button>
            <Collapse expanded={filtersOpen || !stacked} id="foerder-filter-panel">
              <Paper withBorder radius="lg" p="lg">
                <Group justify="space-between" mb="md">
                  <Title order={2} size="h4" c="brand.9" id="filters-title">
                    {t('foerderkompass.filters.title')}
                  </Title>
                  {active > 0 && (
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      leftSection={<IconFilterOff size={16} aria-hidden />}
                      onClick={clearAll}
                      data-testid="clear-all"
                    >
                      {t('foerderkompass.filters.clearAll')}
                    </Button>
                  )}
                </Group>
                <FoerderFilters key={formKey} filter={filter} onChange={setFilter} />
              </Paper>
            </Collapse>
          </aside>

          <section aria-labelledby="results-title">
            <Group justify="space-between" align="baseline" mb="md" gap="xs">
              <Title order={2} size="h3" c="brand.9" id="results-title">
                {t('foerderkompass.resultsTitle')}
              </Title>
              <Group gap="sm" align="baseline">
                {matrix.data && (
                  <Text c="gray.7" aria-live="polite" data-testid="result-count">
                    {t('foerderkompass.count', { count: results.length, total: all.length })}
                  </Text>
                )}
                <Button
                  component={Link}
                  to={speichernPfad(lang, 'foerderung', search)}
                  variant="default"
                  size="compact-md"
                  leftSection={<IconBookmark size={16} aria-hidden />}
                  data-testid="save-search"
                >
                  {t('suchauftrag.save')}
                </Button>
              </Group>
            </Group>
            {matrix.isError ? (
              <ErrorState error={matrix.error} onRetry={() => void matrix.refetch()} />
            ) : matrix.isPending ? (
              <LoadingState />
            ) : results.length === 0 ? (
              <Paper withBorder radius="lg" p="xl" data-testid="foerder-empty">
                <EmptyState
                  icon={<IconZoomQuestion size={28} />}
                  variant="light"
                  title={t('foerderkompass.empty.title')}
                  description={t('foerderkompass.empty.text')}
                >
                  <EmptyState.Actions>
                    <Button variant="outline" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={clearAll}>
                      {t('foerderkompass.filters.clearAll')}
                    </Button>
                  </EmptyState.Actions>
                </EmptyState>
              </Paper>
            ) : (
              <Stack gap="md" data-testid="foerder-results">
                {results.slice(0, limit).map((entry) => (
                  <FoerderCard
                    key={entry.id}
                    entry={entry}
                    to={{ pathname: routePath('foerderkompass', lang, { foerderId: entry.id }), search: query }}
                  />
                ))}
                {results.length > limit && (
                  <Group justify="center" mt="sm">
                    <Button
                      variant="outline"
                      onClick={() => setPaging({ search, limit: limit + PAGE_SIZE })}
                      data-testid="show-more"
                    >
                      {t('foerderkompass.showMore', { count: results.length - limit })}
                    </Button>
                  </Group>
                )}
              </Stack>
            )}
          </section>
        </div>
      </Container>

      <Drawer
        opened={foerderId !== undefined && !matrix.isPending}
        onClose={closeDetail}
        position="right"
        size={narrow ? '100%' : 680}
        padding={narrow ? 'lg' : 'xl'}
        title={t('foerderkompass.detail.kicker')}
        closeButtonProps={{ 'aria-label': t('foerderkompass.detail.close') }}
        styles={{
          title: {
            fontWeight: 700,
            color: 'var(--mantine-color-petrol-8)',
            textTransform: 'uppercase',
            fontSize: 'var(--mantine-font-size-xs)',
            letterSpacing: '0.12em',
          },
        }}
        data-testid="foerder-drawer"
      >
        {selected ? (
          <FoerderDetail entry={selected} titleId="foerder-detail-title" />
        ) : (
          <Stack gap="md">
            <Text>{t('foerderkompass.detail.notFound')}</Text>
            <Group>
              <Button variant="outline" onClick={closeDetail}>
                {t('foerderkompass.detail.close')}
              </Button>
            </Group>
          </Stack>
        )}
      </Drawer>
    </>
  );
}
