import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { ColorSwatch, Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../shared/domain/format';
import { PANEL_ACTIONS, type PanelAction, type StatistikUebersicht } from '../../../shared/schemas/statistik';
import { useLang } from '../../hooks/useLang';
import { ChartFigure } from './ChartFigure';

/** One colour per kind of access, the same in every chart. */
export const ACTION_COLORS: Record<PanelAction, string> = {
  objektViewed: 'brand.6',
  search: 'petrol.5',
  login: 'gold.6',
  register: 'green.7',
  favoriteAdded: 'grape.5',
};

/** Number and date formats of the page's language (Austrian German or British English). */
export function useStatistikFormat() {
  const lang = useLang();
  // Chart callbacks also run before there is a label (tooltips); anything not a date is shown as it is.
  const safe = (iso: string, suffix: string, options: Intl.DateTimeFormatOptions) =>
    Number.isNaN(Date.parse(`${iso}${suffix}`)) ? String(iso ?? '') : formatDate(`${iso}${suffix}`, lang, options);
  return {
    lang,
    number: (n: number) => formatNumber(n, lang),
    /** 'YYYY-MM-DD' → '3. Nov. 2026' */
    day: (iso: string) => safe(iso, '', { day: 'numeric', month: 'short', year: 'numeric' }),
    /** 'YYYY-MM' → 'Nov. 2026' */
    month: (iso: string) => safe(iso, '-01', { month: 'short', year: 'numeric' }),
    /** 'YYYY-MM-DD' → 'Nov.' (axis ticks) */
    monthOfDay: (iso: string) => safe(iso, '', { month: 'short' }),
  };
}

/**
 * The charts of the statistics, used by the public panel and the admin page: totals per kind, accesses
 * per day, per kind, registrations per month, the most viewed properties and the most searched texts.
 * Each chart carries a caption with its key figures and its numbers as a table (ChartFigure).
 */
export function StatistikCharts({ data }: { data: StatistikUebersicht }) {
  const { t } = useTranslation();
  const f = useStatistikFormat();
  const label = (a: string) => t(`statistikPanel.actions.${a}` as 'statistikPanel.actions.login');
  const countOf = (a: string) => data.perAction.find((p) => p.action === a)?.count ?? 0;
  const total = data.perDay.reduce((sum, d) => sum + d.total, 0);
  const busiest = data.perDay.reduce(
    (max, d) => (d.total > max.total ? d : max),
    data.perDay[0] ?? { day: '', total: 0 },
  );
  const registrations = data.registrationsPerMonth.reduce((sum, m) => sum + m.count, 0);
  const objektName = (o: StatistikUebersicht['topObjekte'][number]) =>
    f.lang === 'en' && o.objektname_en ? o.objektname_en : o.objektname;
  // One tick per month, on its first day, so no month is named twice on the axis.
  const monthStarts = data.perDay.filter((d) => d.day.endsWith('-01')).map((d) => d.day);
  const series = PANEL_ACTIONS.map((a) => ({ name: a, label: label(a), color: ACTION_COLORS[a] }));
  const c = (key: string, values?: Record<string, unknown>) =>
    String(t(`statistikPanel.charts.${key}` as never, values as never));

  return (
    <Stack gap="lg" data-testid="statistik-charts">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" data-testid="statistik-totals">
        <Total label={c('totalAll')} value={f.number(total)} color="gray.8" />
        {PANEL_ACTIONS.map((a) => (
          <Total key={a} label={label(a)} value={f.number(countOf(a))} color={ACTION_COLORS[a]} />
        ))}
      </SimpleGrid>

      <ChartFigure
        testId="chart-per-day"
        title={c('perDay')}
        caption={c('perDayCaption', {
          from: f.day(data.from),
          to: f.day(data.to),
          total: f.number(total),
          max: f.number(busiest.total),
          maxDay: busiest.day ? f.day(busiest.day) : '–',
        })}
        table={{
          head: [c('day'), ...PANEL_ACTIONS.map(label), c('total')],
          rows: [...data.perDay]
            .reverse()
            .map((d) => [f.day(d.day), ...PANEL_ACTIONS.map((a) => f.number(d[a])), f.number(d.total)]),
        }}
      >
        <AreaChart
          h={280}
          data={data.perDay}
          dataKey="day"
          series={series}
          type="stacked"
          curveType="monotone"
          withDots={false}
          strokeWidth={1}
          fillOpacity={0.5}
          valueFormatter={f.number}
          xAxisProps={{ ticks: monthStarts, tickFormatter: f.monthOfDay, interval: 0 }}
          tooltipProps={{ labelFormatter: (v) => (v == null ? '' : f.day(String(v))) }}
        />
        {/* A legend of our own: recharts' fixed-height legend overlaps the caption once it wraps on phones. */}
        <Group gap="md" mt="xs" justify="center" aria-hidden>
          {series.map((item) => (
            <Group key={item.name} gap={6} wrap="nowrap">
              <ColorSwatch
                color={`var(--mantine-color-${item.color.replace('.', '-')})`}
                size={12}
                withShadow={false}
              />
              <Text size="sm">{item.label}</Text>
            </Group>
          ))}
        </Group>
      </ChartFigure>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ChartFigure
          testId="chart-per-action"
          title={c('perAction')}
          caption={c('perActionCaption', {
            list: data.perAction.map((p) => `${actionLabel(t, p.action)} ${f.number(p.count)}`).join(', '),
          })}
          table={{
            head: [c('kind'), c('count')],
            rows: data.perAction.map((p) => [actionLabel(t, p.action), f.number(p.count)]),
          }}
        >
          <BarChart
            h={Math.max(200, data.perAction.length * 34)}
            data={data.perAction.map((p) => ({ kind: actionLabel(t, p.action), count: p.count }))}
            dataKey="kind"
            orientation="vertical"
            series={[{ name: 'count', label: c('count'), color: 'brand.6' }]}
            valueFormatter={f.number}
            yAxisProps={{ width: 150 }}
            gridAxis="none"
          />
        </ChartFigure>
        <ChartFigure
          testId="chart-registrations"
          title={c('registrations')}
          caption={c('registrationsCaption', { total: f.number(registrations) })}
          table={{
            head: [c('month'), c('count')],
            rows: data.registrationsPerMonth.map((m) => [f.month(m.month), f.number(m.count)]),
          }}
        >
          <BarChart
            h={260}
            data={data.registrationsPerMonth.map((m) => ({ month: f.month(m.month), count: m.count }))}
            dataKey="month"
            series={[{ name: 'count', label: label('register'), color: ACTION_COLORS.register }]}
            valueFormatter={f.number}
            xAxisProps={{ minTickGap: 8 }}
          />
        </ChartFigure>
        <ChartFigure
          testId="chart-top-objekte"
          title={c('topObjekte')}
          caption={c('topObjekteCaption', { count: data.topObjekte.length })}
          table={{
            head: [c('objekt'), c('count')],
            rows: data.topObjekte.map((o) => [objektName(o), f.number(o.count)]),
          }}
        >
          <TopList items={data.topObjekte.map((o) => ({ name: objektName(o), value: o.count }))} color="brand.6" />
        </ChartFigure>
        <ChartFigure
          testId="chart-top-suchtexte"
          title={c('topSuchtexte')}
          caption={c('topSuchtexteCaption', { count: data.topSuchtexte.length })}
          table={{
            head: [c('suchtext'), c('count')],
            rows: data.topSuchtexte.map((s) => [s.suchtext, f.number(s.count)]),
          }}
        >
          <TopList items={data.topSuchtexte.map((s) => ({ name: s.suchtext, value: s.count }))} color="petrol.5" />
        </ChartFigure>
      </SimpleGrid>
    </Stack>
  );
}

/** The readable name of any logged action (admin labels cover every action; unknown ones show their code). */
export function actionLabel(t: ReturnType<typeof useTranslation>['t'], action: string): string {
  // Logged actions grow with new admin screens; an action without a label shows its code, not an error.
  return String(t(`admin.statistik.actions.${action}` as never, { defaultValue: action } as never));
}

function Total({ label, value, color }: { label: string; value: string; color: string }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      style={{ borderTop: `4px solid var(--mantine-color-${color.replace('.', '-')})` }}
    >
      <Text size="xl" fw={700} lh={1.2}>
        {value}
      </Text>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
    </Paper>
  );
}

/**
 * A ranked list with proportional bars. The name sits above its bar, not inside it: property names are
 * long and would overflow the short bars of the lower ranks.
 */
function TopList({ items, color }: { items: { name: string; value: number }[]; color: string }) {
  const { t } = useTranslation();
  const f = useStatistikFormat();
  if (items.length === 0) return <Text c="gray.7">{t('statistikPanel.charts.empty')}</Text>;
  const max = Math.max(...items.map((i) => i.value), 1);
  return (
    <Stack gap={10} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <li key={item.name}>
          <Group justify="space-between" gap="sm" wrap="nowrap" mb={4}>
            <Text size="sm" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
              {item.name}
            </Text>
            <Text size="sm" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {f.number(item.value)}
            </Text>
          </Group>
          <Progress value={(item.value / max) * 100} color={color} size="md" radius="sm" aria-hidden />
        </li>
      ))}
    </Stack>
  );
}
