import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { holdBack } from './holdBack';

/**
 * Pages whose body loads after the first paint (src/lib/lazyAfterFirstPaint.ts): with the body's code held
 * back, as a phone's network holds it, the heading is there and the body's place says what is coming; the
 * body follows once its code comes. A body imported with the page has no file of its own to hold back, and
 * its loading message never shows.
 */
const pages = [
  {
    path: '/parts',
    heading: 'Browse parts',
    body: /\/assets\/ServerCatalogView-[^/]+\.js$/,
    loading: 'Loading the catalog…',
    loaded: (page: Page) => page.getByRole('table', { name: 'Catalog parts' }),
  },
  {
    path: '/orders/new',
    heading: 'New order',
    body: /\/assets\/NewOrderForm-[^/]+\.js$/,
    loading: 'Loading the order form…',
    loaded: (page: Page) => page.getByRole('button', { name: 'Review order' }),
  },
  {
    path: '/search?q=TSH',
    heading: 'Search parts',
    body: /\/assets\/SearchResultsPanel-[^/]+\.js$/,
    loading: 'Loading the results…',
    loaded: (page: Page) => page.getByRole('grid', { name: 'Search results' }),
  },
  {
    path: '/quotes',
    heading: 'Quotes',
    body: /\/assets\/QuotesResults-[^/]+\.js$/,
    loading: 'Loading your quotes…',
    loaded: (page: Page) => page.getByRole('table', { name: 'Quotes' }),
  },
  {
    path: '/settings',
    heading: 'Settings',
    body: /\/assets\/SettingsCards-[^/]+\.js$/,
    loading: 'Loading the connection test and local copies…',
    loaded: (page: Page) => page.getByRole('button', { name: 'Test connection' }),
  },
];

test.describe('the heading comes before the body', () => {
  for (const { path, heading, body, loading, loaded } of pages) {
    test(`${path} shows its heading while its body's code is on its way`, async ({ page }) => {
      const code = await holdBack(page, body);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const waiting = page.getByRole('status').filter({ hasText: loading });
      await expect(waiting).toBeVisible();
      await expect.poll(() => code.requests()).toBeGreaterThan(0);
      await expect(loaded(page)).toHaveCount(0);
      code.release();
      await expect(loaded(page)).toBeVisible();
      await expect(waiting).toHaveCount(0);
    });
  }
});
