import { useMemo } from 'react';
import { t } from '@lingui/core/macro';
import type { UsageApi, UsageRequestRow } from '@/model/schemas';
import { DataTable, useTableSearch } from '@/components/table';
import { requestColumns } from '../usageColumns';
import { usageRouteApi } from '../usageRoute';

/** The day's calls; sorting (?sort=) and visible columns (?cols=) live in the URL through the table kit. */
export function RequestsTable({
  rows,
  api,
  date,
}: {
  rows: readonly UsageRequestRow[];
  api: UsageApi;
  date: string;
}) {
  const { view } = useTableSearch(usageRouteApi);
  const columns = useMemo(() => requestColumns(api, date), [api, date]);
  return (
    <DataTable
      data={rows}
      columns={columns}
      getRowId={(r) => r.TraceIdentifier}
      label={t`Calls to ${api} on ${date}`}
      view={view}
      height="min(60vh, 560px)"
      minWidth={1000}
    />
  );
}
