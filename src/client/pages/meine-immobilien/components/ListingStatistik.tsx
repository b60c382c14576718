import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight, IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatNumber } from '../../../../shared/domain/format';
import type { ObjektStatistik } from '../../../../shared/schemas/objekt-statistik';
import { eigeneStatistikQuery } from '../../../data/statistik';
import { useLang } from '../../../hooks/useLang';
import { useSession } from '../../../hooks/useSession';
import { accountPath } from '../../../lib/authPaths';
import classes from '../MeineImmobilien.module.css';
import { weekTrend } from '../statistik';

/** One figure of the block: the number above its label (and what `children` add below). */
function Figure({
  value,
  label,
  testId,
  children,
}: {
  value: string;
  label: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <div className={classes.figure} data-testid={testId}>
      <Text fw={700} size="lg" c="brand.9" lh={1.2}>
        {value}
      </Text>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      {children}
    </div>
  );
}

/**
 * A listing's figures on its card (issue #25 part 5): views this week with the trend against last week, a
 * small bar chart of the views per week whose text alternative names every week's count, the views and
 * exposés and enquiries of the twelve weeks and in all, and how many users keep it as a favourite and in collections. Every card
 * reads the one answer of GET /api/objekt/statistik.
 */
export function ListingStatistik({ objektId }: { objektId: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const statistik = useQuery(eigeneStatistikQuery);
  const n = (value: number) => formatNumber(value, lang);
  const s = (key: string, values?: Record<string, unknown>) =>
    String(t(`objekt.liste.statistik.${key}` as never, values as never));

  if (statistik.isPending) {
    return (
      <Group gap="xs" className={classes.statistik} data-testid="mine-statistik-loading">
        <Loader size="xs" aria-hidden />
        <Text size="sm" c="gray.7">
          {s('loading')}
        </Text>
      </Group>
    );
  }
  const figures: ObjektStatistik | undefined = statistik.data?.objekte.find((o) => o.id === objektId);
  if (!figures) {
    return (
      <Text size="sm" c="gray.7" className={classes.statistik} data-testid="mine-statistik-error">
        {s('unavailable')}
      </Text>
    );
  }
  const wochen = statistik.data?.wochen ?? [];
  const week = (iso: string) => formatDate(iso, lang, { day: 'numeric', month: 'short' });
  const weeks = figures.aufrufe.reduce((sum, v) => sum + v, 0);
  const nothing =
    figures.aufrufeGesamt + figures.exposesGesamt + figures.anfragenGesamt + figures.favoriten + figures.sammlungen ===
    0;
  const trend = weekTrend(figures.aufrufe);
  const TrendIcon = trend > 0 ? IconArrowUpRight : trend < 0 ? IconArrowDownRight : IconArrowRight;
  const highest = Math.max(1, ...figures.aufrufe);
  const described = s('chartLabel', {
    from: wochen[0] ? week(wochen[0]) : '',
    values: figures.aufrufe.map((v, i) => `${week(wochen[i] ?? '')}: ${n(v)}`).join(', '),
  });

  return (
    <Stack gap={6} className={classes.statistik} data-testid="mine-statistik">
      <Text size="sm" fw={700} c="brand.9">
        {s('title')}
      </Text>
      {nothing ? (
        <Text size="sm" c="gray.7" data-testid="mine-statistik-empty">
          {s('empty')}
        </Text>
      ) : (
        <Group gap="lg" align="flex-start" wrap="wrap">
          <Figure value={n(figures.aufrufe.at(-1) ?? 0)} label={s('thisWeek')} testId="mine-statistik-week">
            <Group gap={2} wrap="nowrap" c={trend > 0 ? 'green.8' : trend < 0 ? 'red.8' : 'gray.7'}>
              <TrendIcon size={14} aria-hidden />
              <Text size="xs" c="inherit" data-testid="mine-statistik-trend">
                {trend === 0 ? s('trendSame') : s('trend', { diff: `${trend > 0 ? '+' : '−'}${n(Math.abs(trend))}` })}
              </Text>
            </Group>
          </Figure>
          <div className={classes.bars} role="img" aria-label={described} data-testid="mine-statistik-chart">
            {figures.aufrufe.map((v, i) => (
              <span
                key={wochen[i] ?? i}
                className={classes.bar}
                data-current={i === figures.aufrufe.length - 1 || undefined}
                style={{ height: `${(v / highest) * 100}%` }}
              />
            ))}
          </div>
          <Figure value={n(weeks)} label={s('views', { count: weeks })} testId="mine-statistik-views">
            <Text size="xs" c="dimmed" data-testid="mine-statistik-views-total">
              {s('total', { total: n(figures.aufrufeGesamt) })}
            </Text>
          </Figure>
          <Figure
            value={n(figures.exposes)}
            label={s('exposes', { count: figures.exposes })}
            testId="mine-statistik-exposes"
          >
            <Text size="xs" c="dimmed" data-testid="mine-statistik-exposes-total">
              {s('total', { total: n(figures.exposesGesamt) })}
            </Text>
          </Figure>
          <Figure
            value={n(figures.anfragen)}
            label={s('anfragen', { count: figures.anfragen })}
            testId="mine-statistik-anfragen"
          >
            <Text size="xs" c="dimmed">
              {s('total', { total: n(figures.anfragenGesamt) })}
            </Text>
          </Figure>
          <Figure
            value={n(figures.favoriten)}
            label={s('favoriten', { count: figures.favoriten })}
            testId="mine-statistik-favoriten"
          />
          <Figure
            value={n(figures.sammlungen)}
            label={s('sammlungen', { count: figures.sammlungen })}
            testId="mine-statistik-sammlungen"
          />
        </Group>
      )}
    </Stack>
  );
}

/** On Meine Immobilien: whether the monthly summary mail is on, and where to switch it (the account page). */
export function StatistikMailHinweis() {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useSession();
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" c="gray.7" data-testid="mine-statistik-mail">
      <IconMail size={18} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
      <Text size="sm">
        {user.statistikMail ? t('objekt.liste.statistik.mailOn') : t('objekt.liste.statistik.mailOff')}{' '}
        <Anchor component={Link} to={accountPath(lang)} size="sm" underline="always">
          {t('objekt.liste.statistik.mailLink')}
        </Anchor>
      </Text>
    </Group>
  );
}
