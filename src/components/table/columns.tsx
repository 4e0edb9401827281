import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { DateTime, Money, Quantity } from '@/components/Formatted';
import { LifecycleBadge } from '@/components/LifecycleBadge';
import { PartLink } from './PartLink';

export type ColumnAlign = 'start' | 'end' | 'center';

/** One column of a table: how to render a cell from a row. Table files declare a list of these. */
export type Column<T> = {
  id: string;
  header: string;
  cell: (row: T, rowIndex: number) => ReactNode;
  /** A CSS grid track (VirtualTable) or a min width (DataTable), e.g. "minmax(160px, 1fr)" or "110px". */
  width?: string;
  align?: ColumnAlign;
  /** Keep the header for screen readers but do not show it (e.g. a column of row actions). */
  hideHeader?: boolean;
};

type Base<T> = Omit<Column<T>, 'cell'>;

/** Any cell; the other factories are shorthands over this one. */
export function displayColumn<T>(column: Column<T>): Column<T> {
  return column;
}

/** Text on one line, cut with an ellipsis when narrow (the full text stays in the page for readers). */
export function textColumn<T>(
  base: Base<T> & { value: (row: T) => string | null | undefined; wrap?: boolean },
): Column<T> {
  const { value, wrap, ...rest } = base;
  return {
    ...rest,
    cell: (row) => {
      const text = value(row) ?? '';
      return wrap ? (
        text || '—'
      ) : (
        <Text component="span" inherit truncate="end" title={text} display="block">
          {text || '—'}
        </Text>
      );
    },
  };
}

/** A part number as a real link to its detail page. */
export function partLinkColumn<T>(
  base: Partial<Base<T>> & { part: (row: T) => string; label?: (row: T) => ReactNode },
): Column<T> {
  const { part, label, ...rest } = base;
  return {
    id: 'part',
    header: 'Part number',
    width: 'minmax(170px, 1.1fr)',
    ...rest,
    cell: (row) => <PartLink part={part(row)}>{label?.(row)}</PartLink>,
  };
}

/** A whole number with thousands separators, right-aligned; "—" when missing. */
export function quantityColumn<T>(
  base: Base<T> & { value: (row: T) => number | null | undefined; suffix?: string },
): Column<T> {
  const { value, suffix, ...rest } = base;
  return {
    width: '110px',
    align: 'end',
    ...rest,
    cell: (row) => {
      const v = value(row);
      if (v === null || v === undefined) return '—';
      return (
        <>
          <Quantity value={v} />
          {suffix ? ` ${suffix}` : null}
        </>
      );
    },
  };
}

/** Money with its own currency (a row may differ from the page's currency), right-aligned. */
export function moneyColumn<T>(
  base: Base<T> & { value: (row: T) => { amount: number; currency: string } | null | undefined },
): Column<T> {
  const { value, ...rest } = base;
  return {
    width: '130px',
    align: 'end',
    ...rest,
    cell: (row) => {
      const v = value(row);
      return v ? <Money amount={v.amount} currency={v.currency} precise /> : '—';
    },
  };
}

export function lifecycleColumn<T>(base: Partial<Base<T>> & { value: (row: T) => string }): Column<T> {
  const { value, ...rest } = base;
  return {
    id: 'lifecycle',
    header: 'Lifecycle',
    width: '130px',
    ...rest,
    cell: (row) => <LifecycleBadge status={value(row)} />,
  };
}

/** An ISO date-time from the API, in the user's locale with UTC on hover. */
export function dateTimeColumn<T>(
  base: Base<T> & { value: (row: T) => string | null | undefined },
): Column<T> {
  const { value, ...rest } = base;
  return {
    width: '180px',
    ...rest,
    cell: (row) => {
      const v = value(row);
      return v ? <DateTime value={v} /> : '—';
    },
  };
}
