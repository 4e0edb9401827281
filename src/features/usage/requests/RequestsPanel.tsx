import { useMemo } from 'react';
import { Chip, Group, Stack, Text } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { UrlTextFilter } from './UrlTextFilter';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { UsageApi, UsageRequestRow } from '@/model/schemas';
import type { TolerantList } from '@/model/tolerantList';
import { usageDetailsQueryOptions } from '@/api/usage';
import { SkippedRowsNotice } from '@/components/SkippedRowsNotice';
import { EmptyState } from '@/components/States';
import { formatDay } from '../formatDay';
import { latencyStats } from '../summary/percentiles';
import { redactRow } from './redactDetail';
import { RequestFigures } from './RequestFigures';
import { countByClass, filterRows } from './requestRows';
import { RequestsTable } from './RequestsTable';
import { apiLabel } from '../usageApis';
import { CODE_CLASSES, type CodeClass, type UsageSearch } from '../usageRoute';

/** The rows as the page may show them: credential-named query parameters hidden. */
const redactList = (list: TolerantList<UsageRequestRow>): TolerantList<UsageRequestRow> => ({
  items: list.items.map(redactRow),
  skipped: list.skipped,
});

export function RequestsPanel({ api, date, search }: { api: UsageApi; date: string; search: UsageSearch }) {
  const navigate = useNavigate();
  const { data } = useSuspenseQuery({
    ...usageDetailsQueryOptions({ api, date }),
    select: redactList,
  });
  const rows = data.items;
  const setView = (change: Partial<Pick<UsageSearch, 'code' | 'q'>>, replace = false) =>
    void navigate({
      to: '/usage',
      search: (prev: Record<string, unknown>) => ({ ...prev, ...change }),
      replace,
    });
  const stats = useMemo(
    () => latencyStats(rows.map((r) => ({ elapsedMs: r.TotalElapsedMilliseconds, status: r.ResponseCode }))),
    [rows],
  );
  const counts = useMemo(() => countByClass(rows), [rows]);
  const shown = useMemo(
    () => filterRows(rows, { code: search.code, q: search.q }),
    [rows, search.code, search.q],
  );

  if (rows.length === 0) {
    const apiName = apiLabel(api);
    const day = formatDay(date);
    return data.skipped.length > 0 ? (
      <SkippedRowsNotice skipped={data.skipped} />
    ) : (
      <EmptyState title={t`No calls to ${apiName} on ${day}`}>
        <Trans>
          The service logged no {apiName} calls from your organization on {date} (UTC). Calls you make in the
          portal today appear under today&apos;s date as soon as they are answered.
        </Trans>
      </EmptyState>
    );
  }
  const total = rows.length;
  const shownCount = shown.length;
  return (
    <Stack gap="md">
      <SkippedRowsNotice skipped={data.skipped} />
      <RequestFigures stats={stats} elapsed={rows.map((r) => r.TotalElapsedMilliseconds)} />
      <Group gap="md" align="flex-end" wrap="wrap">
        <div>
          <Text size="sm" fw={500} mb={4} id="code-class-label">
            <Trans>Response code</Trans>
          </Text>
          <Chip.Group value={search.code} onChange={(v) => setView({ code: v as CodeClass })}>
            <Group gap={6} role="radiogroup" aria-labelledby="code-class-label">
              {CODE_CLASSES.map((c) => {
                const count = counts[c];
                return (
                  <Chip key={c} value={c} size="sm" variant="outline">
                    {/* A class ("4xx") is a code pattern, the same in every language. */}
                    {c === 'all' ? t`All (${count})` : `${c} (${count})`}
                  </Chip>
                );
              })}
            </Group>
          </Chip.Group>
        </div>
        <UrlTextFilter
          label={t`Filter the calls`}
          description={t`Trace id, URL, query string, IP or code`}
          value={search.q}
          onChange={(q) => setView({ q }, true)}
          style={{ flex: '1 1 240px' }}
        />
      </Group>
      <Text size="sm" c="dimmed" role="status">
        {shownCount === total ? t`${total} calls` : t`${shownCount} of ${total} calls match the filters`}
      </Text>
      <RequestsTable rows={shown} api={api} date={date} />
    </Stack>
  );
}
