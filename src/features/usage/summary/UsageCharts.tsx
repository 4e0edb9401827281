import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import type { BarChartSeries } from '@mantine/charts';
import { Center, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { BackgroundRender } from '@/components/BackgroundRender';
import { WhenInView } from '@/components/WhenInView';
import { afterFirstPaint } from '@/lib/firstPaint';
import { i18n } from '@/lib/i18n';
import { API_COLORS, API_LABELS } from '../usageApis';
import type { dailySeries, DayPoint, SeriesKey } from './weekSummary';
import { formatDay } from '../formatDay';

type Series = ReturnType<typeof dailySeries>;

// The charts' code (recharts) is fetched once the page's first screen has painted, and they render in the
// background after that (BackgroundRender); their box holds the space meanwhile, so nothing shifts.
const CHART_HEIGHT = 260;

export const chartBodies = () => afterFirstPaint().then(() => import('./UsageChartBodies'));
const RequestsBarChart = lazy(() => chartBodies().then((m) => ({ default: m.RequestsBarChart })));
const AverageTimeLineChart = lazy(() => chartBodies().then((m) => ({ default: m.AverageTimeLineChart })));

function seriesDef(key: SeriesKey): BarChartSeries {
  return key === 'other'
    ? { name: 'other', label: t`Other APIs (models, statistics)`, color: 'gray.6' }
    : { name: key, label: i18n._(API_LABELS[key]), color: API_COLORS[key] };
}

const labelled = (points: DayPoint[]) => points.map((p) => ({ ...p, day: formatDay(p.date) }));

/**
 * One chart of the week: its caption and note at once, the chart itself once it comes into the window and
 * its code has arrived; until then a box of its height says what is coming, so nothing shifts.
 */
function ChartFigure({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  const placeholder = (
    <Center h={CHART_HEIGHT}>
      <Text size="sm" c="dimmed">
        <Trans>Loading the chart…</Trans>
      </Text>
    </Center>
  );
  return (
    <Paper withBorder p="md" radius="md" component="figure" m={0}>
      <Title order={3} size="h5" component="figcaption" mb={4}>
        {title}
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        {note}
      </Text>
      <WhenInView placeholder={placeholder}>
        <Suspense fallback={placeholder}>
          <BackgroundRender placeholder={placeholder}>{children}</BackgroundRender>
        </Suspense>
      </WhenInView>
    </Paper>
  );
}

export function UsageCharts({ series }: { series: Series }) {
  const defs = useMemo(() => series.series.map(seriesDef), [series]);
  const requests = useMemo(() => labelled(series.requests), [series]);
  const averageMs = useMemo(() => labelled(series.averageMs), [series]);
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <ChartFigure title={t`Requests per day by API`} note={t`Click a bar for that API's calls on that day.`}>
        <RequestsBarChart data={requests} series={defs} height={CHART_HEIGHT} />
      </ChartFigure>
      <ChartFigure
        title={t`Average response time per day (ms)`}
        note={t`Weighted by each action's number of calls; a day without calls shows 0.`}
      >
        <AverageTimeLineChart data={averageMs} series={defs} height={CHART_HEIGHT} />
      </ChartFigure>
    </SimpleGrid>
  );
}
