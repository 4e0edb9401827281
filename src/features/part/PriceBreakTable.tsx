import { Badge } from '@mantine/core';
import type { PriceBreak } from '@/api/schemas';
import { Quantity } from '@/components/Formatted';
import { UnitPrice, unitPriceDigits } from './UnitPrice';
import { sortTiers } from '@/lib/pricing';
import { DataTable, displayColumn, type KitColumn } from '@/components/table';

type Props = {
  breaks: readonly PriceBreak[];
  /** The caller's negotiated book prices, shown beside the list prices when present. */
  bookBreaks?: readonly PriceBreak[];
  currency: string;
  /** The tier of the typed quantity, highlighted. */
  activeColumn?: number;
};

function QuantityRange({ tier, last }: { tier: PriceBreak; last: boolean }) {
  if (last) {
    return (
      <>
        <Quantity value={tier.minimumQuantity} />+
      </>
    );
  }
  return (
    <>
      <Quantity value={tier.minimumQuantity} /> – <Quantity value={tier.maximumQuantity} />
    </>
  );
}

type TierRow = { tier: PriceBreak; last: boolean; bookPrice: number | undefined };

function priceBreakColumns(currency: string, digits: number, withBook: boolean, activeColumn?: number) {
  const columns: KitColumn<TierRow>[] = [
    displayColumn({
      id: 'quantity',
      header: 'Quantity',
      rowHeader: true,
      priority: 1,
      csv: (r) => r.tier.minimumQuantity,
      cell: (r) => (
        <>
          <QuantityRange tier={r.tier} last={r.last} />
          {r.tier.column === activeColumn ? (
            <Badge ml="xs" size="sm" variant="filled" radius="sm" tt="none">
              Your tier
            </Badge>
          ) : null}
        </>
      ),
    }),
    displayColumn({
      id: 'list',
      header: 'List price',
      align: 'end',
      priority: 1,
      csv: (r) => r.tier.price,
      cell: (r) => <UnitPrice amount={r.tier.price} currency={currency} digits={digits} />,
    }),
  ];
  if (withBook) {
    columns.push(
      displayColumn({
        id: 'book',
        header: 'Your book price',
        align: 'end',
        priority: 1,
        csv: (r) => r.bookPrice,
        cell: (r) =>
          r.bookPrice === undefined ? (
            '—'
          ) : (
            <UnitPrice amount={r.bookPrice} currency={currency} digits={digits} />
          ),
      }),
    );
  }
  return columns;
}

/** List prices by quantity (and the caller's book prices beside them); the typed quantity's tier is current. */
export function PriceBreakTable({ breaks, bookBreaks, currency, activeColumn }: Props) {
  const tiers = sortTiers(breaks);
  const bookByMinimum = new Map(bookBreaks?.map((b) => [b.minimumQuantity, b.price]));
  // One number of decimals for the whole column, so the prices line up.
  const digits = unitPriceDigits(
    [...tiers, ...(bookBreaks ?? [])].map((t) => t.price),
    currency,
  );
  const rows: TierRow[] = tiers.map((tier, i) => ({
    tier,
    last: i === tiers.length - 1,
    bookPrice: bookByMinimum.get(tier.minimumQuantity),
  }));
  return (
    <DataTable
      data={rows}
      columns={priceBreakColumns(currency, digits, bookBreaks !== undefined, activeColumn)}
      getRowId={(r) => `${r.tier.column}-${r.tier.minimumQuantity}`}
      isCurrentRow={(r) => r.tier.column === activeColumn}
      label="Price breaks"
      // The tiers read in quantity order; sorting them would only confuse.
      sortable={false}
      minWidth={320}
    />
  );
}
