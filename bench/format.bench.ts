import { bench, describe } from 'vitest';
import { formatMoney, formatQuantity } from '@/lib/format';

// A browse table renders a price and a stock figure per visible row, and re-renders on scroll:
// formatting must stay cheap with cached Intl formatters.
const amounts = Array.from({ length: 10_000 }, (_, i) => ((i * 7919) % 100_000) / 1000);

describe('formatting 10,000 rows', () => {
  bench('formatMoney (EUR, precise)', () => {
    for (const amount of amounts) formatMoney(amount, 'EUR', { precise: true });
  });
  bench('formatQuantity', () => {
    for (const amount of amounts) formatQuantity(Math.round(amount * 1000));
  });
});
