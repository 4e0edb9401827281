export * from './columns';
export type { ColumnAlign, ColumnBase, CsvValue, KitColumn } from './meta';
export { DataTable, VIRTUALIZE_ABOVE, type DataTableProps } from './DataTable';
export { PHONE_WIDTH } from './useKitTable';
export {
  useTableSearch,
  sortParam,
  colsParam,
  pageParam,
  parseSort,
  formatSort,
  type TableSearch,
  type TableView,
} from './useTableSearch';
export { downloadTableCsv } from './downloadCsv';
export { PartLink } from './PartLink';
export { stockColumn } from './stockColumn';
export { AnchorLink, ButtonLink } from './links';
