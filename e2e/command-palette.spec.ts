import { test, expect } from './fixtures';

test.describe('command palette', () => {
  test('Ctrl+K jumps to a page by name, keyboard only', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Control+k');
    const search = page.getByRole('textbox', { name: 'Go to a page, part, order or quote' });
    await expect(search).toBeFocused();
    await page.keyboard.type('settings');
    await expect(page.getByRole('button', { name: /^Settings/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/settings$/);
    await expect(search).toBeHidden();
  });

  test('an order line is found by its confirmation number', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('textbox', { name: 'Go to a page, part, order or quote' })).toBeFocused();
    await page.keyboard.type('SO41');
    await expect(page.getByRole('button', { name: /confirmation SO41/ }).first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/orders\/search\?.*q=SO41/);
    await expect(page).toHaveURL(/[?&]line=[^&]+/);
  });

  test('"/" typed in a text field stays a character', async ({ page }) => {
    await page.goto('/');
    const box = page
      .getByRole('search', { name: 'Part search' })
      .getByRole('combobox', { name: 'Search parts' });
    await box.fill('');
    await box.press('/');
    await expect(box).toHaveValue('/');
    await expect(page.getByRole('textbox', { name: 'Go to a page, part, order or quote' })).toBeHidden();
  });
});
