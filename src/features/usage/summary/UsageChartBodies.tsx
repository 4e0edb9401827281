/*
 * The usage page's charts (recharts, the largest library of the app): a chunk of their own, fetched once
 * the page's first screen has painted (UsageCharts, RequestFigures).
 */
import '@mantine/charts/styles.css';
import type { ReactNode } from 'react';
import { BarChart, LineChart, type BarChartSeries } from '@mantine/charts';
import { Link } from '@tanstack/react-router';
import { Rectangle, type BarShapeProps } from 'recharts';
import { t } from '@lingui/core/macro';
import { formatQuantity } from '@/lib/format';
import { apiLabel, queryableApi } from '../usageApis';
import type { DayPoint, SeriesKey } from './weekSummary';
import { formatDay } from '../formatDay';
import { formatMs } from '../formatMs';

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
    const apiName = apiLabel(api);
    const day = formatDay(point.date);
    const requests = formatQuantity(count);
    return (
      <Link
        to="/usage"
        search={(prev) => ({ ...prev, api, date: point.date, trace: undefined })}
        aria-label={t`${apiName} on ${day}: ${requests} requests`}
      >
        <Rectangle {...props} style={{ cursor: 'pointer' }} />
      </Link>
    );
  };
}

type ChartProps = { data: (DayPoint & { day: string })[]; series: BarChartSeries[]; height: number };

export function RequestsBarChart({ data, series, height }: ChartProps) {
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="day"
      type="stacked"
      series={series}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      valueFormatter={formatQuantity}
      barProps={barProps}
      tooltipAnimationDuration={0}
    />
  );
}

export function AverageTimeLineChart({ data, series, height }: ChartProps) {
  return (
    <LineChart
      h={height}
      data={data}
      dataKey="day"
      series={series}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      valueFormatter={formatMs}
      curveType="linear"
      tooltipAnimationDuration={0}
    />
  );
}

/** How the day's elapsed times spread: calls per range of milliseconds. */
export function ElapsedHistogramChart({
  data,
  height,
}: {
  data: { range: string; Calls: number }[];
  height: number;
}) {
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="range"
      // `name` is the data's key; `label` is what the tooltip shows.
      series={[{ name: 'Calls', label: t`Calls`, color: 'blue.6' }]}
      valueFormatter={formatQuantity}
      yAxisProps={{ allowDecimals: false }}
      tooltipAnimationDuration={0}
    />
  );
}
