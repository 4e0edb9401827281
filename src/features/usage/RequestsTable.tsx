import { Text } from '@mantine/core';
import type { UsageApi, UsageRequestRow } from '@/api/schemas';
import { DateTime, Quantity } from '@/components/Formatted';
import { AnchorLink, VirtualTable, textColumn, displayColumn, type Column } from '@/components/table';
import { StatusBadge } from './StatusBadge';
import type { UsageSearch } from './usageRoute';

function columns(api: UsageApi, date: string): Column<UsageRequestRow>[] {
  return [
    displayColumn({
      id: 'time',
      header: 'Time',
      width: '190px',
      cell: (r) => <DateTime value={r.RequestTimeUtc} />,
    }),
    displayColumn({
      id: 'trace',
      header: 'Trace id',
      width: 'minmax(200px, 1.2fr)',
      cell: (r) => (
        <AnchorLink
          to="/usage"
          search={(prev) => ({ ...prev, api, date, trace: r.TraceIdentifier })}
          ff="monospace"
          size="sm"
          aria-label={`Call ${r.TraceIdentifier}`}
        >
          <Text component="span" inherit truncate="end" display="block">
            {r.TraceIdentifier}
          </Text>
        </AnchorLink>
      ),
    }),
    displayColumn({
      id: 'elapsed',
      header: 'Elapsed (ms)',
      width: '110px',
      align: 'end',
      cell: (r) => <Quantity value={r.TotalElapsedMilliseconds} />,
    }),
    displayColumn({
      id: 'code',
      header: 'Code',
      width: '80px',
      cell: (r) => <StatusBadge status={r.ResponseCode} />,
    }),
    textColumn({ id: 'url', header: 'URL', width: 'minmax(200px, 1.4fr)', value: (r) => r.Url }),
    textColumn({
      id: 'query',
      header: 'Query string',
      width: 'minmax(160px, 1fr)',
      value: (r) => r.QueryString,
    }),
    textColumn({ id: 'ip', header: 'Remote IP', width: '140px', value: (r) => r.RemoteIp }),
  ];
}

export function RequestsTable({
  rows,
  api,
  date,
}: {
  rows: readonly UsageRequestRow[];
  api: UsageApi;
  date: string;
  search: UsageSearch;
}) {
  return (
    <VirtualTable
      rows={rows}
      columns={columns(api, date)}
      getRowKey={(r) => r.TraceIdentifier}
      label={`Calls to ${api} on ${date}`}
      height="min(60vh, 560px)"
    />
  );
}
