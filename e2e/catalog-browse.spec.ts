import type { Page, Response } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { holdBack } from './holdBack';

// The shell (header, navbar) has its own axe test in shell.spec.ts; these check the page itself.
const SHELL = ['header', 'nav'];

/**
 * Every GET /v3 page the app fetched, in the order the answers came, with the cursor it sent. The body is
 * read only when the test awaits it: scrolling to the end may fetch one more page as the test finishes,
 * and a body read in the listener then fails after the test has ended.
 */
function recordCatalogPages(page: Page) {
  const pages: { startAfterPart: string; parts: Promise<string[]> }[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (!/\/v3$/.test(url.pathname) || response.request().method() !== 'GET') return;
    const parts = response.json().then((body: { part: string }[]) => body.map((p) => p.part));
    // Kept rejecting for the test that awaits it; a page nobody awaits is not an unhandled rejection.
    parts.catch(() => undefined);
    pages.push({ startAfterPart: url.searchParams.get('startAfterPart') ?? '', parts });
  });
  return {
    count: () => pages.length,
    read: () =>
      Promise.all(pages.map(async (p) => ({ startAfterPart: p.startAfterPart, parts: await p.parts }))),
  };
}

const loadedCount = async (page: Page) => {
  const text = await page
    .getByRole('status')
    .filter({ hasText: /parts? loaded/ })
    .innerText();
  return Number((/^[\d.,\s\u202f]+/.exec(text)?.[0] ?? '').replace(/\D/g, ''));
};

test.describe('browse the catalog', () => {
  test("the table's box is held while its code loads: the count and Load more below it stay put", async ({
    page,
  }) => {
    // The virtual table's code is held back, as a slow network holds it; the first page of parts is there.
    const virtualTable = await holdBack(page, /\/assets\/VirtualTable-[^/]+\.js$/);
    await page.goto('/parts');
    const loading = page.getByRole('status', { name: 'Loading Catalog parts' });
    await expect(loading).toBeVisible();
    const loadMore = page.getByRole('button', { name: 'Load more' });
    await expect(loadMore).toBeVisible();
    expect(virtualTable.requests()).toBe(1);
    const before = await loadMore.boundingBox();
    virtualTable.release();
    await expect(page.getByRole('table', { name: 'Catalog parts' }).getByRole('row').nth(1)).toBeVisible();
    expect(await loadMore.boundingBox()).toEqual(before);
  });

  // Chrome logs a fetch aborted while the mock service worker answers it as net::ERR_FAILED; aborting is
  // intended (leaving a page, or a hover preload the router cancels on click).
  test.use({ allowConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

  test('pages through three pages by button and by scrolling, in order, without duplicates', async ({
    page,
  }) => {
    const catalogPages = recordCatalogPages(page);
    await page.goto('/parts');
    await expect(page.getByRole('heading', { level: 1, name: 'Browse parts' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Catalog parts' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const first = await loadedCount(page);
    expect(first).toBeGreaterThan(0);

    // Page 2 by the button.
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => loadedCount(page)).toBeGreaterThan(first);
    const second = await loadedCount(page);

    // Page 3 by scrolling the table to its end.
    await table.hover();
    await expect(async () => {
      await page.mouse.wheel(0, 20_000);
      expect(await loadedCount(page)).toBeGreaterThan(second);
    }).toPass();

    await expect.poll(() => catalogPages.count()).toBeGreaterThanOrEqual(3);
    const pages = await catalogPages.read();
    const [p1, p2, p3] = pages;
    expect(p1?.startAfterPart).toBe('');
    expect(p2?.startAfterPart).toBe(p1?.parts.at(-1));
    expect(p3?.startAfterPart).toBe(p2?.parts.at(-1));
    const all = pages.flatMap((p) => p.parts);
    expect(new Set(all).size, 'no part appears twice').toBe(all.length);
    // The catalog is in ordinal part-number order, across page boundaries too.
    const sorted = [...all].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(all).toEqual(sorted);

    // The table shows what was loaded: the last loaded row sits at the end of the scrolled table.
    await expect(async () => {
      await page.mouse.wheel(0, 20_000);
      const last = (await catalogPages.read()).flatMap((p) => p.parts).at(-1) ?? '';
      await expect(table.getByRole('link', { name: last, exact: true })).toBeVisible({ timeout: 500 });
    }).toPass();
    // One header row plus every loaded part (read together: scrolling may still be loading a page).
    await expect
      .poll(async () => Number(await table.getAttribute('aria-rowcount')) - (await loadedCount(page)))
      .toBe(1);
  });

  test('a part number is a real link to its page', async ({ page }) => {
    await page.goto('/parts');
    const link = page.getByRole('table', { name: 'Catalog parts' }).getByRole('link').first();
    const part = await link.innerText();
    await expect(link).toHaveAttribute('href', `/parts/${encodeURIComponent(part)}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/parts/${encodeURIComponent(part)}(\\?.*)?$`));
  });

  test('prices follow ?currency=EUR from the URL, and a bad currency falls back to the setting', async ({
    page,
  }) => {
    await page.goto('/parts?currency=EUR');
    const table = page.getByRole('table', { name: 'Catalog parts' });
    const firstRow = table.getByRole('row').nth(1);
    await expect(firstRow.getByRole('cell').nth(7)).toContainText('€');
    await expect(page.getByText('Prices are in EUR, as set by this link.')).toBeVisible();
    await expectNoAxeViolations(page, { exclude: SHELL });

    await page.goto('/parts?currency=NOPE');
    await expect(table.getByRole('row').nth(1).getByRole('cell').nth(7)).toContainText('$');
  });

  test('has no axe violations in dark mode, and the table scrolls inside its box on a phone', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/parts');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByRole('table', { name: 'Catalog parts' }).getByRole('row').nth(1)).toBeVisible();
    await expectNoAxeViolations(page, { exclude: SHELL });

    await page.setViewportSize({ width: 390, height: 844 });
    // Layout settles after the resize (the shell collapses its navbar, the table measures its box): read
    // the overflow until it does, not once right after the resize.
    await expect
      .poll(() =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      )
      .toBeLessThanOrEqual(0);
  });
});
