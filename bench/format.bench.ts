import { bench, describe } from 'vitest';
import { formatDateTime, formatMoney, formatQuantity } from '@/lib/format';

// A browse table renders a price and a stock figure per visible row, and re-renders on scroll:
// formatting must stay cheap with cached Intl formatters.
const amounts = Array.from({ length: 10_000 }, (_, i) => ((i * 7919) % 100_000) / 1000);

describe('formatting 10,000 rows', () => {
  bench('formatMoney (EUR, precise)', () => {
    for (const amount of amounts) formatMoney(amount, 'EUR', { precise: true });
  });
  bench('formatDateTime', () => {
    for (let i = 0; i < amounts.length; i++) formatDateTime(new Date(1_790_000_000_000 + i * 60_000));
  });
  bench('formatQuantity', () => {
    for (const amount of amounts) formatQuantity(Math.round(amount * 1000));
  });
});
