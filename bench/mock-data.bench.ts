import { bench, describe } from 'vitest';
import { generateDataset } from '../mocks/data';

// The demo draws the parts when its mock starts and builds each area on first use (mocks/data/index.ts):
// start-up is what every page load pays; the whole set is what a visit to every page adds up to.
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
let seed = 1;

describe('mock data set', () => {
  bench(
    'start-up: the parts drawn (5,000+), nothing built',
    () => {
      generateDataset(seed++, NOW);
    },
    { iterations: 10, time: 0 },
  );
  bench(
    'everything: every Part built, 20,000 stock changes, orders, quotes, usage',
    () => {
      const ds = generateDataset(seed++, NOW);
      for (const rec of ds.parts) void rec.part;
      void ds.availability;
      void ds.quotes;
      void ds.orders;
      void ds.usage;
    },
    { iterations: 10, time: 0 },
  );
});
