export * from './columns';
export { DataTable, type DataTableProps } from './DataTable';
export { VirtualTable, type VirtualTableProps } from './VirtualTable';
export { PartLink } from './PartLink';
export { AnchorLink, ButtonLink } from './links';
