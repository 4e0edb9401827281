import { LineChart } from '@mantine/charts';
import { formatMoney, formatQuantity } from '@/lib/format';
import type { Tier } from '@/lib/pricing';

type Props = { tiers: readonly Tier[]; currency: string; activeMinimum: number };

/**
 * Unit price against quantity, one point per tier, stepping down at each MOQ. The table beside it holds
 * the same figures, so the drawing itself is one image for screen readers.
 */
export default function UnitPriceChart({ tiers, currency, activeMinimum }: Props) {
  const data = tiers.map((t) => ({ quantity: formatQuantity(t.minimumQuantity), price: t.price }));
  const money = (v: number) => formatMoney(v, currency, { precise: true });
  const first = tiers[0];
  const last = tiers.at(-1);
  const summary =
    first && last
      ? `Unit price against quantity: ${money(first.price)} from ${formatQuantity(first.minimumQuantity)}, down to ${money(last.price)} from ${formatQuantity(last.minimumQuantity)}`
      : 'Unit price against quantity';
  return (
    <div role="img" aria-label={summary}>
      <LineChart
        h={220}
        data={data}
        dataKey="quantity"
        series={[{ name: 'price', label: 'Unit price', color: 'indigo.6' }]}
        curveType="stepAfter"
        valueFormatter={money}
        xAxisLabel="Quantity (MOQ of the tier)"
        yAxisProps={{ width: 80 }}
        referenceLines={[{ x: formatQuantity(activeMinimum), label: 'Your tier', color: 'orange.7' }]}
        withDots
        tooltipAnimationDuration={0}
      />
    </div>
  );
}
