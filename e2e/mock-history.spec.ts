import { test, expect } from './fixtures';
import { BOOK_PRICE_PART } from '../mocks/data/parts';

const MINUTE = 60_000;
const STATE_KEY = 'parts-portal.mock-state';

/**
 * The demo keeps its state across reloads. A session that began 40 minutes ago left a stock bump from 30
 * minutes ago: after the reload the seeded history must still lie before it (one time base), so the
 * changes come back in time order and the bump is the part's latest stock.
 */
test('the mock availability history stays in time order across a reload', async ({ page, now }) => {
  await page.addInitScript(
    ([key, state]) => {
      if (!window.sessionStorage.getItem('mock-history-seeded')) {
        window.localStorage.setItem(key, state);
        window.sessionStorage.setItem('mock-history-seeded', '1');
      }
    },
    [
      STATE_KEY,
      JSON.stringify({
        version: 1,
        orders: [],
        nextOrderSeq: 1,
        calls: [],
        stockBumps: [{ part: BOOK_PRICE_PART, time: now - 30 * MINUTE, stockQuantity: 4321 }],
        historyEpoch: now - 40 * MINUTE,
      }),
    ] as const,
  );
  const since = new Date(now - 3 * 60 * MINUTE).toISOString();
  await page.goto(`/availability?since=${encodeURIComponent(since)}`);
  const table = page.getByRole('table', { name: 'Stock changes, newest first' });

  for (const pass of ['first load', 'after a reload']) {
    await expect(table, pass).toBeVisible();
    const times = await table
      .locator('tbody time')
      .evaluateAll((els) => els.map((e) => Date.parse(e.getAttribute('datetime') ?? '')));
    expect(times.length, pass).toBeGreaterThan(1);
    expect(times, pass).toEqual([...times].sort((a, b) => b - a));
    const bumped = table.getByRole('row').filter({ has: page.getByRole('link', { name: BOOK_PRICE_PART }) });
    await expect(bumped.first(), pass).toContainText('4,321');
    await page.reload();
  }

  await page.goto(`/parts/${encodeURIComponent(BOOK_PRICE_PART)}`);
  await expect(page.getByRole('heading', { level: 1, name: BOOK_PRICE_PART })).toBeVisible();
  await expect(page.getByText('4,321', { exact: false }).first()).toBeVisible();
});
