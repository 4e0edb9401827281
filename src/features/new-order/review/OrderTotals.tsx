import { Group, Text } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Money } from '@/components/Formatted';

/** The order total per currency (lines priced in another currency are summed apart, never converted). */
export function OrderTotals({
  totals,
  lineCount,
}: {
  totals: { currency: string; amount: number }[];
  lineCount: number;
}) {
  return (
    <Group gap="md" wrap="wrap" aria-live="polite" aria-atomic="true">
      <Text size="sm">{plural(lineCount, { one: '# line', other: '# lines' })}</Text>
      {totals.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No priced lines yet</Trans>
        </Text>
      ) : (
        totals.map((total) => <OrderTotal key={total.currency} {...total} />)
      )}
    </Group>
  );
}

function OrderTotal({ currency, amount }: { currency: string; amount: number }) {
  const money = <Money amount={amount} currency={currency} />;
  return (
    <Text size="sm" fw={700}>
      <Trans>
        Order total {currency}: {money}
      </Trans>
    </Text>
  );
}
