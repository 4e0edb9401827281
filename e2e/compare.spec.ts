import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './axe';

// The shell (header, navbar) has its own axe test in shell.spec.ts; these check the page itself.
const SHELL = ['header', 'nav'];

const money = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test.describe('compare', () => {
  // Chrome logs a fetch aborted while the mock service worker answers it as net::ERR_FAILED; aborting is
  // intended (leaving a page, or a hover preload the router cancels on click).
  test.use({ allowConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

  test('choose parts from browse and search, open the comparison and price them at a quantity', async ({
    page,
  }) => {
    await page.goto('/parts');
    const catalog = page.getByRole('table', { name: 'Catalog parts' });
    const firstLink = catalog.getByRole('row').nth(1).getByRole('link');
    const fromBrowse = await firstLink.innerText();
    await catalog.getByRole('checkbox', { name: `Compare ${fromBrowse}`, exact: true }).check();
    const tray = page.getByRole('region', { name: 'Compare selection' });
    await expect(tray.getByRole('link', { name: 'Compare (1)' })).toBeVisible();

    await page.goto('/search?q=tsh-010');
    const grid = page.getByRole('grid', { name: 'Search results' });
    const picked: string[] = [fromBrowse];
    for (const row of [1, 2]) {
      const part = await grid.getByRole('row').nth(row).getByRole('link').innerText();
      await grid.getByRole('checkbox', { name: `Compare ${part}`, exact: true }).check();
      picked.push(part);
    }
    const open = tray.getByRole('link', { name: 'Compare (3)' });
    await expect(open).toHaveAttribute(
      'href',
      `/compare?parts=${picked.map(encodeURIComponent).join('%2C')}`,
    );
    await open.click();

    await expect(page.getByRole('heading', { level: 1, name: 'Compare parts' })).toBeVisible();
    const table = page.getByRole('table', { name: /Comparison of/ });
    for (const part of picked) {
      await expect(
        table.getByRole('columnheader').getByRole('link', { name: part, exact: true }),
      ).toBeVisible();
    }
    await page.getByRole('textbox', { name: 'Quantity' }).fill('100');
    await expect(page).toHaveURL(/qty=100/);
    const unitRow = table.getByRole('row', { name: /Unit price at 100/ });
    const extendedRow = table.getByRole('row', { name: /Extended price for 100/ });
    await expect(unitRow).toBeVisible();
    for (let i = 0; i < picked.length; i++) {
      const unit = money(await unitRow.getByRole('cell').nth(i).locator('span').first().innerText());
      const cell = extendedRow.getByRole('cell').nth(i);
      const extended = money(await cell.locator('span').first().innerText());
      // Below a part's minimum order (or between full packs) the comparison prices the quantity that can be
      // ordered, and says so, starting from the quantity asked for.
      const adjusted = /For 100: (?:the minimum order is|round up to) ([\d,]+)/.exec(await cell.innerText());
      const priced = adjusted ? money(adjusted[1] ?? '') : 100;
      expect(extended).toBeCloseTo(unit * priced, 1);
      await expect(extendedRow.getByRole('cell').nth(i)).toContainText('$');
    }
    await expect(table.getByRole('row', { name: /RoHS/ })).toContainText('Compliant');
    await expectNoAxeViolations(page, { exclude: SHELL });

    // Removing a part rewrites the URL.
    await table.getByRole('button', { name: `Remove ${picked[2]} from comparison` }).click();
    await expect(page).toHaveURL(new RegExp(`parts=${encodeURIComponent(picked[0] ?? '')}`));
    await expect(table.getByRole('columnheader')).toHaveCount(2);
  });

  test('a part without data says so in its own column; the others stay', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/compare?parts=TSH-010-254-DG,NO-SUCH-PART,SSK-020-100-DA&currency=EUR');
    const table = page.getByRole('table', { name: /Comparison of/ });
    await expect(table.getByText('No data for this part number')).toBeVisible();
    await expect(table.getByRole('row', { name: /Stock/ }).getByRole('cell')).toHaveCount(2);
    await expect(
      table
        .getByRole('row', { name: /^Unit price at 1 / })
        .getByRole('cell')
        .first(),
    ).toContainText('€');
    // A description with markup is text, never HTML.
    await expect(table.getByText('<script>', { exact: false })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expectNoAxeViolations(page, { exclude: SHELL });
  });

  test('a garbage list shows the empty state', async ({ page }) => {
    for (const bad of ['A,,B', ',A']) {
      await page.goto(`/compare?parts=${bad}&qty=-4`);
      await expect(page.getByRole('heading', { name: 'Nothing to compare yet' })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Search parts' })).toHaveAttribute('href', '/search');
  });

  test('four parts at most can be chosen', async ({ page }) => {
    await page.goto('/search?q=tsh&count=10');
    const grid = page.getByRole('grid', { name: 'Search results' });
    const boxes = grid.getByRole('checkbox');
    for (let i = 0; i < 4; i++) await boxes.nth(i).check();
    await expect(boxes.nth(4)).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Compare (4)' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByRole('region', { name: 'Compare selection' })).toHaveCount(0);
  });
});
