// Runs only in the dev pass (playwright.dev.config.ts): the README's `npm run dev`, not the built demo. The
// dev server serves every module under /src, which the built demo never shows (a mock route once answered
// /src/api/*.ts and broke lazy pages).
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { BOOK_PRICE_PART } from '../mocks/data/parts';

async function expectPageShown(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(page.getByText('This page could not be loaded')).toHaveCount(0);
}

test.describe('npm run dev', () => {
  // The first visit compiles modules on demand: slower than the built demo.
  test.describe.configure({ timeout: 120_000 });

  test('opens every navbar page by URL with no console error', async ({ page }) => {
    await page.goto('/');
    await expectPageShown(page);
    const hrefs = await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThanOrEqual(4);
    for (const href of [...hrefs, `/parts/${encodeURIComponent(BOOK_PRICE_PART)}`, '/search?q=TSH']) {
      await page.goto(href);
      await expectPageShown(page);
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  });

  test('reaches the part page and Settings by link', async ({ page }) => {
    await page.goto('/');
    await expectPageShown(page);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await page.goto(`/search?q=${encodeURIComponent(BOOK_PRICE_PART)}`);
    await page.getByRole('link', { name: BOOK_PRICE_PART }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: BOOK_PRICE_PART })).toBeVisible();
    await expectPageShown(page);
  });
});
