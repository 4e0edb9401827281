import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { chooseByKeys } from './selectByKeys';
import { FEATURED_QUOTES } from '../mocks/data/quotes';

/**
 * Keyboard alone (docs/reliability.md): one whole order and one pricing by keyboard alone (Tab, Shift+Tab, Enter, Space,
 * arrows and typing; no click, no programmatic focus). Every stop on the way must show where focus is.
 */

/** What the focused element shows as its focus indicator, or a description of it when it shows none. */
async function focusIndicatorProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return null;
    const style = getComputedStyle(el);
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return null;
    if (style.boxShadow !== 'none') return null;
    // Mantine inputs show focus with the primary colour on their border instead of an outline.
    const probe = document.createElement('span');
    probe.style.color = 'var(--mantine-primary-color-filled)';
    document.body.append(probe);
    const primary = getComputedStyle(probe).color;
    probe.remove();
    if (style.borderTopColor === primary || style.borderBottomColor === primary) return null;
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return `<${el.tagName.toLowerCase()}> "${name}" shows no focus indicator`;
  });
}

/** Presses Tab (Shift+Tab with `back`) until `target` has focus; every stop must show its focus. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    // Polled: an input's border colour eases in over a short transition.
    await expect.poll(() => focusIndicatorProblem(page)).toBeNull();
  }
  await expect(target).toBeFocused();
}

/** Tabs to a select, opens it with the arrow keys and takes its first option with Enter. */
async function pickFirstOption(page: Page, select: Locator) {
  await tabTo(page, select);
  await chooseByKeys(page, select);
}

test('one whole order by keyboard alone, from an empty draft to its confirmation', async ({ page, mock }) => {
  // A whole order walked key by key is several tests' worth of steps: under 2x CPU throttling it ran past
  // one test's 45 s while every step was still progressing. The steps still wait only for what they need.
  test.slow();
  await page.goto('/orders/new');
  await expect(page.getByRole('heading', { name: 'New order', level: 1 })).toBeVisible();
  // The skip link first, as a keyboard user would.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');

  await tabTo(page, page.getByRole('textbox', { name: 'PO number', exact: true }));
  await page.keyboard.type('PO-KEYBOARD-1');
  for (const label of ['Ship to', 'Bill to', 'Carrier', 'Service level', 'Freight billing'])
    await pickFirstOption(page, page.getByRole('combobox', { name: label }));

  const line = (n: number) => page.getByRole('group', { name: `Line ${n}` });
  await tabTo(page, line(1).getByRole('combobox', { name: 'Part number' }));
  await page.keyboard.type('TSH-010-254-DA');
  await page.keyboard.press('Escape'); // close the suggestions
  await tabTo(page, line(1).getByRole('textbox', { name: 'Quantity' }));
  await page.keyboard.type('50');
  await expect(line(1)).toContainText('Extended');

  // Back up to Add line; the new line's part number takes the focus.
  await tabTo(page, page.getByRole('button', { name: 'Add line' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(line(2).getByRole('combobox', { name: 'Part number' })).toBeFocused();
  await page.keyboard.type('MZS-020-050-DG');
  await page.keyboard.press('Escape');
  await tabTo(page, line(2).getByRole('textbox', { name: 'Quantity' }));
  await page.keyboard.type('5');
  const roundUp = line(2).getByRole('button', { name: 'Round up to 10' });
  await tabTo(page, roundUp);
  await page.keyboard.press('Space');
  // The button is gone once pressed: focus stays on the quantity it changed.
  await expect(line(2).getByRole('textbox', { name: 'Quantity' })).toBeFocused();
  await expect(line(2).getByRole('textbox', { name: 'Quantity' })).toHaveValue('10');

  await tabTo(page, page.getByRole('button', { name: 'Review order' }));
  await page.keyboard.press('Enter');
  const reviewHeading = page.getByRole('heading', { name: 'Review and send', level: 1 });
  await expect(reviewHeading).toBeFocused();
  await expect(page.getByRole('table', { name: 'Order lines to send' }).getByRole('row')).toHaveCount(3);

  await tabTo(page, page.getByRole('button', { name: 'Send order' }));
  await page.keyboard.press('Enter');
  const answer = page.getByRole('status').filter({ hasText: 'Order sent' });
  await expect(answer).toBeFocused();
  await expect(answer.getByRole('link', { name: /^SO\d+$/ })).toHaveCount(1);
  expect(await mock.placedOrders('PO-KEYBOARD-1')).toEqual([
    expect.objectContaining({ poNumber: 'PO-KEYBOARD-1', lineCount: 2 }),
  ]);

  // From the answer on, the next step is reachable too.
  await tabTo(page, page.getByRole('button', { name: 'Start a new order' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'New order', level: 1 })).toBeFocused();
});

test('one pricing by keyboard alone, from the empty form to the quote it shows', async ({ page }) => {
  const part = FEATURED_QUOTES[0].part; // a part with a current quote
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await tabTo(page, page.getByRole('combobox', { name: 'Part number' }));
  await page.keyboard.type(part);
  await page.keyboard.press('Escape'); // close the suggestions
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Quantity' })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('5000');
  await tabTo(page, page.getByRole('button', { name: 'Price', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/qty=5000/);
  await expect(page.getByRole('region', { name: `Price of ${part}` })).toBeVisible();

  const quote = page
    .getByRole('region', { name: 'Your quotes on this part' })
    .getByRole('link', { name: /^Quote \d+$/ });
  await tabTo(page, quote);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/quotes\?opportunityId=\d+/);
  await expect(page.getByRole('table', { name: 'Quotes' }).getByRole('link', { name: part })).toBeVisible();
});
