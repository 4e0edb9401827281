import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@/lib/i18n';
import {
  columnVisibilityFeature,
  createSortedRowModel,
  rowExpandingFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
  type Cell,
  type Column,
  type ColumnDef,
  type Header,
  type Row,
  type RowData,
  type ReactTable,
  type CellData,
  type TableFeatures,
} from '@tanstack/react-table';

const VIRTUAL_TABLE_VH = 70;
const VIRTUAL_TABLE_MAX_HEIGHT = 720;
/**
 * A virtual table's box unless the page sets one: the rows scroll inside it. DataTable holds the same
 * height while the virtualizer's code loads, so what follows the table does not jump when it comes.
 */
export const VIRTUAL_TABLE_HEIGHT = `min(${VIRTUAL_TABLE_VH}vh, ${VIRTUAL_TABLE_MAX_HEIGHT}px)`;

/** VIRTUAL_TABLE_HEIGHT in px for a window of `viewportHeight`, as the CSS will lay it out. */
export const virtualTableHeightPx = (viewportHeight: number) =>
  Math.min((viewportHeight * VIRTUAL_TABLE_VH) / 100, VIRTUAL_TABLE_MAX_HEIGHT);

/*
 * What every kit table can do: sort (client side, or as the server sent it), hide columns, open a row's
 * detail. TanStack Table bundles only the features registered here, and the two built-in sort functions the
 * column factories name.
 */
export const kitFeatures = tableFeatures({
  columnVisibilityFeature,
  rowSortingFeature,
  rowExpandingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic },
});
export type KitFeatures = typeof kitFeatures;

/** TanStack's objects for a kit table whose rows are T. */
export type KitRow<T extends RowData> = Row<KitFeatures, T>;
export type KitColumnInstance<T extends RowData> = Column<KitFeatures, T, unknown>;
export type KitHeader<T extends RowData> = Header<KitFeatures, T, unknown>;
export type KitCell<T extends RowData> = Cell<KitFeatures, T, unknown>;
export type KitTableInstance<T extends RowData> = ReactTable<KitFeatures, T>;
export type { RowData };

export type ColumnAlign = 'start' | 'end' | 'center';

/** A value a column contributes to a CSV export: numbers stay numbers so a spreadsheet can sum them. */
export type CsvValue = string | number | boolean | null | undefined;

/*
 * What the kit reads from a column besides TanStack's own options. Declared on TanStack's ColumnMeta so
 * `columnDef.meta` is typed everywhere without casts.
 */
declare module '@tanstack/react-table' {
  // The type parameters must keep TanStack's names, order and variance for the merge to apply.
  /* eslint-disable @typescript-eslint/no-unused-vars */
  interface ColumnMeta<
    in out TFeatures extends TableFeatures,
    in out TData extends RowData,
    TValue extends CellData = CellData,
  > {
    /* eslint-enable @typescript-eslint/no-unused-vars */
    /**
     * The column's name in words (header text, column chooser, CSV header, phone detail label). An empty
     * header makes the header cell a plain cell (the corner of a table whose rows are named by row headers).
     */
    label?: string;
    align?: ColumnAlign;
    /** A CSS grid track for the virtual table, a min width for the plain one: "minmax(160px, 1fr)", "110px". */
    width?: string;
    /** Keep the header for screen readers but do not show it (a column of row actions). */
    hideHeader?: boolean;
    /**
     * On a phone (table box under 600 px) only priority-1 columns stay in the row; the others move into
     * the row's detail. Columns without a priority are kept only when no column has priority 1.
     */
    priority?: number;
    /**
     * The column's value in a CSV export; a column without one is left out of the export. `line` counts
     * the export lines of a row that exports as several (tableCsv's linesPerRow: a quote per price break).
     */
    csv?: (row: TData, line: number) => CsvValue;
    /** The CSV header when it differs from the label (CSV column keys stay English: csv.ts). */
    csvLabel?: string | MessageDescriptor;
    /** The label as a message: what the CSV's English header is written from (csv.ts). */
    labelMessage?: MessageDescriptor;
    /**
     * The CSV header built from the label's English when it adds to it ("Requested (UTC)" for "Requested"):
     * built at export, since the label is in the language shown.
     */
    csvLabelOf?: (englishLabel: string, englishOf: (shown: string) => string) => string;
    /** A field the export carries that the table never shows (exportColumn). */
    exportOnly?: boolean;
    /** Its cells name their rows (<th scope="row">): a part number, a format, an attribute. */
    rowHeader?: boolean;
    /** What the header shows instead of the label (a link, a remove button); the label stays its name. */
    headerContent?: ReactNode;
    /**
     * Plain tables only: the cell's rowSpan; 0 leaves the cell out (a cell above spans it). For one
     * message standing for a whole column, as the comparison does for a part without data.
     */
    rowSpan?: (row: TData, rowIndex: number) => number;
  }
}

/**
 * One column declaration. TValue is erased to unknown so a table's columns form one plain array; the
 * factories keep the value types inside.
 */
export type KitColumn<T extends RowData> = ColumnDef<KitFeatures, T, unknown>;

/** Options every factory takes besides its value: the column's id, header and layout. */
export type ColumnBase<T extends RowData> = {
  id: string;
  /** Shown in the language chosen; a message (`msg`) also gives the CSV its exact English header. */
  header: string | MessageDescriptor;
  align?: ColumnAlign;
  width?: string;
  hideHeader?: boolean;
  priority?: number;
  /** Sortable by default (except display columns); false turns it off. */
  sortable?: boolean;
  /** May the user hide it in the column chooser (default true). */
  hideable?: boolean;
  /** Override the CSV value (by default the factory's plain value). */
  csv?: (row: T, line: number) => CsvValue;
  /** The CSV header when it differs from the header shown (a message, or English). */
  csvHeader?: string | MessageDescriptor;
  rowHeader?: boolean;
  headerContent?: ReactNode;
};

/** The columns a table shows: every declaration but the export-only ones. */
export const shownColumns = <T extends RowData>(columns: readonly KitColumn<T>[]) =>
  columns.filter((c) => !c.meta?.exportOnly);

export const headerLabel = <T extends RowData>(column: { id: string; columnDef: KitColumn<T> }): string =>
  column.columnDef.meta?.label ??
  (typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id);

/** A header as shown: a message in the language chosen, or the text given. */
export const shownText = (header: string | MessageDescriptor): string =>
  typeof header === 'string' ? header : i18n._(header);
