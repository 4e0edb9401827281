import { DataTable, type DataTableProps } from '@/components/table';

type Props<T> = Pick<DataTableProps<T>, 'data' | 'columns' | 'getRowId' | 'label' | 'minWidth'>;

/**
 * A table of lines as the user gave them (a BOM's rows, the order under review): captioned, in their own
 * order (row and line numbers mean something), every column shown.
 */
export function FixedTable<T>(props: Props<T>) {
  return <DataTable {...props} showCaption sortable={false} columnChooser={false} />;
}
