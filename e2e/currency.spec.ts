import { test, expect } from './fixtures';
import { BOOK_PRICE_PART } from '../mocks/data/parts';

test.describe('one currency parameter', () => {
  test('a part page takes ?currency= in any case, the header shows it, and choosing another rewrites the URL', async ({
    page,
  }) => {
    await page.goto(`/parts/${encodeURIComponent(BOOK_PRICE_PART)}?currency=eur`);
    await expect(page.getByRole('heading', { level: 2, name: 'Prices in EUR' })).toBeVisible();
    const picker = page.getByRole('combobox', { name: 'Currency', exact: true });
    await expect(picker).toHaveValue('EUR');

    await picker.selectOption('GBP');
    await expect(page).toHaveURL(/[?&]currency=GBP(&|$)/);
    await expect(page.getByRole('heading', { level: 2, name: 'Prices in GBP' })).toBeVisible();
    await expect(picker).toHaveValue('GBP');

    // The choice is also the saved default: a page without ?currency= uses it.
    await page.goto('/parts');
    await expect(picker).toHaveValue('GBP');
    await expect(page).not.toHaveURL(/currency=/);
  });

  test('without ?currency= the picker changes the saved currency and the prices follow', async ({ page }) => {
    await page.goto(`/parts/${encodeURIComponent(BOOK_PRICE_PART)}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Prices in USD' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Currency', exact: true }).selectOption('CHF');
    await expect(page.getByRole('heading', { level: 2, name: 'Prices in CHF' })).toBeVisible();
    await expect(page).not.toHaveURL(/currency=/);
  });
});
