import { Table } from '@mantine/core';
import type { Column } from './columns';

export type DataTableProps<T> = {
  rows: readonly T[];
  columns: readonly Column<T>[];
  getRowKey: (row: T) => string;
  /** The table's caption (its accessible name); visually hidden unless showCaption. */
  caption: string;
  showCaption?: boolean;
  /** Under this width the table scrolls sideways inside its container, never the page. */
  minWidth?: number;
};

/** A plain table for short lists (tens of rows), from the same column declarations as VirtualTable. */
export function DataTable<T>({
  rows,
  columns,
  getRowKey,
  caption,
  showCaption,
  minWidth = 640,
}: DataTableProps<T>) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <caption className={showCaption ? undefined : 'visually-hidden'}>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.id} scope="col" ta={column.align} style={{ whiteSpace: 'nowrap' }}>
                {column.hideHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={getRowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.id} ta={column.align}>
                  {column.cell(row, index)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
