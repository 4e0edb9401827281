import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { test, expect } from './fixtures';

const table = (page: Page) => page.getByRole('table', { name: 'Stock changes, newest first' });

test.describe('stock changes as a table', () => {
  test('scrolls inside its box, so the page does not grow with the rows', async ({ page, now }) => {
    await page.goto(`/availability?since=${now - 7 * 24 * 3_600_000}`);
    await expect(table(page)).toBeVisible();
    const rows = await table(page).locator('tbody tr').count();
    expect(rows).toBeGreaterThan(100);
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(pageHeight, `${rows} rows must not make a page thousands of pixels long`).toBeLessThan(2_000);
  });

  test('exports exactly the changes shown as CSV', async ({ page, now }) => {
    await page.goto(`/availability?since=${now - 24 * 3_600_000}`);
    await expect(table(page)).toBeVisible();
    const shown = await table(page)
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map(
          (tr) =>
            `${tr.querySelector('time')?.getAttribute('datetime')}|${tr.querySelector('a')?.textContent}`,
        ),
      );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^stock-changes.*\.csv$/);
    const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
    expect(parsed.meta.fields).toEqual(expect.arrayContaining(['When (UTC)', 'Part', 'Stock']));
    expect(parsed.data.map((row) => `${row['When (UTC)']}|${row['Part']}`)).toEqual(shown);
  });

  test('on a phone the watch list comes before the changes', async ({ page, now }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/availability?since=${now - 24 * 3_600_000}`);
    await expect(table(page)).toBeVisible();
    const watch = await page.getByRole('heading', { name: 'Watch list' }).boundingBox();
    const changes = await table(page).boundingBox();
    expect(watch!.y).toBeLessThan(changes!.y);
  });

  test('home shows a Change column only with a known previous stock, never a column of dashes', async ({
    page,
  }) => {
    await page.goto('/');
    const recent = page.getByRole('region', { name: 'Recent stock changes' });
    const homeTable = recent.getByRole('table');
    await expect(homeTable).toBeVisible();
    const headers = await homeTable.getByRole('columnheader').allTextContents();
    if (!headers.some((h) => h.includes('Change'))) return;
    const changeIndex = headers.findIndex((h) => h.includes('Change'));
    const cells = await homeTable
      .locator('tbody tr')
      .evaluateAll((trs, i) => trs.map((tr) => tr.children[i]?.textContent?.trim() ?? ''), changeIndex);
    expect(cells.some((cell) => /\d/.test(cell))).toBe(true);
  });
});
