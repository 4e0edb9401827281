// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { generateDataset, type Dataset } from '.';
import { TEST_NOW } from '../test-utils';

/** Everything an area holds, comparable with toEqual (typed arrays as plain arrays). */
function contents(ds: Dataset) {
  const a = ds.availability;
  return {
    parts: ds.parts.map((p) => p.part),
    index: [...ds.index],
    availability: [a.times, a.partIndex, a.quantity, a.latestStock, a.latestTime].map((x) => Array.from(x)),
    quotes: ds.quotes,
    orders: ds.orders,
    usage: ds.usage,
  };
}

describe('the seeded data set made in slices (the demo page, mocks/record.ts)', () => {
  const whole = contents(generateDataset(7, TEST_NOW));

  it('makes the same data as made at once, in many small steps', async () => {
    const sliced = generateDataset(7, TEST_NOW);
    let pauses = 0;
    // A slice of 0 ms is one step: the pauses count the steps.
    await sliced.prepare(['availability', 'quotes', 'orders', 'usage'], async () => void (pauses += 1), 0);
    expect(contents(sliced)).toEqual(whole);
    // Parts by pin count, a stock batch, a quote, an order and a logged call per step.
    expect(pauses).toBeGreaterThan(5_000);
  });

  it('finishes an area at once when it is read halfway through its preparation', async () => {
    let partSteps = 0;
    await generateDataset(7, TEST_NOW).prepare([], async () => void (partSteps += 1), 0);
    const ds = generateDataset(7, TEST_NOW);
    let pauses = 0;
    let readHalfway: Dataset['orders'] | undefined;
    const prepared = ds.prepare(
      ['orders'],
      async () => {
        pauses += 1;
        // A hundred orders into the orders' steps.
        if (pauses === partSteps + 100) readHalfway = ds.orders;
      },
      0,
    );
    await prepared;
    expect(pauses).toBe(partSteps + 100);
    expect(readHalfway).toBe(ds.orders);
    expect(contents(ds).orders).toEqual(whole.orders);
  });

  it('prepares only the parts and the areas asked for', async () => {
    const ds = generateDataset(7, TEST_NOW);
    let pauses = 0;
    await ds.prepare([], async () => void (pauses += 1), 0);
    const partSteps = pauses;
    await ds.prepare(['quotes'], async () => void (pauses += 1), 0);
    // 60 quotes, one step each (the parts are made already).
    expect(pauses - partSteps).toBe(60);
  });
});
