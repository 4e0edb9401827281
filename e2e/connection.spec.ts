import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './axe';

const APIS = ['Catalog', 'Pricing', 'Quotes', '3D models', 'Orders', 'Usage statistics'];

function fakeJwt(payload: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.c2lnbmF0dXJl`;
}

const results = (page: Page) => page.getByRole('list', { name: 'Connection test results' });
const resultOf = (page: Page, api: string) =>
  results(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(api, { exact: true }) });

test.describe('connection test', () => {
  test('reports every API reachable on the demo', async ({ page }) => {
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Test connection' }).click();
    for (const api of APIS) await expect(resultOf(page, api)).toContainText('Reachable');
    await expect(results(page).getByRole('listitem')).toHaveCount(APIS.length);
    await expectNoAxeViolations(page);
  });

  test.describe('when one API refuses the token', () => {
    test.use({ allowConsoleErrors: [/status of 403/] });

    // The portal never refuses on the claim's values (not in the spec): every API is asked, and only
    // the service's 401/403 is reported as refused, with the APIs the token lists beside it.
    test('names the refused API and shows the token’s apps claim beside it', async ({ page, mock }) => {
      await page.goto('/settings');
      await page.getByLabel('Bearer token').fill(fakeJwt({ apps: ['catalog', 'orders', 'quotes'] }));
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('Settings saved')).toBeVisible();
      await mock.setFault('quotes.list', { kind: 'forbidden' });
      await page.getByRole('button', { name: 'Test connection' }).click();
      const quotes = resultOf(page, 'Quotes');
      await expect(quotes).toContainText('Refused');
      await expect(quotes).toContainText('403');
      await expect(quotes).toContainText('Your token lists these APIs: catalog, orders, quotes.');
      await expect(resultOf(page, 'Catalog')).toContainText('Reachable');
      // Pricing is not in the claim, but the service decides: the demo's pricing answers it.
      await expect(resultOf(page, 'Pricing')).toContainText('Reachable');
      // The demo's statistics API refuses a claim without a statistics name (mocks/handlers/usage.ts).
      const stats = resultOf(page, 'Usage statistics');
      await expect(stats).toContainText('Refused by the service (403)');
      await expect(stats).toContainText('Your token lists these APIs: catalog, orders, quotes.');
    });
  });

  test.describe('with a wrong route prefix', () => {
    test.use({ allowConsoleErrors: [/status of 404/] });

    // The demo's mock answers the spec's unprefixed routes and 404 on any other /api path, so a prefix
    // set in Settings (as a deployment with /orders/v1/... would need) simulates a misrouted API.
    test('says the route was not found instead of reporting an empty answer', async ({ page }) => {
      await page.goto('/settings');
      await page.getByLabel('API route prefixes').fill('orders=/orders');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('Settings saved')).toBeVisible();
      await page.getByRole('button', { name: 'Test connection' }).click();
      const orders = resultOf(page, 'Orders');
      await expect(orders).toContainText('Not found');
      await expect(orders).toContainText('check the route prefix');
      await expect(resultOf(page, 'Catalog')).toContainText('Reachable');
    });

    test('refuses a prefix map that does not parse, next to the field', async ({ page }) => {
      await page.goto('/settings');
      await page.getByLabel('API route prefixes').fill('shipping=/x');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText(/Write area=\/prefix entries/)).toBeVisible();
    });
  });
});
