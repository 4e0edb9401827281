import { Badge, Table } from '@mantine/core';
import type { CustomerPrice } from '@/model/schemas';
import { Money, Quantity } from '@/components/Formatted';

type Props = { prices: readonly CustomerPrice[]; activeMinimum: number; currency: string };

/** The suggested tiers with their MOQ; the tier of the quantity is marked. */
export function SuggestedTiers({ prices, activeMinimum, currency }: Props) {
  const sorted = [...prices].sort((a, b) => a.minimumOrderQuantity - b.minimumOrderQuantity);
  return (
    <Table.ScrollContainer type="native" minWidth={300}>
      <Table verticalSpacing="xs">
        <caption className="visually-hidden">Suggested price tiers</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">From (MOQ)</Table.Th>
            <Table.Th scope="col" ta="right">
              Unit price
            </Table.Th>
            <Table.Th scope="col">Price basis</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((p) => {
            const active = p.minimumOrderQuantity === activeMinimum;
            return (
              <Table.Tr
                key={p.minimumOrderQuantity}
                aria-current={active ? 'true' : undefined}
                bg={active ? 'var(--mantine-primary-color-light)' : undefined}
                fw={active ? 700 : undefined}
              >
                <Table.Th scope="row" fw="inherit">
                  <Quantity value={p.minimumOrderQuantity} />
                  {active ? (
                    <Badge ml="xs" size="sm" radius="sm" tt="none">
                      Your tier
                    </Badge>
                  ) : null}
                </Table.Th>
                <Table.Td ta="right">
                  <Money amount={p.suggestedPrice} currency={currency} precise />
                </Table.Td>
                <Table.Td>{p.contract === null ? 'Book' : 'Contract'}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
