import { Badge, Table } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { CustomerPrice } from '@/model/schemas';
import { Money, Quantity } from '@/components/Formatted';
import { SidewaysScrollBox } from '@/components/table/SidewaysScrollBox';

type Props = { prices: readonly CustomerPrice[]; activeMinimum: number; currency: string };

/** The suggested tiers with their MOQ; the tier of the quantity is marked. */
export function SuggestedTiers({ prices, activeMinimum, currency }: Props) {
  const sorted = [...prices].sort((a, b) => a.minimumOrderQuantity - b.minimumOrderQuantity);
  // Long headers (German) make the box scroll on a phone: a box that scrolls is reachable by keyboard.
  return (
    <SidewaysScrollBox label={t`Suggested price tiers`} minWidth={300}>
      <Table verticalSpacing="xs">
        <caption className="visually-hidden">
          <Trans>Suggested price tiers</Trans>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Trans>From (MOQ)</Trans>
            </Table.Th>
            <Table.Th scope="col" ta="right">
              <Trans>Unit price</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Price basis</Trans>
            </Table.Th>
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
                      <Trans>Your tier</Trans>
                    </Badge>
                  ) : null}
                </Table.Th>
                <Table.Td ta="right">
                  <Money amount={p.suggestedPrice} currency={currency} precise />
                </Table.Td>
                <Table.Td>{p.contract === null ? t`Book` : t`Contract`}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </SidewaysScrollBox>
  );
}
