import { useMemo } from 'react';
import { Stack, Title } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { SkippedRowsNotice } from '@/components/SkippedRowsNotice';
import { EmptyState } from '@/components/States';
import { SummaryTable } from './SummaryTable';
import { UsageCharts } from './UsageCharts';
import { usagePageQueries, type UsageSearch } from '../usageRoute';
import { WeekStats } from './WeekStats';
import { actionTotals, dailySeries, summaryDays, weekTotals } from './weekSummary';

/** The last seven days (spec 4.1): figures, the two charts and the summary rows. */
export function WeekPanel({ search }: { search: UsageSearch }) {
  // The window ends on the day the answer came (today, UTC), not on whenever this re-renders.
  const { data, dataUpdatedAt } = useSuspenseQuery(usagePageQueries({}).summary);
  const model = useMemo(() => {
    const days = summaryDays(data.items, dataUpdatedAt);
    const inWindow = data.items.filter((r) => r.RequestDate >= days[0]! && r.RequestDate <= days[6]!);
    return {
      inWindow,
      series: dailySeries(inWindow, days),
      totals: weekTotals(inWindow),
      actionCount: actionTotals(inWindow).length,
    };
  }, [data, dataUpdatedAt]);

  if (model.totals.requests === 0) {
    return data.skipped.length > 0 ? (
      <SkippedRowsNotice skipped={data.skipped} />
    ) : (
      <EmptyState title={t`No API calls in the last 7 days`}>
        <Trans>
          The service counted no calls from your organization this week, so there is nothing to chart yet.
          Calls made with your organization&apos;s tokens (from this portal or any other application) appear
          here, grouped by day, API and action.
        </Trans>
      </EmptyState>
    );
  }
  return (
    <Stack gap="md">
      <SkippedRowsNotice skipped={data.skipped} />
      <WeekStats totals={model.totals} actionCount={model.actionCount} />
      <UsageCharts series={model.series} />
      <section aria-labelledby="summary-rows">
        <Title order={3} size="h4" id="summary-rows" mb="xs">
          <Trans>Summary by day, API and action</Trans>
        </Title>
        <SummaryTable rows={model.inWindow} search={search} />
      </section>
    </Stack>
  );
}
