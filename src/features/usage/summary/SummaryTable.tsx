import { useMemo, useState } from 'react';
import { Box, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { BackgroundRender } from '@/components/BackgroundRender';
import { WhenInView } from '@/components/WhenInView';
import { UrlTextFilter } from '../requests/UrlTextFilter';
import { useNavigate } from '@tanstack/react-router';
import type { UsageSummaryRow } from '@/model/schemas';
import { DataTable, formatSort, parseSort, type TableView } from '@/components/table';
import { formatQuantity } from '@/lib/format';
import { filterSummary, summaryTotals } from './summaryRows';
import { apiLabel } from '../usageApis';
import { summaryColumns } from '../usageColumns';
import type { UsageSearch } from '../usageRoute';

// The table renders after the page's first paint (BackgroundRender), and on a phone, where it sits far below
// the first screen, once it comes near the window (WhenInView); its box holds the space meanwhile. A wide
// screen renders it at once, however tall what comes before it.
// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS media query, not text
const PHONE = '(max-width: 47.99em)';
const deferredOnThisScreen = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(PHONE).matches;
const TABLE_HEIGHT = 'min(50vh, 440px)';

/** The status line under the filters: rows shown, their calls and, when there are calls, their average. */
function totalsLine(rowCount: number, totals: ReturnType<typeof summaryTotals>): string {
  const calls = formatQuantity(totals.requests);
  if (totals.averageMs === null) return t`${rowCount} rows · ${calls} calls`;
  const average = formatQuantity(totals.averageMs);
  return t`${rowCount} rows · ${calls} calls · average ${average} ms`;
}

export function SummaryTable({ rows, search }: { rows: readonly UsageSummaryRow[]; search: UsageSearch }) {
  const navigate = useNavigate();
  // Fixed at mount: a table once rendered stays, whatever the window does after.
  const [deferred] = useState(deferredOnThisScreen);
  const apis = useMemo(() => [...new Set(rows.map((r) => r.Api))].sort(), [rows]);
  // An API named by the address but absent from the week's rows is still shown as the one chosen.
  const apiChoices = search.sumApi && !apis.includes(search.sumApi) ? [...apis, search.sumApi] : apis;
  const shown = useMemo(
    () => filterSummary(rows, { api: search.sumApi, action: search.action }),
    [rows, search],
  );
  const totals = summaryTotals(shown);
  const columns = useMemo(() => summaryColumns(), []);
  const setFilter = (change: Partial<Pick<UsageSearch, 'sumApi' | 'action'>>, replace = false) =>
    void navigate({ to: '/usage', search: (prev) => ({ ...prev, ...change }), replace });
  // The page's second table keeps its sort in ?sumSort= (the kit's own ?sort= belongs to the call rows).
  const view: TableView = {
    sorting: parseSort(search.sumSort),
    onSortingChange: (sorting) =>
      void navigate({ to: '/usage', search: (prev) => ({ ...prev, sumSort: formatSort(sorting) ?? '' }) }),
    visibleColumns: undefined,
    onVisibleColumnsChange: () => undefined,
  };
  const table = (
    <BackgroundRender placeholder={<Box h={TABLE_HEIGHT} />}>
      <DataTable
        data={shown}
        columns={columns}
        getRowId={(r) => `${r.RequestDate} ${r.Api} ${r.Action}`}
        label={t`Usage summary by day, API and action`}
        view={view}
        columnChooser={false}
        height={TABLE_HEIGHT}
        minWidth={720}
      />
    </BackgroundRender>
  );
  return (
    <Stack gap="sm">
      <Group gap="md" align="flex-end" wrap="wrap">
        {/* A native select: a handful of fixed choices, the phone's own picker, and no dropdown code. */}
        <NativeSelect
          label={t`API`}
          data={[
            { value: '', label: t`All APIs` },
            ...apiChoices.map((a) => ({ value: a, label: apiLabel(a) })),
          ]}
          value={search.sumApi ?? ''}
          onChange={(event) => setFilter({ sumApi: event.currentTarget.value || undefined })}
          w={220}
        />
        <UrlTextFilter
          label={t`Action`}
          placeholder={t`e.g. GET v3/search`}
          value={search.action}
          onChange={(action) => setFilter({ action }, true)}
          style={{ flex: '1 1 220px' }}
        />
      </Group>
      <Text size="sm" c="dimmed" role="status">
        {totalsLine(shown.length, totals)}
      </Text>
      {deferred ? (
        <WhenInView placeholder={<Box h={TABLE_HEIGHT} />} ahead="600px">
          {table}
        </WhenInView>
      ) : (
        table
      )}
    </Stack>
  );
}
