import { lazy, useMemo } from 'react';
import { Button, Center, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { SkippedRow } from '@/model/tolerantList';
import type { OrderLine } from '@/model/schemas';
import { SkippedRowsNotice } from '@/components/SkippedRowsNotice';
import { EmptyState } from '@/components/States';
import { DataTable, downloadTableCsv, VIRTUALIZE_ABOVE, type TableView } from '@/components/table';
import { formatQuantity } from '@/lib/format';
import { orderLineColumns } from './orderLineColumns';
import { MountWhenOpened } from '@/components/MountWhenOpened';
import { ShipmentsTable } from './ShipmentsTable';

// A line's side panel (Mantine's Drawer and modal base, the line's details) is not part of the first
// screen: its code is fetched once that screen has painted, and mounted when a line is opened.
const loadLinePanel = () => import('./LinePanel');
const LinePanel = lazy(() => loadLinePanel().then((m) => ({ default: m.LinePanel })));

export type OrderLinesPaging = {
  lines: OrderLine[];
  skipped: SkippedRow[];
  /** The paging session ended on an empty page: every line was read. */
  complete: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

type Props = OrderLinesPaging & {
  label: string;
  csvName: string;
  view: TableView;
  /** The `line` search param (the side panel) and how to close it. */
  lineId: string | undefined;
  onCloseLine: () => void;
  highlight?: string;
  /** History with shipments: the shipped bar, and each line's shipments in its row detail. */
  withShipments?: boolean;
  emptyTitle: string;
  emptyText: string;
};

function lineLabel(l: OrderLine): string {
  const orderId = l.OrderId;
  const lineNumber = l.MfgLineNumber;
  return t`order ${orderId} line ${lineNumber}`;
}

/**
 * How many lines are loaded, and whether that is all of them: each case is a whole sentence, with the
 * count formatted as everywhere in the portal.
 */
function loadedStatus(count: number, complete: boolean, hasNextPage: boolean): string {
  const quantity = formatQuantity(count);
  if (complete)
    return plural(count, { one: `${quantity} line loaded (all)`, other: `${quantity} lines loaded (all)` });
  if (hasNextPage)
    return plural(count, { one: `${quantity} line loaded`, other: `${quantity} lines loaded` });
  return plural(count, {
    one: `${quantity} line loaded (paging stopped: the service sent a page again, so there may be more)`,
    other: `${quantity} lines loaded (paging stopped: the service sent a page again, so there may be more)`,
  });
}

/** The one order-line table of the three tabs: sorting, columns, paging, CSV and the side panel. */
export function OrderLinesView(props: Props) {
  const { lines, skipped, hasNextPage, isFetchingNextPage, fetchNextPage, highlight, withShipments } = props;
  const columns = useMemo(() => orderLineColumns({ highlight, withShipments }), [highlight, withShipments]);
  // Scrolling to the end loads on only in the virtual table (a short plain table would load every page).
  const loadOnScroll = lines.length > VIRTUALIZE_ABOVE && hasNextPage && !isFetchingNextPage;

  return (
    <Stack gap="sm">
      <SkippedRowsNotice skipped={skipped} />
      <DataTable
        data={lines}
        columns={columns}
        getRowId={(l) => l.Id}
        label={props.label}
        view={props.view}
        rowLabel={lineLabel}
        renderDetail={withShipments ? (l) => <ShipmentsTable line={l} /> : undefined}
        minWidth={1500}
        height="min(70vh, 760px)"
        onEndReached={loadOnScroll ? fetchNextPage : undefined}
        empty={<EmptyState title={props.emptyTitle}>{props.emptyText}</EmptyState>}
        toolbar={
          <Group gap="sm">
            <Text size="sm" c="dimmed" role="status">
              {loadedStatus(lines.length, props.complete, hasNextPage)}
            </Text>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconDownload size={14} aria-hidden />}
              onClick={() => void downloadTableCsv(columns, lines, props.csvName)}
              disabled={lines.length === 0}
            >
              <Trans>Export CSV</Trans>
            </Button>
          </Group>
        }
      />
      {hasNextPage ? (
        <Center>
          <Button variant="default" onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
            <Trans>Load more lines</Trans>
          </Button>
        </Center>
      ) : null}
      <MountWhenOpened preload={loadLinePanel} open={props.lineId !== undefined}>
        <LinePanel
          lineId={props.lineId}
          lines={lines}
          hasNextPage={hasNextPage}
          onClose={props.onCloseLine}
        />
      </MountWhenOpened>
    </Stack>
  );
}
