import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens a focused select with ArrowDown, moves to an option with ArrowDown and takes it with Enter, as a
 * person does: each key once the list shows the previous one. Keys sent while the list is still rendering
 * find no options and are lost (seen under a CPU hog: the list open, nothing chosen).
 */
export async function chooseByKeys(page: Page, select: Locator): Promise<void> {
  await page.keyboard.press('ArrowDown');
  await expect(select).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(select).toHaveAttribute('aria-activedescendant', /./);
  await page.keyboard.press('Enter');
  await expect(select).not.toHaveValue('');
}
