import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { BOOK_PRICE_PART } from '../mocks/data/parts';

/** The watcher's poll interval (POLL_INTERVAL_MS in src/features/availability/stockPoller.ts). */
const POLL_INTERVAL_MS = 15_000;

type Change = { timestamp: string; part: string; stockQuantity: number; timestampTicks: number };

const table = (page: Page) => page.getByRole('table', { name: 'Stock changes, newest first' });

/** timestamp|part of every row shown (the <time> carries the exact ISO value). */
async function shownKeys(page: Page): Promise<string[]> {
  return table(page)
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => {
        const time = row.querySelector('time')?.getAttribute('datetime') ?? '';
        const part = row.querySelector('a')?.textContent ?? '';
        return `${time}|${part}`;
      }),
    );
}

test.describe('stock changes', () => {
  test('without a since value the URL gets the last 24 hours, and a bad one falls back', async ({
    page,
    now,
  }) => {
    const before = now;
    await page.goto('/availability?since=not-a-date&part=');
    await expect(page.getByRole('heading', { level: 1, name: 'Stock changes' })).toBeVisible();
    await expect(page).toHaveURL(/since=/);
    const since = Date.parse(new URL(page.url()).searchParams.get('since') ?? '');
    expect(Math.abs(before - 24 * 3_600_000 - since)).toBeLessThan(60_000);
    await expect(table(page)).toBeVisible();
  });

  test('pages forward across three pages without duplicates or gaps, shown newest first', async ({
    page,
    now,
  }) => {
    // The demo's history (generated at the pinned clock) holds a few hundred changes a day: a week is
    // several pages of 500. Three of them are 1,500 table rows rendered and read: a heavy test.
    test.slow();
    const sinceMs = now - 7 * 24 * 3_600_000;
    await page.goto(`/availability?since=${sinceMs}`);
    const load = page.getByRole('button', { name: 'Load newer changes' });
    const loaded = page.getByRole('status').filter({ hasText: 'changes loaded' });
    // The first page is on screen (its count is announced) before anything is counted.
    await expect(loaded).toBeVisible();
    await expect(table(page).locator('tbody tr').first()).toBeVisible();
    for (let i = 0; i < 2; i++) {
      const before = (await shownKeys(page)).length;
      await load.click();
      await expect.poll(async () => (await shownKeys(page)).length).toBeGreaterThan(before);
    }
    const keys = await shownKeys(page);
    expect(new Set(keys).size).toBe(keys.length);
    await expect(loaded).toContainText(keys.length.toLocaleString('en-US'));

    // Newest first.
    const times = keys.map((k) => Date.parse(k.split('|')[0] ?? ''));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // No gaps: the rows are exactly the first records of the window, asked for in one big request
    // (10,000 is the mock's maximum recordCount; a week holds far fewer).
    const all = await page.evaluate(async (since) => {
      const response = await fetch(`/api/v3/delta/availability?epochMilliseconds=${since}&recordCount=10000`);
      return (await response.json()) as Change[];
    }, sinceMs);
    const expected = all.slice(0, keys.length).map((c) => `${new Date(c.timestamp).toISOString()}|${c.part}`);
    const shownIso = keys.map((k) => {
      const [time = '', part = ''] = k.split('|');
      return `${new Date(time).toISOString()}|${part}`;
    });
    expect(new Set(shownIso)).toEqual(new Set(expected));
  });

  test('filters by part in the URL and links to the part', async ({ page, now }) => {
    const sinceMs = now - 24 * 3_600_000;
    await page.goto(`/availability?since=${sinceMs}`);
    const firstPart = (await table(page).getByRole('link').first().innerText()).trim();
    await page.getByRole('textbox', { name: 'Part number contains' }).fill(firstPart.toLowerCase());
    await page.getByRole('button', { name: 'Show changes' }).click();
    await expect(page).toHaveURL(new RegExp(`part=${encodeURIComponent(firstPart.toLowerCase())}`));
    await expect(page.getByRole('status').filter({ hasText: 'of them to parts matching' })).toBeVisible();
    const parts = await table(page).getByRole('link').allInnerTexts();
    expect(parts.length).toBeGreaterThan(0);
    expect(parts.every((p) => p.trim().toLowerCase().includes(firstPart.toLowerCase()))).toBe(true);
    await table(page).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: firstPart })).toBeVisible();
  });

  test('a watched part’s stock change raises a notification that links to the part', async ({ page }) => {
    await page.goto(`/parts/${encodeURIComponent(BOOK_PRICE_PART)}`);
    await expect(page.getByRole('heading', { level: 1, name: BOOK_PRICE_PART })).toBeVisible();
    const stockText = await page
      .getByText('In stock', { exact: true })
      .locator('xpath=following-sibling::dd')
      .innerText();
    const watch = page.getByRole('button', { name: 'Watch stock' });
    // The poll loop loads once something is watched, and its first poll takes the service's newest change
    // as the starting point: a change made before that poll answered would be its baseline, not news.
    const baselinePoll = page.waitForResponse((response) =>
      response.url().includes('/v3/delta/availability'),
    );
    await watch.click();
    await expect(watch).toHaveAttribute('aria-pressed', 'true');
    await baselinePoll;

    // Go elsewhere: the watcher lives in the shell, not on the part's page.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Stock changes' })
      .click();
    await expect(
      page.getByRole('list', { name: 'Watched parts' }).getByRole('link', { name: BOOK_PRICE_PART }),
    ).toBeVisible();
    await page.evaluate((part) => {
      (
        window as unknown as { __partsPortalMock: { bumpStock: (p: string, q: number) => unknown } }
      ).__partsPortalMock.bumpStock(part, 4321);
    }, BOOK_PRICE_PART);
    // The watcher polls every POLL_INTERVAL_MS: jump the page's clock to the next poll instead of waiting.
    await page.clock.fastForward(POLL_INTERVAL_MS);

    const notice = page.getByRole('alert').filter({ hasText: `Stock changed: ${BOOK_PRICE_PART}` });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(`${stockText.trim()} → 4,321 in stock`);
    await notice.getByRole('link', { name: `Open ${BOOK_PRICE_PART}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: BOOK_PRICE_PART })).toBeVisible();
  });

  test('has no axe violations in light and dark', async ({ page, now }) => {
    await page.goto(`/availability?since=${now - 3_600_000}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Stock changes' })).toBeVisible();
    await page
      .getByRole('button', { name: /^Watch stock of / })
      .first()
      .click();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: /Switch to (dark|light) mode/ }).click();
    await expectNoAxeViolations(page);
  });
});
