import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { reviewOneLineOrder } from './orderDraft';
import { MOCK_ORDER_NAMES } from '../mocks/orderNames';

/**
 * The API profile (README, "API profile"): the mock is switched to expect another service's names for
 * what the spec does not name (mocks/orderNames.ts, written apart from the portal's), and the portal is
 * configured with those names through api-profile.json beside the app. Every order page still works.
 * The profile is read at start, before the demo's worker serves the page, so each test loads one page
 * and moves on inside the app.
 */

const ALTERNATE = MOCK_ORDER_NAMES.alternate;

async function serveAlternateNames(
  page: Page,
  mock: { switchServiceBeforeLoad: (c: { orderNames: 'alternate' }) => Promise<void> },
) {
  await page.route('**/api-profile.json', (route) => route.fulfill({ json: ALTERNATE }));
  await mock.switchServiceBeforeLoad({ orderNames: 'alternate' });
}

const ignoredNotice = (page: Page) => page.getByRole('alert').filter({ hasText: 'The service ignored' });

test.describe('a service with other names, and the portal configured with them', () => {
  test('open orders, order search and history filter as asked', async ({ page, mock }) => {
    await serveAlternateNames(page, mock);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/v1/')) sent.push(request.url());
    });
    await page.goto('/orders?matchCount=20');
    const open = page.getByRole('table', { name: 'Open order lines' });
    await expect(page.getByRole('status').filter({ hasText: 'loaded' })).toHaveText('20 lines loaded');
    await expect(ignoredNotice(page)).toHaveCount(0);
    expect(sent.some((url) => new URL(url).searchParams.get(ALTERNATE.orders.open.matchCount) === '20')).toBe(
      true,
    );
    const part = (
      await open
        .getByRole('link', { name: /^[A-Z]{3}-/ })
        .first()
        .innerText()
    ).trim();

    await page.getByRole('navigation', { name: 'Order views' }).getByRole('link', { name: 'Search' }).click();
    await page.getByRole('textbox', { name: 'PO, confirmation or part number' }).fill(part);
    await page.getByRole('button', { name: 'Search orders' }).click();
    const found = page.getByRole('table', { name: 'Order lines found' });
    await expect(found.getByRole('row').nth(1)).toBeVisible();
    await expect(ignoredNotice(page)).toHaveCount(0);
    expect(
      sent.some((url) => new URL(url).searchParams.get(ALTERNATE.orders.search.searchTerm) === part),
    ).toBe(true);

    await page
      .getByRole('navigation', { name: 'Order views' })
      .getByRole('link', { name: 'History' })
      .click();
    await page.getByRole('textbox', { name: 'Part number', exact: true }).fill(part);
    await page.getByRole('button', { name: 'Show history' }).click();
    const history = page.getByRole('table', { name: 'Order history lines' });
    await expect(history.getByRole('row').nth(1)).toBeVisible();
    await expect(ignoredNotice(page)).toHaveCount(0);
    expect(sent.some((url) => new URL(url).searchParams.get(ALTERNATE.orders.history.part) === part)).toBe(
      true,
    );
  });

  test('a new order is placed under the service’s field names', async ({ page, mock }) => {
    await serveAlternateNames(page, mock);
    await reviewOneLineOrder(page, 'PO-PROFILE-1');
    await page.getByRole('button', { name: 'Send order' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Order sent' })).toBeVisible();
    expect(await mock.placedOrders('PO-PROFILE-1')).toHaveLength(1);
  });

  test('without the profile the same service ignores the default names, and the page says so', async ({
    page,
    mock,
  }) => {
    await mock.switchServiceBeforeLoad({ orderNames: 'alternate' });
    await page.goto('/orders?part=NO-SUCH-PART-1');
    await expect(ignoredNotice(page)).toContainText('partNumber');
  });
});

test.describe('a malformed profile', () => {
  test('stops the start with a message naming the entry', async ({ page }) => {
    await page.route('**/api-profile.json', (route) =>
      route.fulfill({ json: { orders: { open: { part: 'part number' } } } }),
    );
    await page.goto('/orders');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'The portal could not start' })).toBeVisible();
    await expect(alert).toContainText('api-profile.json is not a valid API profile at orders.open.part');
  });
});
