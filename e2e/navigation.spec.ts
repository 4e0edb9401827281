import type { Locator, Page, Request } from '@playwright/test';
import { test, expect } from './fixtures';

/** API requests the page sends from now on; the stock watcher's background poll is not a navigation's. */
function countApiRequests(page: Page) {
  const seen: string[] = [];
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.endsWith('/v3/delta/availability')) {
      seen.push(`${request.method()} ${url.pathname}`);
    }
  };
  page.on('request', onRequest);
  return {
    seen,
    stop: () => page.off('request', onRequest),
  };
}

test.describe('navigation', () => {
  test('a part link preloads its page on hover, so the click sends nothing more', async ({ page }) => {
    await page.goto('/');
    const { part, link } = await newestRecentPartLink(page);

    const preload = page.waitForRequest((r) => r.url().includes(`/v3/${encodeURIComponent(part)}`));
    await link.hover();
    await preload;

    const requests = countApiRequests(page);
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: part })).toBeVisible();
    requests.stop();
    expect(requests.seen.filter((r) => r.includes(`/v3/${encodeURIComponent(part)}`))).toEqual([]);
  });

  test('a revisit within the stale time sends no request', async ({ page }) => {
    await page.goto('/');
    const { part, link } = await newestRecentPartLink(page);
    // "Within the stale time" on the page's clock, held still from here: a slow machine's seconds between
    // the visits must not age the cache past its stale time. The page's timers keep running (React reveals
    // the part page's body with one).
    await page.clock.setFixedTime(await page.evaluate(() => Date.now() + 1_000));
    await link.click();
    const heading = page.getByRole('heading', { level: 1, name: part });
    await expect(heading).toBeVisible();
    // The page as a whole: its body (facts, prices, tabs) follows the heading, with the customer price.
    const yourPrice = page.getByRole('region', { name: 'Your price' });
    await expect(yourPrice).toBeVisible();
    await expect(yourPrice.getByText('Asking the pricing service for your price…')).toBeHidden();

    await page.getByRole('link', { name: /home$/ }).click();
    await expect(page.getByRole('table', { name: 'Stock changes, newest first' })).toBeVisible();

    const requests = countApiRequests(page);
    await page.goBack();
    await expect(heading).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('table', { name: 'Stock changes, newest first' })).toBeVisible();
    requests.stop();
    expect(requests.seen).toEqual([]);
  });

  test('a navigation that waits for its data shows a progress bar until the page is there', async ({
    page,
    mock,
  }) => {
    await page.goto('/');
    const { part, link } = await newestRecentPartLink(page);
    await mock.setFault('catalog.part', { kind: 'slow' });
    await link.focus();
    await page.keyboard.press('Enter');
    const bar = page.getByRole('progressbar', { name: 'Loading the page' });
    await expect(bar).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: part })).toBeVisible();
    await expect(bar).toBeHidden();
  });
});

/**
 * The part of the newest stock change on the home page and its link, held to that part: the panel's poll
 * may put a newer change on top between reading the part and using it.
 */
async function newestRecentPartLink(page: Page): Promise<{ part: string; link: Locator }> {
  // The home panels load one by one: once none is loading, no panel arriving above moves the link away
  // from under the pointer (which would cancel a hover's preload).
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  // The open-orders and shipments panels go on reading further pages after their first rows show (a list
  // is read to its end), growing and moving what lies below them: wait until no request is left.
  await page.waitForLoadState('networkidle');
  const panel = page.getByRole('region', { name: 'Recent stock changes' });
  const newest = panel.getByRole('rowheader').getByRole('link').first();
  await expect(newest).toBeVisible();
  const part = (await newest.innerText()).trim();
  return { part, link: panel.getByRole('rowheader').getByRole('link', { name: part, exact: true }).first() };
}
