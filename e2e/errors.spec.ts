import { test, expect } from './fixtures';
import { holdBack } from './holdBack';
import { expectNoAxeViolations } from './axe';
import { BOOK_PRICE_PART } from '../mocks/data/parts';

const partPath = `/parts/${encodeURIComponent(BOOK_PRICE_PART)}`;

test.describe('error states say what went wrong and what to do', () => {
  test.use({ allowConsoleErrors: [/status of (401|403|429|500)/] });

  test('a malformed answer names the failing field, keeps the shell, and Try again recovers', async ({
    page,
    mock,
  }) => {
    await mock.setFaultBeforeLoad('catalog.part', { kind: 'malformed', once: true });
    await page.goto(partPath);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Unexpected answer');
    await expect(alert).toContainText('field "id" expected');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expectNoAxeViolations(page);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: BOOK_PRICE_PART })).toBeVisible();
  });

  test('a refused token says so and leads to Settings', async ({ page, mock }) => {
    await mock.setFaultBeforeLoad('catalog.list', { kind: 'unauthorized' });
    await page.goto('/parts');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Not authorised');
    await expect(alert).toContainText('Add your token in Settings');
    await alert.getByRole('link', { name: 'Open Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('rate limiting says how long to wait', async ({ page, mock }) => {
    await mock.setFaultBeforeLoad('catalog.search', { kind: 'rate-limited', retryAfterSeconds: 120 });
    await page.goto('/search?q=TSH-010');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Too many requests');
    await expect(alert).toContainText('Wait 120 seconds');
  });

  test("the first page does not wait for the demo controls' code; the badge opens them once it comes", async ({
    page,
  }) => {
    // The control panel's code is held back, as a slow network holds it.
    const controls = await holdBack(page, /\/assets\/MockControlPanel-[^/]+\.js$/);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Find the right part' })).toBeVisible();
    await expect.poll(controls.requests).toBe(1);
    controls.release();
    await page.getByRole('button', { name: /Demo data/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Demo controls' });
    await expect(drawer.getByRole('combobox', { name: 'Endpoint' })).toBeVisible();
  });

  test('the demo controls inject a fault that the page then explains', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Demo data/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Demo controls' });
    await drawer.getByRole('combobox', { name: 'Endpoint' }).click();
    await page.getByRole('option', { name: 'catalog.search', exact: true }).click();
    await drawer.getByRole('combobox', { name: 'Fault' }).click();
    await page.getByRole('option', { name: '403 Forbidden' }).click();
    await drawer.getByRole('button', { name: 'Inject fault' }).click();
    await expect(drawer.getByRole('button', { name: 'Clear the fault on catalog.search' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Search parts' }).fill('TSH-010');
    await page.getByRole('combobox', { name: 'Search parts' }).press('Enter');
    await expect(page.getByRole('alert')).toContainText('Access denied');
  });
});

test('dates show their UTC value on hover', async ({ page }) => {
  await page.goto('/availability');
  const firstTime = page.getByRole('table', { name: 'Stock changes, newest first' }).locator('time').first();
  const iso = await firstTime.getAttribute('datetime');
  await firstTime.hover();
  const expected = `${new Date(iso ?? '').toISOString().slice(0, 16).replace('T', ' ')}`;
  await expect(page.getByRole('tooltip')).toContainText(expected);
  await expect(page.getByRole('tooltip')).toContainText(/UTC$/);
});

test('Settings reset the demo data to its seed', async ({ page, mock }) => {
  await page.goto(partPath);
  await expect(page.getByRole('heading', { level: 1, name: BOOK_PRICE_PART })).toBeVisible();
  await mock.bumpStock(BOOK_PRICE_PART, 987_654);
  await page.reload();
  await expect(page.getByText('987,654')).toBeVisible();

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Reset demo data' }).click();
  await expect(page.getByText('Demo data reset')).toBeVisible();
  await page.goto(partPath);
  await expect(page.getByRole('heading', { level: 1, name: BOOK_PRICE_PART })).toBeVisible();
  await expect(page.getByText('987,654')).toHaveCount(0);
});
