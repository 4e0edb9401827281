import { Badge, Text } from '@mantine/core';
import { t, msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { PriceBreak } from '@/model/schemas';
import { Money, Quantity } from '@/components/Formatted';
import { DataTable, displayColumn, type KitColumn } from '@/components/table';
import { priceQuantity, sortTiers, type PricedQuantity, type PricingInput } from '@/lib/pricing';
import { type CatalogTier } from '@/model/pricingInputs';
import { UnitPrice, unitPriceDigits } from './UnitPrice';

type Props = {
  pricing: PricingInput<CatalogTier>;
  /** The caller's negotiated book prices, shown beside the list prices when present. */
  bookBreaks?: readonly PriceBreak[];
  /** The priced quantity: its tier is highlighted and its row's extended price is for it. */
  priced: PricedQuantity<CatalogTier>;
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

/** The extended price of a row: the priced quantity in its own tier, else the break's minimum. */
type TierRow = {
  tier: PriceBreak;
  last: boolean;
  bookPrice: number | undefined;
  extended: PricedQuantity | null;
};

function priceBreakColumns(currency: string, digits: number, withBook: boolean, activeColumn?: number) {
  const columns: KitColumn<TierRow>[] = [
    displayColumn({
      id: 'quantity',
      header: msg`Quantity`,
      rowHeader: true,
      priority: 1,
      csv: (r) => r.tier.minimumQuantity,
      cell: (r) => (
        <>
          <QuantityRange tier={r.tier} last={r.last} />
          {r.tier.column === activeColumn ? (
            <Badge ml="xs" size="sm" variant="filled" radius="sm" tt="none" autoContrast>
              <Trans>Your tier</Trans>
            </Badge>
          ) : null}
        </>
      ),
    }),
    displayColumn({
      id: 'list',
      header: msg`List price`,
      align: 'end',
      priority: 1,
      csv: (r) => r.tier.price,
      cell: (r) => <UnitPrice amount={r.tier.price} currency={currency} digits={digits} />,
    }),
    displayColumn({
      id: 'extended',
      header: msg`Extended price`,
      align: 'end',
      priority: 1,
      csv: (r) => r.extended?.extended,
      cell: (r) =>
        r.extended ? (
          <>
            <Money amount={r.extended.extended} currency={currency} />
            <Text component="span" size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {' '}
              <Trans>
                for <Quantity value={r.extended.quantity} />
              </Trans>
            </Text>
          </>
        ) : (
          '—'
        ),
    }),
  ];
  if (withBook) {
    columns.push(
      displayColumn({
        id: 'book',
        header: msg`Your book price`,
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
export function PriceBreakTable({ pricing, bookBreaks, priced }: Props) {
  const tiers = sortTiers(pricing.tiers);
  const { currency } = pricing;
  const activeColumn = priced.tier.column;
  const bookByMinimum = new Map(bookBreaks?.map((b) => [b.minimumQuantity, b.price]));
  // One number of decimals for the whole column, so the prices line up.
  const digits = unitPriceDigits(
    [...tiers, ...(bookBreaks ?? [])].map((tier) => tier.price),
    currency,
  );
  const rows: TierRow[] = tiers.map((tier, i) => ({
    tier,
    last: i === tiers.length - 1,
    bookPrice: bookByMinimum.get(tier.minimumQuantity),
    extended: tier.column === activeColumn ? priced : priceQuantity(pricing, tier.minimumQuantity),
  }));
  return (
    <DataTable
      data={rows}
      columns={priceBreakColumns(currency, digits, bookBreaks !== undefined, activeColumn)}
      getRowId={(r) => `${r.tier.column}-${r.tier.minimumQuantity}`}
      isCurrentRow={(r) => r.tier.column === activeColumn}
      label={t`Price breaks`}
      // The tiers read in quantity order; sorting them would only confuse.
      sortable={false}
      minWidth={420}
    />
  );
}
