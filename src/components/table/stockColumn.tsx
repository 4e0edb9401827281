import { Text } from '@mantine/core';
import { Quantity } from '@/components/Formatted';
import { displayColumn } from './columns';
import type { ColumnBase, KitColumn, RowData } from './meta';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';

/**
 * Stock on hand, right-aligned, worded as on the part page: "Out of stock", not a bare 0. The catalog and
 * the part page's related parts declare it; it sorts and exports as the number.
 */
export function stockColumn<T extends RowData>(
  base: Partial<ColumnBase<T>> & { value: (row: T) => number },
): KitColumn<T> {
  const { value, id = 'stock', header = msg`Stock`, ...rest } = base;
  return displayColumn({
    id,
    header,
    align: 'end',
    ...rest,
    value,
    cell: (row) => {
      const stock = value(row);
      return stock > 0 ? (
        <Quantity value={stock} />
      ) : (
        <Text component="span" inherit fw={600}>
          <Trans>Out of stock</Trans>
        </Text>
      );
    },
  });
}
