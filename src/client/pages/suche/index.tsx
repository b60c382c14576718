import {
  Anchor,
  Button,
  Container,
  Group,
  List,
  Pagination,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconMap2, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { formatArea } from '../../../shared/domain/format';
import { KARTEN_QUERY } from '../../../shared/domain/kartenfilter';
import { OBJEKTARTEN } from '../../../shared/domain/objekt';
import { prepareOrtsuche } from '../../../shared/domain/ortsuche';
import { decodeQuery, encodeQuery } from '../../../shared/domain/query';
import { type Catalogue, type Lang, routePath, searchMetaFromCatalogue } from '../../../shared/domain/routes';
import { isSearchable, RESULTS_PAGE_SIZE, SEARCH_CAPS, type SearchGroup } from '../../../shared/domain/search';
import { type ObjektErgebnis, SUCHE_QUERY } from '../../../shared/schemas/suche';
import { ErrorState } from '../../components/feedback/ErrorState';
import { LoadingState } from '../../components/feedback/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { SeekerNotice } from '../../components/SeekerNotice';
import { SearchBox } from '../../components/search/SearchBox';
import { GROUP_ICONS } from '../../components/search/SearchOption';
import { placeHref } from '../../components/search/targets';
import {
  type ContentGroup,
  objektResult,
  placeResult,
  type SearchResult,
  useContentSearch,
} from '../../components/search/useContentSearch';
import { ortsucheQuery, suchStatus } from '../../data/search';
import { useLang } from '../../hooks/useLang';
import { useDocumentMeta } from '../../hooks/usePageMeta';
import { useSession } from '../../hooks/useSession';
import i18n from '../../i18n';
import { zurueckZu } from '../../lib/zurueck';
import { objektSuchergebnisQuery } from './data';
import classes from './Suche.module.css';

/** The groups of the results view, in the order shown. */
const GROUPS: readonly SearchGroup[] = ['objekte', 'orte', 'foerderungen', 'glossar', 'kampagnen'];
/** Every match of the groups matched in the browser. */
const ALL: Readonly<Record<ContentGroup, number>> = {
  kampagnen: Number.POSITIVE_INFINITY,
  foerderungen: Number.POSITIVE_INFINITY,
  glossar: Number.POSITIVE_INFINITY,
};
const groupId = (group: SearchGroup) => `suche-${group}`;

/** The map filtered to the properties the search finds, listed whatever the map's section. */
export const mapHref = (q: string, lang: Lang) =>
  `${routePath('standortsuche', lang)}?${encodeQuery(KARTEN_QUERY, { q, ignoreExtent: true })}`;

/**
 * /{lang}/suche?q=… — the results view of the search box (Enter or 'Suchen'): every match of the text,
 * grouped by kind with counts — properties (matched by the server with the visibility of the caller, with
 * a link that shows exactly those on the map), places, funding programmes, glossary entries and know-how
 * articles — each group paged. Without any match: 'Keine Ergebnisse' with suggestions.
 */
export default function SuchePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [params] = useSearchParams();
  const { q } = decodeQuery(SUCHE_QUERY, params);
  // The same title and description as the server wrote into the first HTML (slug/meta.ts).
  const catalogue = i18n.getResourceBundle(lang, 'translation') as Catalogue | undefined;
  useDocumentMeta(catalogue ? searchMetaFromCatalogue(catalogue, q) : null);

  return (
    <>
      <PageHeader title={q ? t('suche.headingText', { q }) : t('suche.heading')} lead={t('pages.suche.lead')}>
        <div className={classes.box}>
          <SearchBox
            key={q}
            scope="standortsuche"
            initialValue={q}
            submit={
              <Button type="submit" size="lg" aria-label={t('home.search.submit')}>
                <IconSearch size={20} aria-hidden />
              </Button>
            }
          />
        </div>
      </PageHeader>
      {q && !isSearchable(q) ? (
        <Container py="xl">
          <Text size="lg" data-testid="suche-too-short">
            {t('suche.tooShort')}
          </Text>
        </Container>
      ) : q ? (
        <Ergebnisse key={`${lang}:${q}`} q={q} />
      ) : null}
    </>
  );
}

/** What the search finds for a text (long enough to search): counts, groups and their pages. */
function Ergebnisse({ q }: { q: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [objektSeite, setObjektSeite] = useState(1);
  const { isAdmin } = useSession();
  const status = suchStatus(isAdmin, useLocation().search);
  const objekte = useQuery(objektSuchergebnisQuery(q, lang, objektSeite, status));
  const placeTerm = prepareOrtsuche(q, lang) !== null;
  const orte = useQuery({ ...ortsucheQuery(q, lang, SEARCH_CAPS.standortsuche.orte), enabled: placeTerm });
  const content = useContentSearch(q, lang, () => true, ALL);

  if (objekte.isError && !objekte.data) {
    return (
      <Container py="xl">
        <ErrorState error={objekte.error} onRetry={() => void objekte.refetch()} />
      </Container>
    );
  }
  if (objekte.isPending || (placeTerm && orte.isPending) || content.pending) return <LoadingState />;

  const places = (orte.data?.results ?? []).map(placeResult);
  const placeError = placeTerm && (orte.isError || orte.data?.serviceFailed === true);
  const counts: Record<SearchGroup, number> = {
    objekte: objekte.data.anzahl,
    orte: places.length,
    foerderungen: content.lists.foerderungen.length,
    glossar: content.lists.glossar.length,
    kampagnen: content.lists.kampagnen.length,
  };
  const total = GROUPS.reduce((n, g) => n + counts[g], 0);
  if (total === 0 && !placeError) return <KeineErgebnisse q={q} />;

  const objektItems = objekte.data.treffer.map((o) => objektResult(o, lang, objektFacts(o, lang)));
  return (
    <Container py={{ base: 32, md: 48 }}>
      <nav aria-label={t('suche.summary')} className={classes.summary} data-testid="suche-summary">
        {GROUPS.filter((g) => counts[g] > 0).map((g) => (
          <Anchor key={g} href={`#${groupId(g)}`} className={classes.summaryItem} data-testid={`suche-count-${g}`}>
            {t(`suche.groups.${g}`)} <strong>{counts[g]}</strong>
          </Anchor>
        ))}
      </nav>
      <Stack gap={40} mt="xl">
        {counts.objekte > 0 && (
          <Gruppe
            group="objekte"
            count={counts.objekte}
            items={objektItems}
            page={objektSeite}
            onPage={setObjektSeite}
            action={
              <Button
                component={Link}
                to={mapHref(q, lang)}
                variant="light"
                leftSection={<IconMap2 size={18} aria-hidden />}
                data-testid="suche-show-on-map"
              >
                {t('suche.showOnMap', { count: counts.objekte })}
              </Button>
            }
          />
        )}
        {(places.length > 0 || placeError) && (
          <Gruppe group="orte" count={places.length} items={places}>
            {placeError && (
              <Text c="red.8" size="sm" data-testid="suche-place-error">
                {t('searchBox.placeError')}
              </Text>
            )}
          </Gruppe>
        )}
        {(['foerderungen', 'glossar', 'kampagnen'] as const)
          .filter((g) => counts[g] > 0)
          .map((g) => (
            <PagedGruppe key={g} group={g} items={content.lists[g]} />
          ))}
      </Stack>
    </Container>
  );
}

/** Type and area of a property, before its number and place. */
function objektFacts(o: ObjektErgebnis, lang: Lang): string[] {
  const art = OBJEKTARTEN.find((a) => a.id === o.objektart)?.name[lang];
  return [art ?? '', o.flaecheinqm ? formatArea(o.flaecheinqm, lang) : ''];
}

/** A group whose whole list is here (matched in the browser), paged in the browser. */
function PagedGruppe({ group, items }: { group: SearchGroup; items: readonly SearchResult[] }) {
  const [page, setPage] = useState(1);
  const from = (page - 1) * RESULTS_PAGE_SIZE;
  return (
    <Gruppe
      group={group}
      count={items.length}
      items={items.slice(from, from + RESULTS_PAGE_SIZE)}
      page={page}
      onPage={setPage}
    />
  );
}

/** One group: heading with count, its entries (one page), page links and an action. */
function Gruppe({
  group,
  count,
  items,
  page = 1,
  onPage,
  action,
  children,
}: {
  group: SearchGroup;
  count: number;
  items: readonly SearchResult[];
  page?: number;
  onPage?: (page: number) => void;
  action?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const pages = Math.ceil(count / RESULTS_PAGE_SIZE);
  const { icon: GroupIcon, color } = GROUP_ICONS[group];
  const title = t(`suche.groups.${group}`);
  const location = useLocation();
  const href = (r: SearchResult) =>
    r.place
      ? placeHref(r.place, lang, 'home', { width: window.innerWidth, height: window.innerHeight })
      : (r.href ?? '');
  return (
    <section id={groupId(group)} aria-labelledby={`${groupId(group)}-title`} data-testid={`suche-group-${group}`}>
      <Group justify="space-between" align="center" mb="sm" gap="sm">
        <Title order={2} size="h3" id={`${groupId(group)}-title`} c="brand.9">
          {title}{' '}
          <Text span c="gray.7" fw={500} data-testid="suche-group-count">
            ({count})
          </Text>
        </Title>
        {action}
      </Group>
      {children}
      <Paper withBorder radius="md" component="ul" className={classes.list}>
        {items.map((r) => (
          <li key={r.key} className={classes.item}>
            <Link to={href(r)} state={zurueckZu(location)} className={classes.link} data-testid="suche-item">
              <ThemeIcon variant="light" color={color} size={36} radius="md" aria-hidden>
                <GroupIcon size={20} stroke={1.8} />
              </ThemeIcon>
              <span className={classes.text}>
                <Text
                  component="span"
                  fw={600}
                  className={classes.label}
                  lang={group === 'kampagnen' ? 'de' : undefined}
                >
                  {r.label}
                </Text>
                {(r.place ? t(`searchBox.placeTypes.${r.place.type}`) : r.detail) && (
                  <Text component="span" size="sm" c="gray.7">
                    {[r.place ? t(`searchBox.placeTypes.${r.place.type}`) : '', r.detail].filter(Boolean).join(' · ')}
                  </Text>
                )}
              </span>
            </Link>
          </li>
        ))}
      </Paper>
      {pages > 1 && onPage && (
        <Pagination
          mt="md"
          total={pages}
          value={page}
          onChange={onPage}
          getControlProps={(control) => ({ 'aria-label': t(`common.pagination.${control}`) })}
          aria-label={t('suche.pages', { group: title })}
          data-testid="suche-pagination"
        />
      )}
    </section>
  );
}

/** No match in any group: 'Keine Ergebnisse', what to try instead, and the seekers' notice. */
function KeineErgebnisse({ q }: { q: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const words = q.split(' ').filter(isSearchable);
  return (
    <>
      <Container py={{ base: 32, md: 48 }}>
        <Paper withBorder radius="lg" p="xl" data-testid="suche-no-results">
          <Title order={2} size="h3" c="brand.9">
            {t('suche.noResults')}
          </Title>
          <Text mt="xs">{t('suche.noResultsText', { q })}</Text>
          <Title order={3} size="h5" mt="lg">
            {t('suche.suggestions')}
          </Title>
          <List mt="xs" spacing="xs">
            <List.Item>{t('suche.spelling')}</List.Item>
            {words.length > 1 && (
              <List.Item>
                {t('suche.words')}{' '}
                {words.map((w, i) => (
                  <span key={w}>
                    {i > 0 && ', '}
                    <Anchor component={Link} to={`${routePath('suche', lang)}?${encodeQuery(SUCHE_QUERY, { q: w })}`}>
                      {w}
                    </Anchor>
                  </span>
                ))}
              </List.Item>
            )}
            <List.Item>
              <Anchor component={Link} to={routePath('standortsuche', lang)}>
                {t('suche.map')}
              </Anchor>
            </List.Item>
            <List.Item>
              <Anchor component={Link} to={routePath('foerderkompass', lang)}>
                {t('suche.funding')}
              </Anchor>
            </List.Item>
            <List.Item>
              <Anchor component={Link} to={routePath('wissen', lang)}>
                {t('suche.knowledge')}
              </Anchor>
            </List.Item>
          </List>
        </Paper>
      </Container>
      <SeekerNotice />
    </>
  );
}
