import { Badge, Table } from '@mantine/core';
import type { PriceBreak } from '@/api/schemas';
import { Quantity } from '@/components/Formatted';
import { UnitPrice, unitPriceDigits } from './UnitPrice';
import { sortTiers } from '@/lib/pricing';

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

export function PriceBreakTable({ breaks, bookBreaks, currency, activeColumn }: Props) {
  const tiers = sortTiers(breaks);
  const bookByMinimum = new Map(bookBreaks?.map((b) => [b.minimumQuantity, b.price]));
  // One number of decimals for the whole column, so the prices line up.
  const digits = unitPriceDigits(
    [...tiers, ...(bookBreaks ?? [])].map((t) => t.price),
    currency,
  );
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped={false} verticalSpacing="xs" aria-label="Price breaks">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Quantity</Table.Th>
            <Table.Th scope="col" ta="right">
              List price
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
            const active = tier.column === activeColumn;
            const bookPrice = bookByMinimum.get(tier.minimumQuantity);
            return (
              <Table.Tr
                key={`${tier.column}-${tier.minimumQuantity}`}
                aria-current={active ? 'true' : undefined}
                bg={active ? 'var(--mantine-primary-color-light)' : undefined}
                fw={active ? 700 : undefined}
              >
                <Table.Th scope="row" fw="inherit">
                  <QuantityRange tier={tier} last={i === tiers.length - 1} />
                  {active ? (
                    <Badge ml="xs" size="sm" variant="filled" radius="sm" tt="none">
                      Your tier
                    </Badge>
                  ) : null}
                </Table.Th>
                <Table.Td ta="right">
                  <UnitPrice amount={tier.price} currency={currency} digits={digits} />
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
