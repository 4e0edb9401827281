import { LineChart } from '@mantine/charts';
import type { PriceBreak } from '@/api/schemas';
import { tierFor } from '@/components/price/priceTiers';
import { formatMoney, formatQuantity } from '@/lib/format';

type Props = { breaks: readonly PriceBreak[]; currency: string; quantity: number };

/**
 * Unit price against quantity, one point per tier, stepping down at each MOQ. The table beside it holds
 * the same figures, so the drawing itself is one image for screen readers.
 */
export default function UnitPriceChart({ breaks, currency, quantity }: Props) {
  const data = breaks.map((b) => ({ quantity: formatQuantity(b.minimumQuantity), price: b.price }));
  const active = tierFor(breaks, quantity);
  return (
    <div
      role="img"
      aria-label={`Unit price against quantity: from ${formatMoney(breaks[0]?.price ?? 0, currency, { precise: true })} at ${formatQuantity(breaks[0]?.minimumQuantity ?? 0)} down to ${formatMoney(breaks.at(-1)?.price ?? 0, currency, { precise: true })} at ${formatQuantity(breaks.at(-1)?.minimumQuantity ?? 0)}`}
    >
      <LineChart
        h={220}
        data={data}
        dataKey="quantity"
        series={[{ name: 'price', label: 'Unit price', color: 'indigo.6' }]}
        curveType="stepAfter"
        valueFormatter={(v) => formatMoney(v, currency, { precise: true })}
        xAxisLabel="Quantity (MOQ of the tier)"
        yAxisProps={{ width: 80 }}
        referenceLines={
          active ? [{ x: formatQuantity(active.minimumQuantity), label: 'Your tier', color: 'orange.7' }] : []
        }
        withDots
        tooltipAnimationDuration={0}
      />
    </div>
  );
}
