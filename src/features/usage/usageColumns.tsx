import { t, msg } from '@lingui/core/macro';
import type { UsageApi, UsageRequestRow, UsageSummaryRow } from '@/model/schemas';
import { AnchorLink } from '@/components/links';
import {
  dateTimeColumn,
  displayColumn,
  quantityColumn,
  textColumn,
  type KitColumn,
} from '@/components/table';
import { formatDay } from './formatDay';
import { StatusBadge } from './requests/StatusBadge';
import { apiLabel, queryableApi } from './usageApis';

/**
 * The summary rows (spec 4.1). The day links to that API's calls on that day, where the API has rows.
 * Made while rendering, so the headers are in the language shown.
 */
export const summaryColumns = (): KitColumn<UsageSummaryRow>[] => [
  displayColumn({
    id: 'date',
    header: msg`Day`,
    width: '150px',
    priority: 1,
    value: (r) => r.RequestDate,
    cell: (r) => {
      const api = queryableApi(r.Api);
      const day = formatDay(r.RequestDate);
      const apiName = apiLabel(r.Api);
      return api ? (
        <AnchorLink
          to="/usage"
          search={(prev) => ({ ...prev, api, date: r.RequestDate, trace: undefined })}
          size="sm"
          aria-label={t`${apiName} calls on ${day}`}
          style={{ whiteSpace: 'nowrap' }}
        >
          {day}
        </AnchorLink>
      ) : (
        day
      );
    },
  }),
  textColumn({ id: 'api', header: msg`API`, width: '170px', value: (r) => apiLabel(r.Api) }),
  textColumn({
    id: 'action',
    header: msg`Action`,
    width: 'minmax(200px, 1fr)',
    priority: 1,
    value: (r) => r.Action,
  }),
  quantityColumn({
    id: 'avg',
    header: msg`Average`,
    suffix: t`ms`,
    width: '120px',
    value: (r) => r.AverageResponseTimeMs,
  }),
  quantityColumn({
    id: 'count',
    header: msg`Calls`,
    width: '100px',
    priority: 1,
    value: (r) => r.RequestCount,
  }),
];

const callLabel = (trace: string) => t`Call ${trace}`;

/** The request rows of one API and day (spec 4.2); the trace id opens the call's full detail. */
export function requestColumns(api: UsageApi, date: string): KitColumn<UsageRequestRow>[] {
  return [
    dateTimeColumn({ id: 'time', header: msg`Time`, width: '190px', value: (r) => r.RequestTimeUtc }),
    displayColumn({
      id: 'trace',
      header: msg`Trace id`,
      width: 'minmax(200px, 1.2fr)',
      priority: 1,
      hideable: false,
      csv: (r) => r.TraceIdentifier,
      cell: (r) => (
        <AnchorLink
          to="/usage"
          search={(prev) => ({ ...prev, api, date, trace: r.TraceIdentifier })}
          ff="monospace"
          size="sm"
          aria-label={callLabel(r.TraceIdentifier)}
          title={r.TraceIdentifier}
          display="block"
          // A phone shows the start of the id (enough to tell calls apart); the detail shows it whole.
          maw={{ base: 96, sm: 340 }}
          style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {r.TraceIdentifier}
        </AnchorLink>
      ),
    }),
    quantityColumn({
      id: 'elapsed',
      header: msg`Elapsed`,
      suffix: t`ms`,
      width: '100px',
      priority: 1,
      value: (r) => r.TotalElapsedMilliseconds,
    }),
    displayColumn({
      id: 'code',
      header: msg`Code`,
      width: '80px',
      priority: 1,
      value: (r) => r.ResponseCode,
      cell: (r) => <StatusBadge status={r.ResponseCode} />,
    }),
    textColumn({ id: 'url', header: msg`URL`, width: 'minmax(200px, 1.4fr)', value: (r) => r.Url }),
    textColumn({
      id: 'query',
      header: msg`Query string`,
      width: 'minmax(160px, 1fr)',
      value: (r) => r.QueryString,
    }),
    textColumn({ id: 'ip', header: msg`Remote IP`, width: '140px', value: (r) => r.RemoteIp }),
  ];
}
