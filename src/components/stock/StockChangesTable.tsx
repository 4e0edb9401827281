import { PartLink } from '@/components/table/PartLink';
import { Table, Text } from '@mantine/core';
import { DateTime, Quantity } from '@/components/Formatted';
import { formatQuantity } from '@/lib/format';
import type { StockRow } from './stockRows';
import { WatchToggle } from './WatchToggle';

function Change({ row }: { row: StockRow }) {
  if (row.previous === undefined) {
    return (
      <Text component="span" c="dimmed">
        <span aria-hidden>—</span>
        <span className="visually-hidden">no earlier change loaded</span>
      </Text>
    );
  }
  const delta = row.stockQuantity - row.previous;
  if (delta === 0) return <Text component="span">0</Text>;
  return (
    <Text component="span" c={delta > 0 ? 'teal.8' : 'red.8'} fw={600} className="tabular">
      {delta > 0 ? '+' : '−'}
      {formatQuantity(Math.abs(delta))}
    </Text>
  );
}

export function StockChangesTable({ rows }: { rows: readonly StockRow[] }) {
  return (
    // A native scrolling box: Table.ScrollContainer brings Mantine's ScrollArea to the home page.
    <div style={{ overflowX: 'auto' }}>
      <Table miw={560} verticalSpacing={6} aria-label="Stock changes, newest first">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">When</Table.Th>
            <Table.Th scope="col">Part</Table.Th>
            <Table.Th scope="col" ta="right">
              Stock
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Change
            </Table.Th>
            <Table.Th scope="col">
              <span className="visually-hidden">Watch</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>
                <DateTime value={row.timestamp} />
              </Table.Td>
              <Table.Th scope="row" fw={500}>
                <PartLink part={row.part} />
              </Table.Th>
              <Table.Td ta="right">
                <Quantity value={row.stockQuantity} />
              </Table.Td>
              <Table.Td ta="right">
                <Change row={row} />
              </Table.Td>
              <Table.Td w={48}>
                <WatchToggle part={row.part} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
