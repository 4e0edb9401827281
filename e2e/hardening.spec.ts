import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { goInApp } from './inApp';
import { PORTAL_PAGES } from './pages';

/**
 * Bad input, token grants and accessibility (docs/reliability.md) across every page of e2e/pages.ts: hostile URLs fall back to defaults,
 * a token's grants and expiry are reported before anything is sent, and axe (WCAG 2 A/AA) passes in
 * light and dark.
 */

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: unknown) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.sig`;
const TOKEN_KEY = 'parts-portal.token';

/** Every document of the test starts with this token saved, as Settings saves it. */
async function startWithToken(page: Page, token: string): Promise<void> {
  await page.addInitScript(([key, value]) => window.sessionStorage.setItem(key, value), [
    TOKEN_KEY,
    token,
  ] as const);
}

/** Query strings no page should choke on: every one is appended to every page's own path. */
export const HOSTILE_QUERIES = [
  'q=%3Cscript%3Ealert(1)%3C%2Fscript%3E&part=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
  `qty=${'9'.repeat(400)}&count=1e999&since=-99999999999999999&page=-1`,
  'qty=1.5&count=NaN&tab=__proto__&mode=%00&currency=javascript:alert(1)',
  'parts=%F0%9F%A7%AA,%E2%80%AE,%EF%BB%BF&q=%F0%9D%94%98%F0%9D%94%AB&from=//evil.example',
  'currency=EUR&currency=USD&qty=3&qty=-3&tab=models&tab=models',
  'since=%7B%22a%22%3A1%7D&parts=%5B1%2C2%5D&q=%7B%7D&from=javascript:alert(1)',
  '%%%=%%%&&&=&=&q=%ZZ',
];

function withQuery(path: string, query: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

for (const target of PORTAL_PAGES) {
  test.describe(`${target.name}: hostile URLs`, () => {
    // The orders API answers 404 for "no line matches" (spec): the browser logs it, the page shows "none".
    test.use({ allowConsoleErrors: [/^Failed to load resource: the server responded with a status of 404/] });
    test(`${target.name}: hostile URLs give defaults or messages, never a crash`, async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      // The first URL arrives as a new document (the address typed or a link from elsewhere), the others
      // inside the running app (a link or Back): the router validates the search the same way for both.
      for (const [i, query] of HOSTILE_QUERIES.entries()) {
        if (i === 0) await page.goto(withQuery(target.path, query));
        else await goInApp(page, withQuery(target.path, query));
        await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
        // A `from` or any other value never takes the tab off the portal.
        expect(new URL(page.url()).hostname).toBe('localhost');
      }
      expect(dialogs, 'a script from the URL ran').toEqual([]);
    });
  });

  test(`${target.name}: no axe violations in light and dark`, async ({ page }) => {
    // One page load; the colour scheme then follows the system setting live (Mantine's "auto" scheme),
    // as it does when a user switches their system to dark. Up to hundreds of table rows are scanned
    // twice (the stock changes).
    test.slow();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(target.path);
    await expect(target.ready(page)).toBeVisible();
    for (const colorScheme of ['light', 'dark'] as const) {
      await test.step(colorScheme, async () => {
        await page.emulateMedia({ colorScheme });
        // The scheme Mantine's CSS keys off, then the header's toggle that names the other one.
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
        const other = colorScheme === 'light' ? 'dark' : 'light';
        await expect(page.getByRole('button', { name: `Switch to ${other} mode` })).toBeVisible();
        await expect(target.ready(page)).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });
}

test.describe('token claims decide nothing', () => {
  // A real token's apps values are not in the spec (section 5): the portal sends, and the service decides.
  test('a token whose apps claim the portal does not recognise still loads every page', async ({
    page,
    now,
  }) => {
    await startWithToken(page, jwt({ exp: now / 1000 + 3600, apps: ['zqx.parts.read', 'zqx.orders.rw'] }));
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/v3')) apiCalls.push(request.url());
    });
    await page.goto('/search?q=header');
    await expect(page.getByRole('grid', { name: 'Search results' })).toBeVisible();
    expect(apiCalls.length).toBeGreaterThan(0);
    await page.goto('/orders');
    await expect(page.getByRole('table', { name: 'Open order lines' })).toBeVisible();
  });

  test.describe('when the service refuses', () => {
    test.use({ allowConsoleErrors: [/status of 403/] });

    test('a 403 is explained with the APIs the token lists and a way to Settings', async ({
      page,
      mock,
      now,
    }) => {
      await startWithToken(page, jwt({ exp: now / 1000 + 3600, apps: ['zqx.parts.read', 'zqx.orders.rw'] }));
      await mock.setFaultBeforeLoad('catalog.list', { kind: 'forbidden' });
      await page.goto('/parts');
      const alert = page.getByRole('alert').filter({ hasText: 'Access denied' });
      await expect(alert).toContainText('HTTP 403');
      await expect(alert).toContainText('Your token lists these APIs: zqx.parts.read, zqx.orders.rw.');
      await alert.getByRole('link', { name: 'Open Settings' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    });
  });

  test('an expiry in the past is a warning in Settings, and requests are still sent', async ({
    page,
    now,
  }) => {
    const token = jwt({ exp: now / 1000 - 60 });
    await startWithToken(page, token);
    await page.goto('/search?q=header');
    await expect(page.getByRole('grid', { name: 'Search results' })).toBeVisible();
    await page.goto('/settings');
    await expect(page.getByText('This token seems to have expired')).toBeVisible();
    await expect(page.getByText('Requests are still sent')).toBeVisible();
    await expect(page.locator('body')).not.toContainText(token);
  });
});
