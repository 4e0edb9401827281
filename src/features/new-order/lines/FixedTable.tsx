import { DataTable, type DataTableProps, type RowData } from '@/components/table';

type Props<T extends RowData> = Pick<
  DataTableProps<T>,
  'data' | 'columns' | 'getRowId' | 'label' | 'minWidth'
>;

/**
 * A table of lines as the user gave them (a BOM's rows, the order under review): captioned, in their own
 * order (row and line numbers mean something), every column shown.
 */
export function FixedTable<T extends RowData>(props: Props<T>) {
  return <DataTable {...props} showCaption sortable={false} columnChooser={false} />;
}
