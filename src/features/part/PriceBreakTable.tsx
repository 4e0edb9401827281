import { Badge, Table, Text } from '@mantine/core';
import type { PriceBreak } from '@/api/schemas';
import { Money, Quantity } from '@/components/Formatted';
import {
  priceQuantity,
  sortTiers,
  type CatalogTier,
  type PricedQuantity,
  type PricingInput,
} from '@/lib/pricing';
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

/** The extended price of a row: for the priced quantity in its own tier, else for the break's minimum. */
function Extended({
  pricing,
  tier,
  priced,
}: {
  pricing: PricingInput;
  tier: PriceBreak;
  priced: PricedQuantity;
}) {
  const row =
    priced.tier.minimumQuantity === tier.minimumQuantity
      ? priced
      : priceQuantity(pricing, tier.minimumQuantity);
  if (!row) return '—';
  return (
    <>
      <Money amount={row.extended} currency={pricing.currency} />
      <Text component="span" size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {' '}
        for <Quantity value={row.quantity} />
      </Text>
    </>
  );
}

export function PriceBreakTable({ pricing, bookBreaks, priced }: Props) {
  const tiers = sortTiers(pricing.tiers);
  const { currency } = pricing;
  const bookByMinimum = new Map(bookBreaks?.map((b) => [b.minimumQuantity, b.price]));
  // One number of decimals for the whole column, so the prices line up.
  const digits = unitPriceDigits(
    [...tiers, ...(bookBreaks ?? [])].map((t) => t.price),
    currency,
  );
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped={false} verticalSpacing="xs" aria-label="Price breaks">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Quantity</Table.Th>
            <Table.Th scope="col" ta="right">
              List price
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Extended price
            </Table.Th>
            {bookBreaks ? (
              <Table.Th scope="col" ta="right">
                Your book price
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tiers.map((tier, i) => {
            const active = tier.minimumQuantity === priced.tier.minimumQuantity;
            const bookPrice = bookByMinimum.get(tier.minimumQuantity);
            return (
              <Table.Tr
                key={`${tier.column}-${tier.minimumQuantity}`}
                aria-current={active ? 'true' : undefined}
                bg={active ? 'var(--mantine-primary-color-light)' : undefined}
                fw={active ? 700 : undefined}
              >
                <Table.Th scope="row" fw="inherit" style={{ whiteSpace: 'nowrap' }}>
                  <QuantityRange tier={tier} last={i === tiers.length - 1} />
                  {active ? (
                    <Badge ml="xs" size="sm" variant="filled" radius="sm" tt="none" autoContrast>
                      Your tier
                    </Badge>
                  ) : null}
                </Table.Th>
                <Table.Td ta="right">
                  <UnitPrice amount={tier.price} currency={currency} digits={digits} />
                </Table.Td>
                <Table.Td ta="right">
                  <Extended pricing={pricing} tier={tier} priced={priced} />
                </Table.Td>
                {bookBreaks ? (
                  <Table.Td ta="right">
                    {bookPrice === undefined ? (
                      '—'
                    ) : (
                      <UnitPrice amount={bookPrice} currency={currency} digits={digits} />
                    )}
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
