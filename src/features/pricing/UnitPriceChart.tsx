import { LineChart } from '@mantine/charts';
import { t } from '@lingui/core/macro';
import { formatMoney, formatQuantity } from '@/lib/format';
import type { Tier } from '@/lib/pricing';

type Props = { tiers: readonly Tier[]; currency: string; activeMinimum: number };

/** The chart's name for screen readers: where the price starts and where it ends up. */
function rangeSummary(money: (v: number) => string, first: Tier, last: Tier): string {
  const firstPrice = money(first.price);
  const firstQuantity = formatQuantity(first.minimumQuantity);
  const lastPrice = money(last.price);
  const lastQuantity = formatQuantity(last.minimumQuantity);
  return t`Unit price against quantity: ${firstPrice} from ${firstQuantity}, down to ${lastPrice} from ${lastQuantity}`;
}

/**
 * Unit price against quantity, one point per tier, stepping down at each MOQ. The table beside it holds
 * the same figures, so the drawing itself is one image for screen readers.
 */
export default function UnitPriceChart({ tiers, currency, activeMinimum }: Props) {
  const data = tiers.map((tier) => ({ quantity: formatQuantity(tier.minimumQuantity), price: tier.price }));
  const money = (v: number) => formatMoney(v, currency, { precise: true });
  const first = tiers[0];
  const last = tiers.at(-1);
  const summary = first && last ? rangeSummary(money, first, last) : t`Unit price against quantity`;
  return (
    <div role="img" aria-label={summary}>
      <LineChart
        h={220}
        data={data}
        dataKey="quantity"
        series={[{ name: 'price', label: t`Unit price`, color: 'indigo.6' }]}
        curveType="stepAfter"
        valueFormatter={money}
        xAxisLabel={t`Quantity (MOQ of the tier)`}
        yAxisProps={{ width: 80 }}
        referenceLines={[{ x: formatQuantity(activeMinimum), label: t`Your tier`, color: 'orange.7' }]}
        withDots
        tooltipAnimationDuration={0}
      />
    </div>
  );
}
