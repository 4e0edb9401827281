import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './axe';

test.describe('home', () => {
  test('shows the newest stock changes with links to the parts and to all changes', async ({ page }) => {
    await page.goto('/');
    const panel = page.getByRole('region', { name: 'Recent stock changes' });
    await expect(panel.getByRole('table', { name: 'Stock changes, newest first' })).toBeVisible();
    const partLinks = panel.getByRole('rowheader').getByRole('link');
    await expect(partLinks.first()).toBeVisible();
    expect(await partLinks.count()).toBeLessThanOrEqual(8);
    const times = await panel
      .locator('time')
      .evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''));
    expect(times).toEqual([...times].sort().reverse());

    const firstPart = (await partLinks.first().innerText()).trim();
    await partLinks.first().click();
    await expect(page.getByRole('heading', { level: 1, name: firstPart })).toBeVisible();
    await page.goBack();
    await panel.getByRole('link', { name: 'All stock changes' }).click();
    await expect(page).toHaveURL(/\/availability/);
  });

  test("the panels' code is one file, fetched once the first screen shows, not before it", async ({
    page,
  }) => {
    // On a phone's network, bytes fetched beside the page's own code hold its first screen back
    // (src/lib/firstPaint.ts). The four panels share one chunk (features/home/homePanels.ts): one request,
    // and it finds the search form already on screen.
    const heading = page.getByRole('heading', { level: 1, name: 'Find the right part' });
    const shownWhenRequested: boolean[] = [];
    await page.route(/\/assets\/homePanels-[^/]+\.js$/, async (route) => {
      shownWhenRequested.push(await heading.isVisible());
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByRole('table', { name: 'Stock changes, newest first' })).toBeVisible();
    expect(shownWhenRequested).toEqual([true]);
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width} px the orders' panels arriving last do not move the stock changes already shown`, async ({
      page,
      mock,
    }) => {
      // The stock changes are one call; the orders' panels read every open line and half a year of history,
      // so they usually come last. Here they wait until released, which makes that order certain.
      await page.setViewportSize(viewport);
      await mock.setFaultBeforeLoad('orders.open', { kind: 'slow', delayMs: 120_000 });
      await mock.setFaultBeforeLoad('orders.history', { kind: 'slow', delayMs: 120_000 });
      await page.goto('/');
      const firstPart = page
        .getByRole('region', { name: 'Recent stock changes' })
        .getByRole('rowheader')
        .getByRole('link')
        .first();
      await expect(firstPart).toBeVisible();
      await expect(
        page.getByRole('status').filter({ hasText: "Loading this week's shipments…" }),
      ).toBeVisible();
      const before = await firstPart.boundingBox();
      expect(await mock.releaseSlowAnswers()).toBeGreaterThan(0);
      await expect(
        page.getByRole('table', { name: 'Shipments of the last 7 days, newest first' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: /open lines$/ })).toBeVisible();
      expect(await firstPart.boundingBox()).toEqual(before);
    });
  }

  test.describe('when the stock-change endpoint fails', () => {
    test.use({ allowConsoleErrors: [/status of 500/] });

    test('only that panel shows the error; the search still works', async ({ page, mock }) => {
      await mock.setFaultBeforeLoad('catalog.availability', { kind: 'server-error' });
      await page.goto('/');
      const panel = page.getByRole('alert');
      await expect(panel).toContainText(/server/i);
      await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByLabel('Part number or description').fill('TSH-010');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(/\/search\?q=TSH-010/);
    });
  });
});
