import { test, expect } from './fixtures';
import { BOOK_PRICE_PART, NCNR_PART } from '../mocks/data/parts';

const part = (tab: string) => `/parts/${encodeURIComponent(BOOK_PRICE_PART)}?tab=${tab}`;

/** Every page with a table, and the table it shows. */
const TABLES = [
  { path: '/', table: 'Stock changes, newest first' },
  { path: '/parts', table: 'Catalog parts' },
  { path: part('related'), table: 'Related parts' },
  { path: part('compliance'), table: 'Environmental compliance' },
  { path: part('models'), table: '3D models and drawings' },
  { path: `/parts/${encodeURIComponent(BOOK_PRICE_PART)}?qty=750`, table: 'Price breaks' },
  { path: `/compare?parts=${encodeURIComponent(`${BOOK_PRICE_PART},${NCNR_PART}`)}`, table: /Comparison of/ },
  { path: '/availability', table: 'Stock changes, newest first' },
];

test.describe('tables on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const { path, table } of TABLES) {
    test(`${path} shows its table without scrolling the page sideways`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('table', { name: table }).getByRole('row').nth(1)).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test('the catalog keeps part and stock in the row; the other columns open in the row’s detail', async ({
    page,
  }) => {
    await page.goto('/parts');
    const table = page.getByRole('table', { name: 'Catalog parts' });
    const firstRow = table.getByRole('row').nth(1);
    await expect(firstRow.getByRole('link')).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Stock' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Description' })).toHaveCount(0);
    // The part and its stock fit the 364 px box: nothing scrolls sideways inside it either.
    const inner = await table.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(inner).toBeLessThanOrEqual(0);

    const partNumber = (await firstRow.getByRole('link').innerText()).trim();
    const toggle = firstRow.getByRole('button', { name: `Details of ${partNumber}` });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const detail = table.getByRole('row').nth(2);
    await expect(detail.getByRole('term').filter({ hasText: 'Description' })).toBeVisible();
    await expect(detail.getByRole('term').filter({ hasText: 'Lifecycle' })).toBeVisible();
    await expect(detail.getByRole('checkbox', { name: `Compare ${partNumber}`, exact: true })).toBeVisible();
  });
});
