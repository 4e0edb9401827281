import type { Request } from '@playwright/test';
import { test, expect } from './fixtures';
import { typeWithinDebounce } from './typing';

// Search terms: the mock's search matches every word in any order (case and part-number punctuation
// ignored), header suggestions tell variants apart and stay readable, and a network error ends at once.

test.describe('search terms and suggestions', () => {
  test.use({ allowConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

  for (const term of ['1.27 mm header', 'header 1.27', 'TSH010']) {
    test(`the home page example "${term}" finds parts`, async ({ page }) => {
      await page.goto(`/search?q=${encodeURIComponent(term)}`);
      const grid = page.getByRole('grid', { name: 'Search results' });
      await expect(grid.getByRole('row').nth(1)).toBeVisible();
      const rows = await grid.getByRole('row').count();
      expect(rows).toBeGreaterThan(1);
      if (term === 'TSH010') {
        await expect(grid.getByRole('row').nth(1).getByRole('link')).toHaveText(/^TSH-010-/);
      } else {
        // Every word is in each result, in any order.
        for (let i = 1; i < Math.min(rows, 6); i++) {
          await expect(grid.getByRole('row').nth(i)).toContainText(/header/i);
          await expect(grid.getByRole('row').nth(i)).toContainText('1.27');
        }
      }
    });
  }

  test('header suggestions show enough description to tell platings apart, readable when selected', async ({
    page,
  }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search parts' });
    await box.pressSequentially('TSH-010-254-D');
    const options = page.getByRole('listbox', { name: 'Matching parts' });
    await expect(options.getByRole('option', { name: /TSH-010-254-DA\b/ }).first()).toContainText(
      '30 µin gold contacts',
    );
    await expect(options.getByRole('option', { name: /TSH-010-254-DT\b/ }).first()).toContainText(
      'matte tin contacts',
    );
    await box.press('ArrowDown');
    const selected = options.locator('[data-combobox-selected]');
    await expect(selected).toHaveCount(1);
    // The highlighted match is dark on yellow, not white on pale yellow.
    await expect(selected.locator('mark').first()).toHaveCSS('color', 'rgb(0, 0, 0)');
  });

  test('a network error ends "Searching…" at once with a message', async ({ page, mock }) => {
    await page.goto('/');
    await mock.setFault('catalog.search', { kind: 'network-error' });
    // "At once" without a stopwatch: the message comes from the first failed lookup, not after retries.
    const isLookup = (request: Request) => {
      const url = new URL(request.url());
      return url.pathname.endsWith('/v3/search') && url.searchParams.get('query') === 'SSK';
    };
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (isLookup(request)) lookups.push(request.url());
    });
    // The browser reports a request the demo's service worker answered a moment after the page saw it.
    const lookupSeen = page.waitForRequest(isLookup);
    const box = page.getByRole('combobox', { name: 'Search parts' });
    await typeWithinDebounce(page, box, 'SSK');
    const options = page.getByRole('listbox', { name: 'Matching parts' });
    await expect(options.getByText(/Suggestions are unavailable/)).toBeVisible();
    await expect(options.getByText('Searching…')).toHaveCount(0);
    await lookupSeen;
    expect(lookups, 'lookups of "SSK" before the message').toHaveLength(1);
  });
});
