import '@mantine/charts/styles.css';
import { BarChart, LineChart, type BarChartSeries } from '@mantine/charts';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Rectangle, type BarShapeProps } from 'recharts';
import { formatQuantity } from '@/lib/format';
import { API_COLORS, API_LABELS, queryableApi } from '../usageApis';
import type { dailySeries, DayPoint, SeriesKey } from './weekSummary';
import { formatDay } from '../formatDay';

type Series = ReturnType<typeof dailySeries>;

function seriesDef(key: SeriesKey): BarChartSeries {
  return key === 'other'
    ? { name: 'other', label: 'Other APIs (models, statistics)', color: 'gray.6' }
    : { name: key, label: API_LABELS[key], color: API_COLORS[key] };
}

const labelled = (points: DayPoint[]) => points.map((p) => ({ ...p, day: formatDay(p.date) }));

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
  const defs = series.series.map(seriesDef);
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <Paper withBorder p="md" radius="md" component="figure" m={0}>
        <Title order={3} size="h5" component="figcaption" mb={4}>
          Requests per day by API
        </Title>
        <Text size="xs" c="dimmed" mb="sm">
          Click a bar for that API&apos;s calls on that day.
        </Text>
        <BarChart
          h={260}
          data={labelled(series.requests)}
          dataKey="day"
          type="stacked"
          series={defs}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          valueFormatter={formatQuantity}
          barProps={(s) => ({ shape: barShape(s.name as SeriesKey) })}
          tooltipAnimationDuration={0}
        />
      </Paper>
      <Paper withBorder p="md" radius="md" component="figure" m={0}>
        <Title order={3} size="h5" component="figcaption" mb={4}>
          Average response time per day (ms)
        </Title>
        <Text size="xs" c="dimmed" mb="sm">
          Weighted by each action&apos;s number of calls; a day without calls shows 0.
        </Text>
        <LineChart
          h={260}
          data={labelled(series.averageMs)}
          dataKey="day"
          series={defs}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          valueFormatter={(v) => `${formatQuantity(v)} ms`}
          curveType="linear"
          tooltipAnimationDuration={0}
        />
      </Paper>
    </SimpleGrid>
  );
}
