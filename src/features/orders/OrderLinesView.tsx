import { useMemo } from 'react';
import { Button, Center, Stack } from '@mantine/core';
import type { OrderLine } from '@/api/schemas';
import { EmptyState } from '@/components/States';
import { VirtualTable } from '@/components/table';
import type { TableSearch } from './ordersRoute';
import { orderLineColumns, SORTABLE, type OrderLineColumnOptions } from './orderLineColumns';
import { OrderTableToolbar } from './OrderTableToolbar';
import { LinePanel } from './LinePanel';
import { downloadCsv, orderLinesCsv } from './orderCsv';

export type OrderLinesPaging = {
  lines: OrderLine[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

type Props = OrderLinesPaging & {
  label: string;
  csvName: string;
  table: TableSearch;
  setTable: (patch: Partial<TableSearch>) => void;
  columnOptions?: OrderLineColumnOptions;
  emptyTitle: string;
  emptyText: string;
};

function sortLines(lines: OrderLine[], sort: string | undefined): OrderLine[] {
  const [id, direction] = sort?.split('.') ?? [];
  const key = id ? SORTABLE[id] : undefined;
  if (!key) return lines;
  const sign = direction === 'desc' ? -1 : 1;
  return [...lines].sort((a, b) => {
    const x = key.value(a);
    const y = key.value(b);
    return (
      sign * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)))
    );
  });
}

/** The one order-line table of the three tabs: toolbar, virtualized lines, paging and the side panel. */
export function OrderLinesView({
  lines,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  label,
  csvName,
  table,
  setTable,
  columnOptions,
  emptyTitle,
  emptyText,
}: Props) {
  const allColumns = useMemo(() => orderLineColumns(columnOptions), [columnOptions]);
  const hidden = useMemo(() => new Set(table.hide?.split(',').filter(Boolean)), [table.hide]);
  const columns = allColumns.filter((c) => !hidden.has(c.id));
  const rows = useMemo(() => sortLines(lines, table.sort), [lines, table.sort]);
  const toggleColumn = (id: string) => {
    const next = new Set(hidden);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setTable({ hide: next.size ? [...next].join(',') : undefined });
  };

  return (
    <Stack gap="sm">
      <OrderTableToolbar
        columns={allColumns}
        hidden={hidden}
        sort={table.sort}
        loaded={lines.length}
        complete={!hasNextPage}
        onSort={(sort) => setTable({ sort })}
        onToggleColumn={toggleColumn}
        onExport={() => downloadCsv(csvName, orderLinesCsv(rows))}
      />
      {rows.length === 0 ? (
        <EmptyState title={emptyTitle}>{emptyText}</EmptyState>
      ) : (
        <VirtualTable
          rows={rows}
          columns={columns}
          getRowKey={(l) => l.Id}
          label={label}
          minWidth={1500}
          // As tall as its lines up to most of the screen: a short list leaves no empty box.
          height={`min(70vh, ${rows.length * 44 + 48}px)`}
          // Scrolling to the end loads on only once the table is taller than its box (no cascade of pages).
          onEndReached={rows.length >= 50 && hasNextPage && !isFetchingNextPage ? fetchNextPage : undefined}
          endThreshold={5}
        />
      )}
      {hasNextPage ? (
        <Center>
          <Button variant="default" onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
            Load more lines
          </Button>
        </Center>
      ) : null}
      <LinePanel
        lineId={table.line}
        lines={lines}
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        fetchNextPage={fetchNextPage}
        onClose={() => setTable({ line: undefined })}
      />
    </Stack>
  );
}
