import { bench, describe } from 'vitest';
import { generateDataset } from '../mocks/data';

// The demo generates its whole data set before the first render: it must stay well under 300 ms.
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
let seed = 1;

describe('mock data set', () => {
  bench(
    'generateDataset (5,000+ parts, 20,000 stock changes, orders, quotes, usage)',
    () => {
      generateDataset(seed++, NOW);
    },
    { iterations: 10, time: 0 },
  );
});
