import type { Page } from '@playwright/test';
import { test, expect, type MockFault } from './fixtures';
import { countSubmissions, orderLine, poNumberInput, reviewOneLineOrder } from './orderDraft';

/**
 * Orders never placed twice (docs/reliability.md): a double click, a retry after a failure and a reload in the middle of a send never
 * place two orders and never lose the draft. The mock counts the orders it placed (`mock.placedOrders`);
 * `afterWork` faults place the order and then lose or spoil the answer, as a real service can.
 */

const sendButton = (page: Page) => page.getByRole('button', { name: 'Send order' });
const orderSent = (page: Page) => page.getByRole('status').filter({ hasText: 'Order sent' });
const RECOVERED = 'it arrived once, so it was not sent again';

/** The draft is still there: back on the edit step, the PO number and the line are as typed. */
async function expectDraftKept(page: Page, poNumber: string) {
  await page.getByRole('button', { name: 'Back to edit' }).click();
  await expect(poNumberInput(page)).toHaveValue(poNumber);
  await expect(orderLine(page, 1).getByLabel('Quantity')).toHaveValue('50');
  await page.getByRole('button', { name: 'Review order' }).click();
}

/** Sent: a reload starts from an empty draft. */
async function expectDraftCleared(page: Page) {
  await page.reload();
  await expect(poNumberInput(page)).toHaveValue('');
}

test.describe('order safety', () => {
  // One pattern: a fixture option given as a two-element array would be read as [value, options].
  test.use({
    allowConsoleErrors: [/status of (500|429)|Failed to fetch|net::ERR_FAILED|Failed to load resource/],
  });

  test('a double click on Send places one order', async ({ page, mock }) => {
    const sent = countSubmissions(page);
    await reviewOneLineOrder(page, 'PO-SAFE-DBL');
    // A slow answer keeps the first send in flight while the second click lands.
    await mock.setFault('orders.new', { kind: 'slow', delayMs: 1_500, once: true });
    await sendButton(page).dblclick();
    await expect(sendButton(page)).toBeDisabled();
    await expect(orderSent(page)).toBeVisible();
    expect(sent()).toBe(1);
    expect(await mock.placedOrders('PO-SAFE-DBL')).toHaveLength(1);
    await expectDraftCleared(page);
  });

  const failures: { name: string; fault: MockFault; says: string; placedByFailure: boolean }[] = [
    {
      name: 'a 500 before the order was placed',
      fault: { kind: 'server-error' },
      says: 'The order was not accepted',
      placedByFailure: false,
    },
    {
      name: 'a 500 after the order was placed',
      fault: { kind: 'server-error', afterWork: true },
      says: 'The order was not accepted',
      placedByFailure: true,
    },
    {
      name: 'a 429',
      fault: { kind: 'rate-limited', retryAfterSeconds: 1 },
      says: 'The order was not accepted',
      placedByFailure: false,
    },
    {
      name: 'a dropped connection before the order arrived',
      fault: { kind: 'network-error' },
      says: 'No order with PO PO-SAFE-RETRY was found',
      placedByFailure: false,
    },
  ];
  for (const failure of failures) {
    test(`${failure.name}: the draft is kept and sending again places one order`, async ({ page, mock }) => {
      const sent = countSubmissions(page);
      await reviewOneLineOrder(page, 'PO-SAFE-RETRY');
      await mock.setFault('orders.new', { ...failure.fault, once: true });
      await sendButton(page).click();
      await expect(
        page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: failure.says }),
      ).toBeVisible();
      expect(await mock.placedOrders('PO-SAFE-RETRY')).toHaveLength(failure.placedByFailure ? 1 : 0);
      await expectDraftKept(page, 'PO-SAFE-RETRY');
      await sendButton(page).click();
      await expect(orderSent(page)).toBeVisible();
      // An order the failed send had placed is found in order search, not sent a second time.
      if (failure.placedByFailure) await expect(orderSent(page)).toContainText(RECOVERED);
      expect(sent()).toBe(failure.placedByFailure ? 1 : 2);
      expect(await mock.placedOrders('PO-SAFE-RETRY')).toHaveLength(1);
      await expectDraftCleared(page);
    });
  }

  test('a dropped connection after the order was placed: order search confirms it, nothing is sent again', async ({
    page,
    mock,
  }) => {
    const sent = countSubmissions(page);
    await reviewOneLineOrder(page, 'PO-SAFE-LOST');
    await mock.setFault('orders.new', { kind: 'network-error', afterWork: true, once: true });
    await sendButton(page).click();
    await expect(orderSent(page)).toContainText(RECOVERED);
    await expect(orderSent(page).getByRole('link', { name: /^SO\d+$/ })).toHaveCount(1);
    expect(sent()).toBe(1);
    expect(await mock.placedOrders('PO-SAFE-LOST')).toHaveLength(1);
    await expectDraftCleared(page);
  });

  test('an answer that never comes times out; order search finds the order', async ({ page, mock }) => {
    const sent = countSubmissions(page);
    await reviewOneLineOrder(page, 'PO-SAFE-SLOW');
    await mock.setFault('orders.new', { kind: 'slow', delayMs: 120_000, afterWork: true, once: true });
    await sendButton(page).click();
    await expect(sendButton(page)).toBeDisabled();
    await expect.poll(async () => (await mock.placedOrders('PO-SAFE-SLOW')).length).toBe(1);
    // Past the portal's 20-second timeout.
    await page.clock.fastForward(21_000);
    await expect(orderSent(page)).toContainText(RECOVERED);
    expect(sent()).toBe(1);
    expect(await mock.placedOrders('PO-SAFE-SLOW')).toHaveLength(1);
  });

  test('a reload while the order is sent: the reloaded page finds it and does not send it again', async ({
    page,
    mock,
  }) => {
    const sent = countSubmissions(page);
    await reviewOneLineOrder(page, 'PO-SAFE-RELOAD');
    await mock.setFault('orders.new', { kind: 'slow', delayMs: 120_000, afterWork: true, once: true });
    await sendButton(page).click();
    await expect(sendButton(page)).toBeDisabled();
    await expect.poll(async () => (await mock.placedOrders('PO-SAFE-RELOAD')).length).toBe(1);
    await page.reload();
    await expect(orderSent(page)).toContainText(RECOVERED);
    expect(sent()).toBe(1);
    expect(await mock.placedOrders('PO-SAFE-RELOAD')).toHaveLength(1);
    await expectDraftCleared(page);
  });

  test('a reload while the order is sent, before it arrived: the draft is kept and sent once', async ({
    page,
    mock,
  }) => {
    const sent = countSubmissions(page);
    await reviewOneLineOrder(page, 'PO-SAFE-GONE');
    // The reply waits before the work: the reload ends the request before an order is placed.
    await mock.setFault('orders.new', { kind: 'slow', delayMs: 120_000, once: true });
    await sendButton(page).click();
    await expect(sendButton(page)).toBeDisabled();
    await page.reload();
    const notFound = page.getByRole('status').filter({ hasText: 'No order with PO PO-SAFE-GONE was found' });
    await expect(notFound).toContainText('The send interrupted by the reload did not arrive');
    await expect(poNumberInput(page)).toHaveValue('PO-SAFE-GONE');
    expect(await mock.placedOrders('PO-SAFE-GONE')).toHaveLength(0);
    await page.getByRole('button', { name: 'Review order' }).click();
    await sendButton(page).click();
    await expect(orderSent(page)).toBeVisible();
    await expect(orderSent(page)).not.toContainText(RECOVERED);
    expect(sent()).toBe(2); // the one the reload cut off, and this one
    expect(await mock.placedOrders('PO-SAFE-GONE')).toHaveLength(1);
  });
});

test.describe('an unsure send that order search cannot settle', () => {
  test.use({ allowConsoleErrors: [/Failed to fetch|net::ERR_FAILED|Failed to load resource/] });

  test('a search that stops before its end cannot confirm "not found": the buyer checks and decides', async ({
    page,
    mock,
  }) => {
    // A service that ignores startAfter answers its first page again: the look-up stops on the repeated
    // cursor without reading to the end. The PO number is a part of other orders' PO numbers, so the
    // search finds lines (none of them this order).
    await mock.ignoreParamsBeforeLoad(['startAfter']);
    const sent = countSubmissions(page);
    await reviewOneLineOrder(page, 'PO-2025');
    await mock.setFault('orders.new', { kind: 'network-error', once: true });
    await sendButton(page).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Could not confirm whether PO PO-2025 arrived' });
    await expect(alert).toContainText('stopped before the end of its results');
    await expect(alert.getByRole('link', { name: 'order search for PO PO-2025' })).toHaveAttribute(
      'href',
      '/orders/search?q=PO-2025',
    );
    await expect(page.getByText('No order with PO PO-2025 was found')).toHaveCount(0);
    await expect(sendButton(page)).toBeDisabled();
    expect(sent()).toBe(1);
    await alert.getByRole('button', { name: 'I checked: the order is not there' }).click();
    await sendButton(page).click();
    await expect(orderSent(page)).toBeVisible();
    expect(await mock.placedOrders('PO-2025')).toHaveLength(1);
  });
});
