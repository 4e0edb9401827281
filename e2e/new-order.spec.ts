import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { test, expect } from './fixtures';
import { countSubmissions, fillDelivery, orderLine } from './orderDraft';
import { chooseByKeys } from './selectByKeys';

const line = orderLine;

/** What the mock service (inside the page) answers for an order query, through the app's own origin. */
async function apiLines(page: Page, path: string) {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { 'client-app-name': 'Parts Portal e2e' } });
    return (await response.json()) as {
      PONumber: string;
      Part: string;
      Quantity: number;
      ConfirmationNumber: string;
      Status: string;
    }[];
  }, path);
}

test.describe('new order', () => {
  test('a draft survives a reload; hold reason required; BOM import; review; one send on a double click', async ({
    page,
  }) => {
    const submissions = countSubmissions(page);
    await page.goto('/orders/new');
    await expect(page.getByRole('heading', { name: 'New order', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'PO number', exact: true }).fill('PO-E2E-7001');
    await page.getByRole('checkbox', { name: 'Hold for customer-service review' }).check();
    await page.getByRole('button', { name: 'Review order' }).click();
    const reason = page.getByRole('textbox', { name: 'Reason for the hold' });
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toBeFocused();
    await expect(page.getByText('Say why the order should be held for review')).toBeVisible();
    await reason.fill('Check the end customer before release');

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'PO number', exact: true })).toHaveValue('PO-E2E-7001');
    await expect(page.getByRole('textbox', { name: 'Reason for the hold' })).toHaveValue(
      'Check the end customer before release',
    );

    // A BOM with an unknown part, one below its MOQ and one good row.
    await page.getByRole('button', { name: 'Import a BOM' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a BOM' });
    await dialog
      .getByLabel('Or paste from a spreadsheet')
      .fill(
        'Part Number;Qty;Customer part\nTSH-010-254-XX;10;\nMZS-020-050-DG;5;C-2\nTSH-010-254-DA;100;C-1',
      );
    await dialog.getByRole('button', { name: 'Check pasted rows' }).click();
    const table = dialog.getByRole('table', { name: 'Imported rows and their checks' });
    const row = (part: string) => table.getByRole('row').filter({ hasText: part });
    await expect(row('TSH-010-254-XX')).toContainText('Unknown part: pick a near match');
    await expect(row('MZS-020-050-DG')).toContainText('Below the minimum order quantity of 10');
    await expect(row('TSH-010-254-DA')).toContainText('Ready');
    await expect(dialog.getByRole('button', { name: 'Add 1 line to the order' })).toBeVisible();
    await row('MZS-020-050-DG').getByRole('button', { name: 'Round up to 10' }).click();
    await expect(row('MZS-020-050-DG')).toContainText('Ready');
    await dialog.getByRole('button', { name: 'Add 2 lines to the order' }).click();
    await expect(dialog).toBeHidden();

    await expect(line(page, 1).getByLabel('Part number')).toHaveValue('MZS-020-050-DG');
    await expect(line(page, 1).getByLabel('Quantity')).toHaveValue('10');
    await expect(line(page, 2).getByLabel('Part number')).toHaveValue('TSH-010-254-DA');
    await expect(line(page, 2)).toContainText('Extended');
    await expect(page.getByText(/Order total USD:/)).toBeVisible();
    await fillDelivery(page);

    await page.getByRole('button', { name: 'Review order' }).click();
    await expect(page.getByRole('heading', { name: 'Review the order' })).toBeVisible();
    await expect(page.getByText('Check the end customer before release')).toBeVisible();
    const review = page.getByRole('table', { name: 'Order lines to send' });
    await expect(review.getByRole('row')).toHaveCount(3);
    await expect(review).toContainText('MZS-020-050-DG');
    await expect(review).toContainText(/sent as \d{4}-\d{2}-\d{2}(Z|[+-]\d{2}:\d{2})/);

    await page.getByRole('button', { name: 'Send order' }).dblclick();
    await expect(page.getByText('Order sent')).toBeVisible();
    const confirmation = page.getByRole('link', { name: /^SO\d+$/ });
    await expect(confirmation).toHaveCount(1);
    const number = (await confirmation.textContent()) ?? '';
    await expect(confirmation).toHaveAttribute('href', `/orders/search?q=${number}`);
    expect(submissions()).toBe(1);

    // The new lines are in order search and (held for review: received) in open orders.
    const found = await apiLines(page, `/api/v1/search?searchTerm=${number}&matchCount=100`);
    expect(found.map((l) => [l.PONumber, l.Part, l.Quantity])).toEqual(
      expect.arrayContaining([
        ['PO-E2E-7001', 'MZS-020-050-DG', 10],
        ['PO-E2E-7001', 'TSH-010-254-DA', 100],
      ]),
    );
    const open = await apiLines(
      page,
      `/api/v1/openorders?confirmationNumber=${number}&includeReceivedOrders=true&matchCount=100`,
    );
    expect(open).toHaveLength(2);

    // Sent: the draft is gone after a reload.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'PO number', exact: true })).toHaveValue('');
  });

  test.describe('when the service fails', () => {
    test.use({ allowConsoleErrors: [/500/] });

    test('a 500 keeps everything and says what failed; sending again works', async ({ page, mock }) => {
      await page.goto('/orders/new?part=TSH-010-254-DA&qty=50');
      await expect(line(page, 1).getByLabel('Part number')).toHaveValue('TSH-010-254-DA');
      await page.getByRole('textbox', { name: 'PO number', exact: true }).fill('PO-E2E-500');
      await fillDelivery(page);
      await page.getByRole('button', { name: 'Review order' }).click();
      await mock.setFault('orders.new', { kind: 'server-error', once: true });
      await page.getByRole('button', { name: 'Send order' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'The order was not accepted' });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText('most likely not received');
      await expect(alert.getByRole('link', { name: 'order search for PO PO-E2E-500' })).toHaveAttribute(
        'href',
        '/orders/search?q=PO-E2E-500',
      );
      await page.getByRole('button', { name: 'Back to edit' }).click();
      await expect(page.getByRole('textbox', { name: 'PO number', exact: true })).toHaveValue('PO-E2E-500');
      await expect(line(page, 1).getByLabel('Quantity')).toHaveValue('50');
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'PO number', exact: true })).toHaveValue('PO-E2E-500');
      // The reloaded line is checked again (part and price) before it can be reviewed, as a person sees.
      await expect(line(page, 1)).toContainText('Extended');
      await page.getByRole('button', { name: 'Review order' }).click();
      await page.getByRole('button', { name: 'Send order' }).click();
      await expect(page.getByText('Order sent')).toBeVisible();
    });
  });

  test('a review refused while a line is still being checked: the refusal clears when the check ends', async ({
    page,
    mock,
  }) => {
    // The part lookup of the line answers after 10 s of the page's clock, so the review comes first.
    await mock.setFaultBeforeLoad('catalog.part', { kind: 'slow', delayMs: 10_000, once: true });
    await page.goto('/orders/new?part=TSH-010-254-DA&qty=50');
    await expect(line(page, 1).getByLabel('Part number')).toHaveValue('TSH-010-254-DA');
    await page.getByRole('textbox', { name: 'PO number', exact: true }).fill('PO-E2E-CHECK');
    await fillDelivery(page);
    await page.getByRole('button', { name: 'Review order' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Some lines cannot be ordered yet' });
    await expect(refusal).toContainText('Line 1: still being checked');
    await expect(async () => {
      await page.clock.fastForward(5_000);
      await expect(line(page, 1)).toContainText('Extended', { timeout: 200 });
    }).toPass({ intervals: [50] });
    await expect(refusal).toHaveCount(0);
    await page.getByRole('button', { name: 'Review order' }).click();
    await expect(page.getByRole('heading', { name: 'Review the order' })).toBeVisible();
  });

  test('the entry-point URL adds a line to the existing draft and leaves the URL', async ({ page }) => {
    await page.goto('/orders/new');
    await page.getByRole('textbox', { name: 'PO number', exact: true }).fill('PO-KEEP');
    await line(page, 1).getByLabel('Part number').fill('TSH-020-254-DG');
    await line(page, 1).getByLabel('Quantity').fill('25');
    await page.goto('/orders/new?part=TSH-010-254-DA&qty=50&customerPart=CP-9');
    await expect(line(page, 2).getByLabel('Part number')).toHaveValue('TSH-010-254-DA');
    await expect(line(page, 2).getByLabel('Quantity')).toHaveValue('50');
    await expect(line(page, 2).getByLabel('Customer part')).toHaveValue('CP-9');
    await expect(line(page, 1).getByLabel('Part number')).toHaveValue('TSH-020-254-DG');
    await expect(page.getByRole('textbox', { name: 'PO number', exact: true })).toHaveValue('PO-KEEP');
    await expect(page).toHaveURL(/\/orders\/new$/);
    // The URL no longer adds anything: a reload keeps two lines.
    await page.reload();
    await expect(line(page, 2).getByLabel('Part number')).toHaveValue('TSH-010-254-DA');
    await expect(line(page, 3)).toHaveCount(0);
  });

  test('two tabs editing the draft: the other tab is offered the newer draft', async ({ page }) => {
    await page.goto('/orders/new');
    await page.getByRole('textbox', { name: 'PO number', exact: true }).fill('PO-TAB-A');
    const other = await page.context().newPage();
    await other.goto('/orders/new');
    await expect(other.getByRole('textbox', { name: 'PO number', exact: true })).toHaveValue('PO-TAB-A');
    await other.getByRole('textbox', { name: 'PO number', exact: true }).fill('PO-TAB-B');
    await expect(page.getByText('This draft was changed in another tab')).toBeVisible();
    // Typing here now does not overwrite the other tab's draft.
    await page.getByLabel('Notes').fill('typed in the first tab');
    await other.reload();
    await expect(other.getByRole('textbox', { name: 'PO number', exact: true })).toHaveValue('PO-TAB-B');
    await page.getByRole('button', { name: 'Reload the newer draft' }).click();
    await expect(page.getByRole('textbox', { name: 'PO number', exact: true })).toHaveValue('PO-TAB-B');
    await expect(page.getByLabel('Notes')).toHaveValue('');
    await other.close();
  });

  test('notes grow with their text up to six rows, then scroll; the typed text is kept', async ({ page }) => {
    await page.goto('/orders/new');
    const notes = page.getByRole('textbox', { name: 'Notes' });
    const height = async () => (await notes.boundingBox())?.height ?? 0;
    const rows = (n: number) => Array.from({ length: n }, (_, i) => `Row ${i + 1}`).join('\n');
    const empty = await height();
    await notes.fill(rows(4));
    await expect.poll(height).toBeGreaterThan(empty);
    const four = await height();
    await notes.fill(rows(6));
    await expect.poll(height).toBeGreaterThan(four);
    const six = await height();
    await notes.fill(rows(12));
    await expect(notes).toHaveValue(rows(12));
    expect(await height()).toBe(six);
    expect(await notes.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  });

  test('works by keyboard alone; Enter twice sends once', async ({ page }) => {
    const submissions = countSubmissions(page);
    await page.goto('/orders/new?part=TSH-010-254-DA&qty=50');
    await expect(line(page, 1).getByLabel('Part number')).toHaveValue('TSH-010-254-DA');
    await page.getByRole('textbox', { name: 'PO number', exact: true }).focus();
    await page.keyboard.type('PO-KEYS');
    for (const label of ['Ship to', 'Bill to', 'Carrier', 'Service level', 'Freight billing']) {
      const select = page.getByRole('combobox', { name: label });
      await select.focus();
      await chooseByKeys(page, select);
    }
    await page.getByRole('textbox', { name: 'PO number', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Review the order' })).toBeVisible();
    await page.getByRole('button', { name: 'Send order' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Order sent')).toBeVisible();
    expect(submissions()).toBe(1);
  });

  test('has no axe violations in light and dark, editing and reviewing', async ({ page }) => {
    await page.goto('/orders/new?part=MZS-020-050-DG&qty=5');
    await expect(line(page, 1)).toContainText('Below the minimum order quantity of 10');
    await expect(page.getByRole('combobox', { name: 'Ship to' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expectNoAxeViolations(page);
    await line(page, 1).getByRole('button', { name: 'Round up to 10' }).click();
    await page.getByRole('textbox', { name: 'PO number', exact: true }).fill('PO-AXE');
    await fillDelivery(page);
    await page.getByRole('button', { name: 'Review order' }).click();
    await expect(page.getByRole('heading', { name: 'Review the order' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expectNoAxeViolations(page);
  });
});
