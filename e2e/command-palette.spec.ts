import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { BOOK_PRICE_PART, HOT_PARTS, UNSAFE_URL_PART } from '../mocks/data/parts';

type Line = { Id: string; PONumber: string; ConfirmationNumber: string; OrderId: string };

const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Go to a page, part, order or quote' });
const destinations = (page: Page) => page.getByRole('button');

/** Opens the palette from the keyboard and waits until it takes the keys (it loads on first use). */
async function openPalette(page: Page, key: 'Control+k' | '/' = 'Control+k') {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.keyboard.press(key);
  await expect(searchBox(page)).toBeFocused();
}

/**
 * How long the mock holds a slowed lookup: long enough that it never answers on its own while the test
 * types. The test ends the wait itself (`mock.releaseSlowAnswers()`, which also clears the fault, so a
 * lookup that starts after it answers at once). Jumping the page's clock past the delay instead had, on a
 * loaded machine, to be repeated until the page caught up, and the second jump tripped the API module's
 * 20-second request timeout: the part lookup failed and Enter opened an order line.
 */
const HELD_MS = 10_000;

/** Order lines as the mock service answers the palette's lookup (its data follows the pinned clock). */
async function orderLinesMatching(page: Page, term: string): Promise<Line[]> {
  return page.evaluate(
    async (t) => (await fetch(`/api/v1/search?searchTerm=${encodeURIComponent(t)}&matchCount=50`)).json(),
    term,
  ) as Promise<Line[]>;
}

test.describe('command palette', () => {
  test('Ctrl+K jumps to a page by name, keyboard only', async ({ page }) => {
    await page.goto('/');
    await openPalette(page);
    await page.keyboard.type('settings');
    await expect(page.getByRole('button', { name: /^Settings/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/settings$/);
    await expect(searchBox(page)).toBeHidden();
  });

  test('Ctrl+K, a part number and Enter open that part, even before the results have arrived', async ({
    page,
  }) => {
    await page.goto('/');
    await openPalette(page);
    await page.keyboard.type(BOOK_PRICE_PART);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/parts/${BOOK_PRICE_PART}(\\?|$)`));
    await expect(page.getByRole('heading', { level: 1, name: BOOK_PRICE_PART })).toBeVisible();
  });

  test('"/" opens it too: arrows move through the parts found, Enter opens the one chosen', async ({
    page,
  }) => {
    await page.goto('/availability');
    await openPalette(page, '/');
    await page.keyboard.type('TSH-010-254');
    const parts = destinations(page).filter({ hasText: /^TSH-010-254/ });
    await expect(parts.nth(1)).toBeVisible();
    const second =
      (await parts
        .nth(1)
        .getByText(/^TSH-010-254\S*$/)
        .textContent()) ?? '';
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/parts/${encodeURIComponent(second)}(\\?|$)`));
    await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();
  });

  test('typing on while results load: Enter opens the part of the final text, never one of the previous list', async ({
    page,
    mock,
  }) => {
    await page.goto('/');
    await openPalette(page);
    await page.keyboard.type('TSH-010');
    const earlier = page.getByRole('button', { name: BOOK_PRICE_PART, exact: true });
    await expect(earlier).toBeVisible();
    // The user picks an entry of this list, then types on; the next lookups answer late.
    await page.keyboard.press('ArrowDown');
    await mock.setFault('catalog.search', { kind: 'slow', delayMs: HELD_MS });
    await page.keyboard.type('-254-');
    await page.keyboard.type(UNSAFE_URL_PART.slice('TSH-010-254-'.length));
    await expect(earlier).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Opening the first match' })).toBeVisible();
    await mock.releaseSlowAnswers();
    await expect(page).toHaveURL(new RegExp(`/parts/${UNSAFE_URL_PART}(\\?|$)`));
    await expect(page.getByRole('heading', { level: 1, name: UNSAFE_URL_PART })).toBeVisible();
  });

  test('when the results arrive the first one is what Enter opens', async ({ page, mock }) => {
    await page.goto('/');
    await openPalette(page);
    await mock.setFault('catalog.search', { kind: 'slow', delayMs: HELD_MS });
    // The results arrive after the last keystroke: the highlight must move onto them, not stay where the
    // keystroke left it (on no entry at all while nothing was found yet).
    await page.keyboard.type(HOT_PARTS[1]);
    const found = destinations(page).filter({ hasText: HOT_PARTS[1] }).first();
    await mock.releaseSlowAnswers();
    await expect(found).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/parts/${HOT_PARTS[1]}(\\?|$)`));
  });

  test('an order line by its PO number, keyboard only', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const lines = await orderLinesMatching(page, '4');
    // A PO of digits only could also be a quote id: the order line it names exactly comes first.
    const line = lines.find((l) => /^\d+$/.test(l.PONumber));
    if (!line) throw new Error('the mock data has no order line with a PO of digits only');
    await openPalette(page);
    await page.keyboard.type(line.PONumber);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/orders\/search\?.*line=[^&]+/);
    const panel = page.getByRole('dialog', { name: new RegExp(`^Order ${line.OrderId}, line`) });
    await expect(panel).toBeVisible();
    await expect(panel.getByText(line.PONumber, { exact: true })).toBeVisible();
  });

  test('an order line is found by its confirmation number', async ({ page }) => {
    await page.goto('/');
    await openPalette(page);
    await page.keyboard.type('SO41');
    await expect(page.getByRole('button', { name: /confirmation SO41/ }).first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/orders\/search\?.*q=SO41/);
    await expect(page).toHaveURL(/[?&]line=[^&]+/);
    await expect(page.getByRole('dialog', { name: /^Order .+, line / })).toBeVisible();
  });

  test('a quote by its id, keyboard only', async ({ page }) => {
    await page.goto('/');
    const panel = page.getByRole('region', { name: 'Quotes expiring within 30 days' });
    const id = (await panel.getByRole('link', { name: /^\d+$/ }).first().textContent()) ?? '';
    await openPalette(page);
    await page.keyboard.type(id);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/quotes\\?opportunityId=${id}(&|$)`));
    await expect(page.getByRole('button', { name: `Details of quote ${id}` })).toBeVisible();
  });

  test('"/" typed in a text field stays a character', async ({ page }) => {
    await page.goto('/');
    const box = page
      .getByRole('search', { name: 'Part search' })
      .getByRole('combobox', { name: 'Search parts' });
    await box.fill('');
    await box.press('/');
    await expect(box).toHaveValue('/');
    await expect(page.getByRole('textbox', { name: 'Go to a page, part, order or quote' })).toBeHidden();
  });
});
