import type { CSSProperties, ReactNode } from 'react';
import { Text } from '@mantine/core';
import { t, msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import {
  DataTable,
  dateTimeColumn,
  displayColumn,
  partLinkColumn,
  quantityColumn,
  type KitColumn,
} from '@/components/table';
import { formatDateTime, formatQuantity } from '@/lib/format';
import type { StockRow } from '@/model/stockRows';
import { WatchToggle } from './WatchToggle';

// Shade 8 fell under 4.5:1 on the striped rows and on the dark body: shade 9 in light, 3 in dark.
const RISE_COLOR = 'light-dark(var(--mantine-color-teal-9), var(--mantine-color-teal-3))';
const FALL_COLOR = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-3))';

function Change({ row }: { row: StockRow }) {
  if (row.previous === undefined) {
    return (
      <Text component="span" c="dimmed">
        <span aria-hidden>—</span>
        <span className="visually-hidden">
          <Trans>no earlier change loaded</Trans>
        </span>
      </Text>
    );
  }
  const delta = row.stockQuantity - row.previous;
  if (delta === 0) return <Text component="span">0</Text>;
  return (
    <Text component="span" c={delta > 0 ? RISE_COLOR : FALL_COLOR} fw={600} className="tabular">
      {delta > 0 ? '+' : '−'}
      {formatQuantity(Math.abs(delta))}
    </Text>
  );
}

/** The columns, with headers in the language shown (made while rendering). */
const stockChangeColumns = (): KitColumn<StockRow>[] => [
  dateTimeColumn({ id: 'when', header: msg`When`, value: (row) => row.timestamp }),
  partLinkColumn({ part: (row) => row.part, header: msg`Part`, rowHeader: true, priority: 1 }),
  quantityColumn({ id: 'stock', header: msg`Stock`, value: (row) => row.stockQuantity }),
  displayColumn({
    id: 'change',
    header: msg`Change`,
    align: 'end',
    priority: 1,
    sortValue: (row) => (row.previous === undefined ? undefined : row.stockQuantity - row.previous),
    csv: (row) => (row.previous === undefined ? null : row.stockQuantity - row.previous),
    cell: (row) => <Change row={row} />,
  }),
  displayColumn({
    id: 'watch',
    header: msg`Watch`,
    hideHeader: true,
    width: '48px',
    cell: (row) => <WatchToggle part={row.part} />,
  }),
];

/** The columns for these rows: "Change" only when at least one row's previous stock is known. */
export function stockChangeColumnsFor(rows: readonly StockRow[]): KitColumn<StockRow>[] {
  const anyKnown = rows.some((row) => row.previous !== undefined);
  const columns = stockChangeColumns();
  return anyKnown ? columns : columns.filter((column) => column.id !== 'change');
}

/**
 * Stock changes, newest first. Every loaded change stays in the DOM (no virtual window): the list grows
 * by "Load newer changes", a few pages at most, and a reader can search the page for a part. With a
 * `height` the table scrolls inside its box under a sticky header, so the page does not grow with it.
 */
export function StockChangesTable({
  rows,
  height,
  toolbar,
}: {
  rows: readonly StockRow[];
  height?: CSSProperties['height'];
  toolbar?: ReactNode;
}) {
  return (
    <DataTable
      data={rows}
      columns={stockChangeColumnsFor(rows)}
      height={height}
      toolbar={toolbar}
      getRowId={(row) => row.key}
      rowLabel={(row) => {
        const { part } = row;
        const time = formatDateTime(row.timestamp);
        return t`${part} at ${time}`;
      }}
      label={t`Stock changes, newest first`}
      minWidth={560}
      virtualize={false}
    />
  );
}
