export * from './columns';
export type { KitColumn, RowData } from './meta';
export { DataTable, VIRTUALIZE_ABOVE, type DataTableProps } from './DataTable';
export { useTableSearch, parseSort, formatSort, type TableView } from './useTableSearch';
export { downloadTableCsv } from './downloadCsv';
export { sortRows } from './sortRows';
export { PartLink } from './PartLink';
export { stockColumn } from './stockColumn';
