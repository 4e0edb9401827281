import { lazy, useMemo } from 'react';
import { Button, Center, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
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

const lineLabel = (l: OrderLine) => `order ${l.OrderId} line ${l.MfgLineNumber}`;

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
              {formatQuantity(lines.length)} {lines.length === 1 ? 'line' : 'lines'} loaded
              {props.complete
                ? ' (all)'
                : hasNextPage
                  ? ''
                  : ' (paging stopped: the service sent a page again, so there may be more)'}
            </Text>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconDownload size={14} aria-hidden />}
              onClick={() => void downloadTableCsv(columns, lines, props.csvName)}
              disabled={lines.length === 0}
            >
              Export CSV
            </Button>
          </Group>
        }
      />
      {hasNextPage ? (
        <Center>
          <Button variant="default" onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
            Load more lines
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
