import type { AccessorFn } from '@tanstack/react-table';
import type { KitColumn, RowData } from './meta';
import { parseSort } from './useTableSearch';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * The rows in the order of `?sort=column.asc|desc`, by the value the column declares (its factory's plain
 * value, a display column's value or sortValue): for a page that orders its rows itself, so that its CSV export
 * follows the order shown. Stable; missing values last in either direction; an unknown or unsortable
 * column leaves the order as it is.
 */
export function sortRows<T extends RowData>(
  columns: readonly KitColumn<T>[],
  rows: readonly T[],
  sort: string | undefined,
): T[] {
  const [first] = parseSort(sort);
  const column = first ? columns.find((c) => c.id === first.id && c.enableSorting !== false) : undefined;
  const accessor = column && 'accessorFn' in column ? column.accessorFn : undefined;
  if (!first || typeof accessor !== 'function') return [...rows];
  const sign = first.desc ? -1 : 1;
  const valued = rows.map((row, index) => ({ row, value: (accessor as AccessorFn<T, unknown>)(row, index) }));
  valued.sort((a, b) => {
    const missingA = a.value === null || a.value === undefined;
    const missingB = b.value === null || b.value === undefined;
    if (missingA || missingB) return missingA === missingB ? 0 : missingA ? 1 : -1;
    const order =
      typeof a.value === 'number' && typeof b.value === 'number'
        ? a.value - b.value
        : collator.compare(String(a.value), String(b.value));
    return sign * order;
  });
  return valued.map((v) => v.row);
}
