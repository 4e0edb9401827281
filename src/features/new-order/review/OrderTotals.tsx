import { Group, Text } from '@mantine/core';
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
      <Text size="sm">
        {lineCount} {lineCount === 1 ? 'line' : 'lines'}
      </Text>
      {totals.length === 0 ? (
        <Text size="sm" c="dimmed">
          No priced lines yet
        </Text>
      ) : (
        totals.map((t) => (
          <Text key={t.currency} size="sm" fw={700}>
            Order total {t.currency}: <Money amount={t.amount} currency={t.currency} />
          </Text>
        ))
      )}
    </Group>
  );
}
