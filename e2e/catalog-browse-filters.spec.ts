import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

const catalogTable = (page: Page) => page.getByRole('table', { name: 'Catalog parts' });

/** The browse page with its first parts on screen (the table shows while its first page loads). */
async function openBrowse(page: Page, path = '/parts'): Promise<void> {
  await page.goto(path);
  await expect(catalogTable(page).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'parts loaded' })).toBeVisible();
}

/** The cells of one column of the rendered rows, by header name. */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  const headers = await catalogTable(page).getByRole('columnheader').allTextContents();
  const index = headers.findIndex((h) => h.includes(header));
  return catalogTable(page)
    .getByRole('row')
    .evaluateAll(
      (rows, i) =>
        rows.slice(1).map((row) => row.querySelectorAll('[role="cell"], td, th')[i]?.textContent ?? ''),
      index,
    );
}

test.describe('browse: the loaded parts', () => {
  test('shows whole descriptions and words an empty stock as on the part page', async ({ page }) => {
    await openBrowse(page);
    const descriptions = await columnTexts(page, 'Description');
    expect(descriptions.some((d) => d.length > 40)).toBe(true);
    const stock = await columnTexts(page, 'Stock');
    expect(stock.some((s) => s === 'Out of stock')).toBe(true);
    expect(stock).not.toContain('0');
  });

  test('sorts the loaded parts by a column header, kept in the URL', async ({ page }) => {
    await openBrowse(page);
    await catalogTable(page)
      .getByRole('columnheader', { name: /Lead days/ })
      .click();
    await expect(page).toHaveURL(/sort=lead\.asc/);
    await expect(catalogTable(page).getByRole('columnheader', { name: /Lead days/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const lead = (await columnTexts(page, 'Lead days')).map((t) => Number(t.replace(/\D/g, '')));
    expect(lead.length).toBeGreaterThan(5);
    expect([...lead].sort((a, b) => a - b)).toEqual(lead);
    await page.reload();
    await expect(catalogTable(page).getByRole('columnheader', { name: /Lead days/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  test('filters the loaded parts by series and stock, with counts, kept in the URL', async ({ page }) => {
    await openBrowse(page);
    const firstSeries = (await columnTexts(page, 'Series'))[0]!;
    await page.getByRole('combobox', { name: 'Series' }).click();
    const option = page.getByRole('option', { name: new RegExp(`^${firstSeries} \\(`) });
    const count = Number(
      ((await option.textContent()) ?? '').replace(/.*\(([\d,]+)\).*/, '$1').replace(/,/g, ''),
    );
    await option.click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/series=/);
    const status = page.getByRole('status').filter({ hasText: 'parts loaded' });
    await expect(status).toContainText(count.toLocaleString('en-US'));
    await expect.poll(async () => new Set(await columnTexts(page, 'Series'))).toEqual(new Set([firstSeries]));

    await page.getByRole('checkbox', { name: 'In stock only' }).check();
    await expect(page).toHaveURL(/stock=/);
    await expect(status).toContainText(/[\d,]+ of [\d,]+ parts loaded/);
    await expect.poll(() => columnTexts(page, 'Stock')).not.toContain('Out of stock');
  });
});
