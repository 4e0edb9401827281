import { lazy, Suspense } from 'react';
import { Box, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { cachedPerLocale, formatQuantity } from '@/lib/format';
import { formattingLocale } from '@/lib/language';
import { elapsedHistogram, type LatencyStats } from '../summary/percentiles';
import { chartBodies } from '../summary/UsageCharts';
import { formatMs } from '../formatMs';

// The chart's code (recharts) comes once the first screen has painted; its box holds the space meanwhile.
const HISTOGRAM_HEIGHT = 180;
const ElapsedHistogramChart = lazy(() => chartBodies().then((m) => ({ default: m.ElapsedHistogramChart })));

const ms = (v: number | null) => (v === null ? '—' : formatMs(v));

const percentFormat = cachedPerLocale(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

/** The share of calls answered 4xx or 5xx, as a percentage with one decimal. */
function errorRate(rate: number | null): string {
  if (rate === null) return '—';
  const percent = percentFormat(formattingLocale()).format(rate * 100);
  return t`${percent} %`;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} size="lg" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </div>
  );
}

/** p50/p95/p99/max (nearest rank) and error rate of the day's calls, and how their times spread. */
export function RequestFigures({ stats, elapsed }: { stats: LatencyStats; elapsed: readonly number[] }) {
  const bins = elapsedHistogram(elapsed).map((b) => ({
    range: `${formatQuantity(b.from)}–${formatQuantity(b.to - 1)}`,
    Calls: b.count,
  }));
  const rate = errorRate(stats.errorRate);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder p="md" radius="md" component="section" aria-label={t`Response times and errors`}>
        <SimpleGrid component="dl" cols={{ base: 2, xs: 3 }} spacing="sm" m={0}>
          <Figure label={t`Calls`} value={formatQuantity(stats.count)} />
          <Figure label="p50" value={ms(stats.p50)} />
          <Figure label="p95" value={ms(stats.p95)} />
          <Figure label="p99" value={ms(stats.p99)} />
          <Figure label={t`Maximum`} value={ms(stats.max)} />
          <Figure label={t`Error rate (4xx, 5xx)`} value={`${rate} (${formatQuantity(stats.errorCount)})`} />
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="sm">
          <Trans>
            Percentiles by nearest rank over all the day&apos;s calls: p95 is the time that 95 % of calls took
            at most, and always one call&apos;s real time.
          </Trans>
        </Text>
      </Paper>
      <Paper withBorder p="md" radius="md" component="figure" m={0}>
        <Title order={3} size="h5" component="figcaption" mb="xs">
          <Trans>Elapsed times (ms), number of calls</Trans>
        </Title>
        <Suspense fallback={<Box h={HISTOGRAM_HEIGHT} />}>
          <ElapsedHistogramChart data={bins} height={HISTOGRAM_HEIGHT} />
        </Suspense>
      </Paper>
    </SimpleGrid>
  );
}
