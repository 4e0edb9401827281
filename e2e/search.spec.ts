import { test, expect } from './fixtures';
import { typeWithinDebounce } from './typing';
import { expectNoAxeViolations } from './axe';

// The shell (header, navbar) has its own axe test in shell.spec.ts; these check the page itself.
const SHELL = ['header', 'nav'];

test.describe('search', () => {
  // Chrome logs an aborted fetch that the mock service worker was answering as net::ERR_FAILED; aborting
  // is intended here (a superseded search, or a hover/focus preload the router cancels).
  test.use({ allowConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

  test('searches as you type: one debounced request, highlighted matches, arrow keys and Enter open a part', async ({
    page,
  }) => {
    const queries: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/v3/search')) queries.push(url.searchParams.get('query') ?? '');
    });
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 3, name: 'Search the catalog' })).toBeVisible();
    const box = page.getByRole('searchbox', { name: 'Part number or description' });
    await typeWithinDebounce(page, box, 'tsh-01');
    await expect(page).toHaveURL(/[?&]q=tsh-01/);
    const grid = page.getByRole('grid', { name: 'Search results' });
    await expect(grid.getByRole('row')).toHaveCount(11);
    // Only the settled term was sent: no request per keystroke and none for the empty box.
    expect(queries).toEqual(['tsh-01']);
    await expect(grid.locator('mark').first()).toHaveText(/^tsh-01$/i);

    const secondLink = grid.getByRole('row').nth(2).getByRole('link');
    const secondPart = await secondLink.innerText();
    await box.press('ArrowDown');
    await expect(grid.getByRole('row').nth(1).getByRole('link')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(secondLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/parts/${encodeURIComponent(secondPart)}(\\?.*)?$`));
  });

  test('the previous results stay on screen while the next term loads: no flash of a loading state', async ({
    page,
    mock,
  }) => {
    await page.goto('/search?q=tsh-010');
    const grid = page.getByRole('grid', { name: 'Search results' });
    const first = grid.getByRole('row').nth(1).getByRole('link');
    await expect(first).toHaveText(/^TSH-010/);
    const before = (await first.innerText()).trim();
    await mock.setFault('catalog.search', { kind: 'slow', delayMs: 2_000 });
    await page.getByRole('searchbox', { name: 'Part number or description' }).fill('ssk-040');
    await expect(page.getByRole('status').filter({ hasText: /results for .*, updating…/ })).toBeVisible();
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(grid.getByRole('link', { name: before, exact: true })).toBeVisible();
    // Then the new answer replaces them.
    await expect(first).toHaveText(/^SSK-040/);
    await expect(grid).toHaveAttribute('aria-busy', 'false');
    await expect(grid.getByRole('link', { name: before, exact: true })).toHaveCount(0);
  });

  test('arrow up from the first result returns to the search box', async ({ page }) => {
    await page.goto('/search?q=header');
    const grid = page.getByRole('grid', { name: 'Search results' });
    await expect(grid.getByRole('row').nth(1)).toBeVisible();
    const box = page.getByRole('searchbox', { name: 'Part number or description' });
    await box.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await expect(grid.getByRole('row').nth(1).getByRole('checkbox')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(box).toBeFocused();
  });

  test('a deep link restores term, count and numbers-only mode', async ({ page }) => {
    await page.goto('/search?q=header&count=25&mode=numbers');
    await expect(page.getByRole('searchbox', { name: 'Part number or description' })).toHaveValue('header');
    await expect(page.getByRole('combobox', { name: 'Results' })).toHaveValue('25');
    await expect(page.getByRole('radio', { name: 'Part numbers only' })).toBeChecked();
    const grid = page.getByRole('grid', { name: 'Search results' });
    await expect(grid.getByRole('row')).toHaveCount(26);
    await expect(grid.getByRole('columnheader', { name: 'Description' })).toHaveCount(0);
    await expect(page).toHaveTitle(/header/);

    // Back to full details: the same term, with descriptions.
    await page.getByText('Full details').click();
    await expect(page).toHaveURL(/mode=full/);
    await expect(grid.getByRole('columnheader', { name: 'Description' })).toBeVisible();
    await expect(grid.getByRole('row')).toHaveCount(26);
  });

  test('the result count is a URL choice', async ({ page }) => {
    await page.goto('/search?q=socket');
    const grid = page.getByRole('grid', { name: 'Search results' });
    await expect(grid.getByRole('row')).toHaveCount(11);
    await page.getByRole('combobox', { name: 'Results' }).selectOption('50');
    await expect(page).toHaveURL(/count=50/);
    await expect(grid.getByRole('row')).toHaveCount(51);
  });

  test('garbage search params fall back to defaults', async ({ page }) => {
    await page.goto('/search?q=header&count=7&mode=weird');
    await expect(page.getByRole('combobox', { name: 'Results' })).toHaveValue('10');
    await expect(page.getByRole('radio', { name: 'Full details' })).toBeChecked();
    await expect(page.getByRole('grid', { name: 'Search results' }).getByRole('row')).toHaveCount(11);
  });

  test('no match: an empty state that suggests what to try', async ({ page }) => {
    await page.goto('/search?q=zzqqxx');
    await expect(page.getByRole('heading', { name: 'No parts match “zzqqxx”' })).toBeVisible();
    await expectNoAxeViolations(page, { exclude: SHELL });
    await page.getByRole('link', { name: 'TSH', exact: true }).click();
    await expect(page).toHaveURL(/q=TSH/);
    await expect(page.getByRole('searchbox', { name: 'Part number or description' })).toHaveValue('TSH');
    await expect(page.getByRole('grid', { name: 'Search results' }).getByRole('row').nth(1)).toBeVisible();
  });

  test('the header search opens the results page', async ({ page }) => {
    await page.goto('/parts');
    const header = page.getByRole('search', { name: 'Part search' });
    await header.getByRole('combobox', { name: 'Search parts' }).fill('FPC');
    await header.getByRole('combobox', { name: 'Search parts' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=FPC/);
    await expect(page.getByRole('grid', { name: 'Search results' }).getByRole('row').nth(1)).toBeVisible();
  });

  test('has no axe violations with results in light and dark', async ({ page }) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/search?q=tsh');
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await expect(page.getByRole('grid', { name: 'Search results' }).locator('mark').first()).toBeVisible();
      await expectNoAxeViolations(page, { exclude: SHELL });
    }
  });
});
