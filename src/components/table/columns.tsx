import type { ReactNode } from 'react';
import { Badge, Text, type MantineColor } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import type { SortFnOption } from '@tanstack/react-table';
import { DateTime, DayOrDateTime, Money, Quantity } from '@/components/Formatted';
import { LifecycleBadge } from '@/components/LifecycleBadge';
import { PartLink } from './PartLink';
import type { MessageDescriptor } from '@lingui/core';
import {
  shownText,
  type ColumnBase,
  type CsvValue,
  type KitColumn,
  type KitFeatures,
  type RowData,
} from './meta';

/*
 * Column factories: a table file lists its columns with these and nothing else. Each factory gives the
 * column a plain value (for sorting and CSV) and a rendered cell (formatting, links, badges). Headers are
 * in the language shown, so columns are declared while rendering; a CSV export names them in English.
 */

type Defaults = Partial<Pick<ColumnBase<RowData>, 'align' | 'width'>>;

function define<T extends RowData, V>(
  base: ColumnBase<T>,
  value: (row: T) => V | null | undefined,
  render: (value: V, row: T) => ReactNode,
  options: {
    defaults?: Defaults;
    sortFn?: SortFnOption<KitFeatures, T>;
    csv?: (v: V) => CsvValue;
    /** The CSV header from the header's English ("Requested (UTC)"). */
    csvHeaderFor?: (englishHeader: string, englishOf: (shown: string) => string) => string;
  } = {},
): KitColumn<T> {
  const { id, header, align, width, hideHeader, priority, sortable = true, hideable = true, csv } = base;
  const { rowHeader, headerContent, csvHeader } = base;
  return {
    id,
    header: shownText(header),
    // Missing values become undefined so TanStack sorts them last in either direction.
    accessorFn: (row) => value(row) ?? undefined,
    cell: (ctx) => {
      const v = value(ctx.row.original);
      return v === null || v === undefined || v === '' ? '—' : render(v, ctx.row.original);
    },
    enableSorting: sortable,
    enableHiding: hideable,
    sortUndefined: 'last',
    ...(options.sortFn ? { sortFn: options.sortFn } : {}),
    meta: {
      label: shownText(header),
      ...(typeof header === 'string' ? {} : { labelMessage: header }),
      align: align ?? options.defaults?.align,
      width: width ?? options.defaults?.width,
      hideHeader,
      priority,
      rowHeader,
      headerContent,
      csvLabel: csvHeader,
      csvLabelOf: options.csvHeaderFor,
      csv:
        csv ??
        ((row: T) => {
          const v = value(row);
          return v === null || v === undefined ? null : options.csv ? options.csv(v) : (v as CsvValue);
        }),
    },
  };
}

/** Text on one line, cut with an ellipsis when narrow (the full text stays in the page and on hover). */
export function textColumn<T extends RowData>(
  base: ColumnBase<T> & { value: (row: T) => string | null | undefined; wrap?: boolean },
): KitColumn<T> {
  const { value, wrap, ...rest } = base;
  return define(
    rest,
    value,
    (text) =>
      wrap ? (
        text
      ) : (
        <Text component="span" inherit truncate="end" title={text} display="block">
          {text}
        </Text>
      ),
    { sortFn: 'alphanumeric' },
  );
}

/** A part number as a real link to its detail page (sorts naturally: P-2 before P-10). */
export function partLinkColumn<T extends RowData>(
  base: Partial<ColumnBase<T>> & { part: (row: T) => string; label?: (row: T) => ReactNode },
): KitColumn<T> {
  const { part, label, id = 'part', header = msg`Part number`, ...rest } = base;
  return define({ id, header, ...rest }, part, (p, row) => <PartLink part={p}>{label?.(row)}</PartLink>, {
    defaults: { width: 'minmax(170px, 1.1fr)' },
    sortFn: 'alphanumeric',
  });
}

/**
 * A whole number with thousands separators, right-aligned. A unit (`suffix`, in the language shown) follows
 * each value on screen; the CSV keeps the bare number and names the unit, in English, in its header.
 */
export function quantityColumn<T extends RowData>(
  base: ColumnBase<T> & { value: (row: T) => number | null | undefined; suffix?: string },
): KitColumn<T> {
  const { value, suffix, ...rest } = base;
  return define(
    rest,
    value,
    (v) => (
      <>
        <Quantity value={v} />
        {suffix ? ` ${suffix}` : null}
      </>
    ),
    {
      defaults: { width: '110px', align: 'end' },
      sortFn: 'basic',
      ...(suffix
        ? {
            csvHeaderFor: (header: string, englishOf: (shown: string) => string) =>
              `${header} (${englishOf(suffix)})`,
          }
        : {}),
    },
  );
}

export type MoneyValue = { amount: number; currency: string };

/** Money with its own currency (a row may differ from the page's), right-aligned; sorts by amount. */
export function moneyColumn<T extends RowData>(
  base: ColumnBase<T> & { value: (row: T) => MoneyValue | null | undefined },
): KitColumn<T> {
  const { value, ...rest } = base;
  const column = define(
    rest,
    value,
    (v) => <Money amount={v.amount} currency={v.currency} precise />,
    // A spreadsheet gets the number and its currency code, e.g. "0.1234 USD".
    { defaults: { width: '130px', align: 'end' }, csv: (v) => `${v.amount} ${v.currency}` },
  );
  return { ...column, accessorFn: (row) => value(row)?.amount ?? undefined, sortFn: 'basic' };
}

/**
 * Date columns. ISO strings with the same offset sort as text; parse to be safe across offsets. The CSV
 * carries the API's UTC value as sent, and its header says so.
 */
const instantOptions = <T extends RowData>(): {
  defaults: Defaults;
  sortFn: SortFnOption<KitFeatures, T>;
  csvHeaderFor: (header: string, englishOf: (shown: string) => string) => string;
} => ({
  defaults: { width: '180px' },
  sortFn: (a, b, id) => Date.parse(String(a.getValue(id))) - Date.parse(String(b.getValue(id))),
  csvHeaderFor: (header) => `${header} (UTC)`,
});

/** An ISO date-time from the API in the user's locale, with the UTC value on hover and focus. */
export function dateTimeColumn<T extends RowData>(
  base: ColumnBase<T> & { value: (row: T) => string | null | undefined },
): KitColumn<T> {
  const { value, ...rest } = base;
  return define(rest, value, (v) => <DateTime value={v} />, instantOptions<T>());
}

/** An order date: a midnight value is a calendar day (the date alone), any other a date-time. */
export function dayOrDateTimeColumn<T extends RowData>(
  base: ColumnBase<T> & { value: (row: T) => string | null | undefined },
): KitColumn<T> {
  const { value, ...rest } = base;
  return define(rest, value, (v) => <DayOrDateTime value={v} />, instantOptions<T>());
}

/** A part's lifecycle status as a coloured badge. */
export function lifecycleColumn<T extends RowData>(
  base: Partial<ColumnBase<T>> & { value: (row: T) => string | null | undefined },
): KitColumn<T> {
  const { value, id = 'lifecycle', header = msg`Lifecycle`, ...rest } = base;
  return define({ id, header, ...rest }, value, (v) => <LifecycleBadge status={v} />, {
    defaults: { width: '130px' },
    sortFn: 'alphanumeric',
  });
}

/** Any status as a badge; `color` maps the value to a Mantine colour (the text keeps the body colour). */
export function statusColumn<T extends RowData>(
  base: ColumnBase<T> & {
    value: (row: T) => string | null | undefined;
    color: (value: string) => MantineColor;
  },
): KitColumn<T> {
  const { value, color, ...rest } = base;
  return define(
    rest,
    value,
    (v) => (
      <Badge color={color(v)} c="var(--mantine-color-text)" variant="light" radius="sm" tt="none">
        {v}
      </Badge>
    ),
    { defaults: { width: '130px' }, sortFn: 'alphanumeric' },
  );
}

type SortValue = string | number | null | undefined;

/**
 * Any cell (buttons, row actions, composed content). Not sortable and left out of CSV unless given
 * `value` (the plain value it sorts by and exports) or `sortValue` / `csv` where the two differ.
 */
export function displayColumn<T extends RowData>(
  base: ColumnBase<T> & {
    cell: (row: T, rowIndex: number) => ReactNode;
    value?: (row: T) => SortValue;
    sortValue?: (row: T) => SortValue;
    /** See ColumnMeta.rowSpan. */
    rowSpan?: (row: T, rowIndex: number) => number;
  },
): KitColumn<T> {
  const { cell, value, rowSpan, ...options } = base;
  const { sortValue = value, csv = value, ...rest } = options;
  const sortable = rest.sortable ?? sortValue !== undefined;
  const column = define({ ...rest, sortable, csv }, sortValue ?? (() => undefined), () => null);
  return {
    ...column,
    cell: (ctx) => cell(ctx.row.original, ctx.row.index),
    // Without a csv accessor a display column is left out of exports (its cells are UI, not data).
    meta: { ...column.meta, csv, rowSpan },
  };
}

/** A field only the CSV export carries (every field of an order line, say): never shown, never sorted. */
export function exportColumn<T extends RowData>(base: {
  id: string;
  header: string | MessageDescriptor;
  csv: (row: T, line: number) => CsvValue;
}) {
  const label = shownText(base.header);
  const column: KitColumn<T> = {
    id: base.id,
    header: label,
    enableSorting: false,
    enableHiding: false,
    meta: {
      label,
      ...(typeof base.header === 'string' ? {} : { labelMessage: base.header }),
      csv: base.csv,
      exportOnly: true,
    },
  };
  return column;
}
