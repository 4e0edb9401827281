import { expect, test } from './fixtures';
import { PORTAL_PAGES } from './pages';

/**
 * Leaving a page while its API requests are in flight (a reload, a typed address) logs nothing and the
 * next page loads its data. In the demo, MSW's worker used to stop serving a page once it was being left
 * and to unregister itself with its last page: requests then reached the web server (404s in the
 * console), the next page loaded uncontrolled and MSW reloaded it. The fixture fails on any console error.
 */
test('leaving pages before their content arrives logs no error and the next page loads', async ({ page }) => {
  test.setTimeout(120_000);
  const apiPages = PORTAL_PAGES.filter((entry) => entry.endpoint !== null);
  // The first visit installs the mock worker; a page that starts loading before it is active is reloaded
  // by MSW, which would only interrupt the test's own navigation.
  await page.goto('/');
  await page.waitForFunction(() => '__partsPortalMock' in window);
  for (const [index, entry] of apiPages.entries()) {
    await page.goto(entry.path, { waitUntil: 'domcontentloaded' });
    if (index % 2 === 0) await page.reload({ waitUntil: 'domcontentloaded' });
  }
  for (const entry of [apiPages[0]!, apiPages.at(-1)!]) {
    await page.goto(entry.path);
    await expect(page.getByRole('heading', { level: 1, name: entry.heading })).toBeVisible();
    await expect(entry.ready(page).first()).toBeVisible();
  }
});
