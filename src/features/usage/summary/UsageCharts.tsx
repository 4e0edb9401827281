import '@mantine/charts/styles.css';
import { useMemo, type ReactNode } from 'react';
import { BarChart, LineChart, type BarChartSeries } from '@mantine/charts';
import { Box, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Rectangle, type BarShapeProps } from 'recharts';
import { BackgroundRender } from '@/components/BackgroundRender';
import { formatQuantity } from '@/lib/format';
import { API_COLORS, API_LABELS, queryableApi } from '../usageApis';
import type { dailySeries, DayPoint, SeriesKey } from './weekSummary';
import { formatDay } from '../formatDay';

type Series = ReturnType<typeof dailySeries>;

// The charts render after the page's first paint (BackgroundRender); their box holds the space meanwhile.
const CHART_HEIGHT = 260;

function seriesDef(key: SeriesKey): BarChartSeries {
  return key === 'other'
    ? { name: 'other', label: 'Other APIs (models, statistics)', color: 'gray.6' }
    : { name: key, label: API_LABELS[key], color: API_COLORS[key] };
}

const formatMs = (v: number) => `${formatQuantity(v)} ms`;
const labelled = (points: DayPoint[]) => points.map((p) => ({ ...p, day: formatDay(p.date) }));

/**
 * One bar shape per series, made once: recharts renders the chart several times while it lays it out,
 * and a new shape function or a new data array each time makes it recompute every bar again.
 */
const barShapes = new Map<SeriesKey, (props: BarShapeProps) => ReactNode>();
function stableBarShape(key: SeriesKey) {
  let shape = barShapes.get(key);
  if (!shape) {
    shape = barShape(key);
    barShapes.set(key, shape);
  }
  return shape;
}
const barProps = (s: BarChartSeries) => ({ shape: stableBarShape(s.name as SeriesKey) });

/**
 * One bar of the stacked chart: a real link to that API's request rows on that day (open in a new tab
 * works, Tab reaches it, a screen reader hears what it is). Bars of APIs without request rows stay plain.
 */
function barShape(key: SeriesKey) {
  return function DayBar(props: BarShapeProps) {
    const point = props.payload as DayPoint | undefined;
    const api = queryableApi(key);
    const count = point?.[key] ?? 0;
    if (!api || !point || count === 0) return <Rectangle {...props} />;
    return (
      <Link
        to="/usage"
        search={(prev) => ({ ...prev, api, date: point.date, trace: undefined })}
        aria-label={`${API_LABELS[api]} on ${formatDay(point.date)}: ${formatQuantity(count)} requests`}
      >
        <Rectangle {...props} style={{ cursor: 'pointer' }} />
      </Link>
    );
  };
}

export function UsageCharts({ series }: { series: Series }) {
  const defs = useMemo(() => series.series.map(seriesDef), [series]);
  const requests = useMemo(() => labelled(series.requests), [series]);
  const averageMs = useMemo(() => labelled(series.averageMs), [series]);
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <Paper withBorder p="md" radius="md" component="figure" m={0}>
        <Title order={3} size="h5" component="figcaption" mb={4}>
          Requests per day by API
        </Title>
        <Text size="xs" c="dimmed" mb="sm">
          Click a bar for that API&apos;s calls on that day.
        </Text>
        <BackgroundRender placeholder={<Box h={CHART_HEIGHT} />}>
          <BarChart
            h={CHART_HEIGHT}
            data={requests}
            dataKey="day"
            type="stacked"
            series={defs}
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            valueFormatter={formatQuantity}
            barProps={barProps}
            tooltipAnimationDuration={0}
          />
        </BackgroundRender>
      </Paper>
      <Paper withBorder p="md" radius="md" component="figure" m={0}>
        <Title order={3} size="h5" component="figcaption" mb={4}>
          Average response time per day (ms)
        </Title>
        <Text size="xs" c="dimmed" mb="sm">
          Weighted by each action&apos;s number of calls; a day without calls shows 0.
        </Text>
        <BackgroundRender placeholder={<Box h={CHART_HEIGHT} />}>
          <LineChart
            h={CHART_HEIGHT}
            data={averageMs}
            dataKey="day"
            series={defs}
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            valueFormatter={formatMs}
            curveType="linear"
            tooltipAnimationDuration={0}
          />
        </BackgroundRender>
      </Paper>
    </SimpleGrid>
  );
}
