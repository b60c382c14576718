import { Container, EmptyState, Grid, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBook, IconSearch, IconZoomQuestion } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { summary } from '../../../shared/domain/entity-meta';
import { routePath } from '../../../shared/domain/routes';
import { ErrorState } from '../../components/feedback/ErrorState';
import { LoadingState } from '../../components/feedback/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { useGlossar } from '../../data/queries';
import { useLang } from '../../hooks/useLang';
import { useDocumentMeta } from '../../hooks/usePageMeta';
import { filterGlossar, groupByInitial, titelOf } from '../../lib/glossar';
import { AzBar } from './components/AzBar';
import { GlossarDetail } from './components/GlossarDetail';
import classes from './Glossar.module.css';

const sectionId = (letter: string) => `glossar-${letter === '#' ? 'other' : letter}`;

/**
 * /{lang}/glossar/{glossarId?}: the glossary. An alphabetical list with A–Z jump bar and a filter field;
 * the selected entry is shown beside the list (above it on small screens).
 */
export default function GlossarPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { glossarId } = useParams();
  const glossar = useGlossar();
  const [text, setText] = useState('');
  const detailRef = useRef<HTMLDivElement>(null);
  const stacked = useMediaQuery('(max-width: 61.99em)', undefined, { getInitialValueInEffect: false });

  const all = glossar.data ?? [];
  const groups = useMemo(
    () => groupByInitial(filterGlossar(glossar.data ?? [], text, lang), lang),
    [glossar.data, text, lang],
  );
  const letters = useMemo(() => new Set(groups.map((g) => g.letter)), [groups]);
  const count = groups.reduce((n, g) => n + g.entries.length, 0);
  const selected = glossarId === undefined ? undefined : all.find((e) => String(e.id) === glossarId);

  useDocumentMeta(
    selected
      ? {
          title: `${titelOf(selected, lang)} – ${t('meta.glossar.title')} | ${t('app.name')}`,
          description: summary(lang === 'en' ? selected.beschreibung_en : selected.beschreibung_de),
        }
      : null,
  );

  // On small screens the entry is above the list: bring it into view when one is chosen.
  useEffect(() => {
    if (glossarId !== undefined && stacked) detailRef.current?.scrollIntoView({ block: 'start' });
  }, [glossarId, stacked]);

  const jump = (letter: string) => {
    const section = document.getElementById(sectionId(letter));
    section?.scrollIntoView({ block: 'start' });
    section?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  };

  return (
    <>
      <PageHeader title={t('meta.glossar.title')} lead={t('pages.glossar.lead')} />
      <Container py={{ base: 32, md: 56 }}>
        {glossar.isError ? (
          <ErrorState error={glossar.error} onRetry={() => void glossar.refetch()} />
        ) : glossar.isPending ? (
          <LoadingState />
        ) : (
          <>
            <div className={classes.toolbar}>
              <Paper withBorder radius="lg" p="md" shadow="sm">
                <Stack gap="sm">
                  <TextInput
                    label={t('glossar.filter.label')}
                    placeholder={t('glossar.filter.placeholder')}
                    leftSection={<IconSearch size={16} aria-hidden />}
                    value={text}
                    onChange={(e) => setText(e.currentTarget.value)}
                    data-testid="glossar-filter"
                    maw={520}
                  />
                  <AzBar letters={letters} onJump={jump} />
                </Stack>
              </Paper>
            </div>

            <Grid gap="xl" mt="xl">
              <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 2, md: 1 }}>
                <Text c="gray.7" mb="sm" aria-live="polite" data-testid="glossar-count">
                  {t('glossar.count', { count })}
                </Text>
                {groups.length === 0 ? (
                  <EmptyState
                    icon={<IconZoomQuestion size={28} />}
                    variant="light"
                    title={t('glossar.empty')}
                    data-testid="glossar-empty"
                  />
                ) : (
                  <Stack gap="lg" data-testid="glossar-list">
                    {groups.map((group) => (
                      <section key={group.letter} id={sectionId(group.letter)} className={classes.group}>
                        <Title order={2} size="h3" className={classes.letter} tabIndex={-1}>
                          {group.letter}
                        </Title>
                        <ul className={classes.entries}>
                          {group.entries.map((entry) => (
                            <li key={entry.id}>
                              <Link
                                to={routePath('glossar', lang, { glossarId: entry.id })}
                                preventScrollReset
                                className={classes.entry}
                                aria-current={selected?.id === entry.id ? 'page' : undefined}
                              >
                                {titelOf(entry, lang)}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </section>
                    ))}
                  </Stack>
                )}
              </Grid.Col>

              <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 1, md: 2 }}>
                <div ref={detailRef} className={classes.detail}>
                  {selected ? (
                    <Paper withBorder radius="lg" p={{ base: 'lg', md: 'xl' }} shadow="sm">
                      <GlossarDetail entry={selected} all={all} />
                    </Paper>
                  ) : glossarId !== undefined ? (
                    <Paper withBorder radius="lg" p="xl">
                      <Text>{t('glossar.detail.notFound')}</Text>
                    </Paper>
                  ) : (
                    <Paper radius="lg" p="xl" bg="var(--sp-surface)" visibleFrom="md">
                      <EmptyState
                        icon={<IconBook size={28} />}
                        variant="light"
                        color="petrol"
                        title={t('glossar.select.title')}
                        description={t('glossar.select.text', { count: all.length })}
                      />
                    </Paper>
                  )}
                </div>
              </Grid.Col>
            </Grid>
          </>
        )}
      </Container>
    </>
  );
}
