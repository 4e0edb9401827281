import { useMemo } from 'react';
import { Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { UsageSummaryRow } from '@/api/schemas';
import { Quantity } from '@/components/Formatted';
import { AnchorLink, VirtualTable, displayColumn, textColumn, type Column } from '@/components/table';
import { formatQuantity } from '@/lib/format';
import { formatDay } from './formatDay';
import { filterSummary, summaryTotals } from './summaryRows';
import { apiLabel, queryableApi } from './usageApis';
import type { UsageSearch } from './usageRoute';

const COLUMNS: Column<UsageSummaryRow>[] = [
  displayColumn({
    id: 'date',
    header: 'Day',
    width: '150px',
    cell: (r) => {
      const api = queryableApi(r.Api);
      const label = formatDay(r.RequestDate);
      return api ? (
        <AnchorLink
          to="/usage"
          search={(prev) => ({ ...prev, api, date: r.RequestDate, trace: undefined })}
          size="sm"
          aria-label={`${apiLabel(r.Api)} calls on ${label}`}
        >
          {label}
        </AnchorLink>
      ) : (
        label
      );
    },
  }),
  textColumn({ id: 'api', header: 'API', width: '170px', value: (r) => apiLabel(r.Api) }),
  textColumn({ id: 'action', header: 'Action', width: 'minmax(200px, 1fr)', value: (r) => r.Action }),
  displayColumn({
    id: 'avg',
    header: 'Average (ms)',
    width: '120px',
    align: 'end',
    cell: (r) => <Quantity value={r.AverageResponseTimeMs} />,
  }),
  displayColumn({
    id: 'count',
    header: 'Calls',
    width: '100px',
    align: 'end',
    cell: (r) => <Quantity value={r.RequestCount} />,
  }),
];

export function SummaryTable({ rows, search }: { rows: readonly UsageSummaryRow[]; search: UsageSearch }) {
  const navigate = useNavigate();
  const apis = useMemo(() => [...new Set(rows.map((r) => r.Api))].sort(), [rows]);
  const shown = useMemo(
    () => filterSummary(rows, { api: search.sumApi, action: search.action }),
    [rows, search],
  );
  const totals = summaryTotals(shown);
  const setFilter = (change: Partial<Pick<UsageSearch, 'sumApi' | 'action'>>, replace = false) =>
    void navigate({ to: '/usage', search: (prev) => ({ ...prev, ...change }), replace });
  return (
    <Stack gap="sm">
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label="API"
          placeholder="All APIs"
          data={apis.map((a) => ({ value: a, label: apiLabel(a) }))}
          value={search.sumApi ?? null}
          onChange={(v) => setFilter({ sumApi: v ?? undefined })}
          clearable
          w={220}
        />
        <TextInput
          label="Action"
          placeholder="e.g. GET v3/search"
          defaultValue={search.action ?? ''}
          onChange={(e) => setFilter({ action: e.currentTarget.value }, true)}
          style={{ flex: '1 1 220px' }}
        />
      </Group>
      <Text size="sm" c="dimmed" role="status">
        {shown.length} rows · {formatQuantity(totals.requests)} calls
        {totals.averageMs === null ? '' : ` · average ${formatQuantity(totals.averageMs)} ms`}
      </Text>
      <VirtualTable
        rows={shown}
        columns={COLUMNS}
        getRowKey={(r) => `${r.RequestDate} ${r.Api} ${r.Action}`}
        label="Usage summary by day, API and action"
        height="min(50vh, 440px)"
        minWidth={720}
      />
    </Stack>
  );
}
