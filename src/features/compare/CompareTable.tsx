import { CloseButton, Group, Table } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Part } from '@/api/schemas';
import { PartLink } from '@/components/table/PartLink';
import { CompareColumnState } from './CompareColumnState';
import { compareRows } from './compareRows';

type Props = {
  parts: string[];
  queries: UseQueryResult<Part | null>[];
  qty: number;
  onRemove: (part: string) => void;
};

/**
 * A real table, one column per part. A column without data (loading, failed, no such part) shows its
 * message in one cell spanning all rows, so the other columns stay readable.
 */
export function CompareTable({ parts, queries, qty, onRemove }: Props) {
  return (
    <Table.ScrollContainer minWidth={220 + parts.length * 220}>
      <Table withColumnBorders verticalSpacing="sm" layout="fixed">
        <caption className="visually-hidden">Comparison of {parts.join(', ')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Td w={200} />
            {parts.map((part) => (
              <Table.Th key={part} scope="col">
                <Group gap={4} justify="space-between" wrap="nowrap">
                  <PartLink part={part} />
                  <CloseButton
                    size="sm"
                    aria-label={`Remove ${part} from comparison`}
                    onClick={() => onRemove(part)}
                  />
                </Group>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {compareRows.map((row, rowIndex) => (
            <Table.Tr key={row.id}>
              <Table.Th scope="row">{row.label(qty)}</Table.Th>
              {parts.map((part, i) => {
                const query = queries[i];
                const data = query?.data;
                if (data) return <Table.Td key={part}>{row.cell(data, qty)}</Table.Td>;
                // The message cell spans every row; the rows below leave this column out.
                if (rowIndex > 0 || !query) return null;
                return (
                  <Table.Td key={part} rowSpan={compareRows.length} style={{ verticalAlign: 'top' }}>
                    <CompareColumnState part={part} query={query} />
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
