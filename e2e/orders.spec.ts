import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './axe';

/** The rendered rows of a role=table as arrays of cell texts, keyed by the column headers. */
async function tableRows(table: Locator): Promise<Record<string, string>[]> {
  await expect(table.getByRole('cell').first()).toBeVisible();
  const headers = await table.getByRole('columnheader').allInnerTexts();
  const rows = await table
    .getByRole('row')
    .filter({ has: table.page().getByRole('cell') })
    .evaluateAll((els) =>
      els.map((row) =>
        Array.from(row.querySelectorAll('[role="cell"], td')).map((c) => (c.textContent ?? '').trim()),
      ),
    );
  return rows.map((cells) => Object.fromEntries(headers.map((h, i) => [h.trim(), cells[i] ?? ''])));
}

/**
 * The distinct values of one column, read until they settle on `expected`: after "Show lines" the table
 * may still show the last filter's lines for a moment. Fails naming what the column held instead.
 */
async function expectColumnOnly(table: Locator, column: string, expected: string): Promise<void> {
  await expect
    .poll(async () => [...new Set((await tableRows(table)).map((row) => row[column]))])
    .toEqual([expected]);
}

/** Clicks "Export CSV" and parses the downloaded file. */
async function exportCsv(page: Page): Promise<Record<string, string>[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  return Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
}

const lineKey = (row: Record<string, string>) => `${row['Order id']}/${row['Line']}`;

/** Loads pages with "Load more lines" until `count` lines are loaded. */
async function loadPages(page: Page, count: number) {
  for (let loaded = 10; loaded < count; loaded += 10) {
    await page.getByRole('button', { name: 'Load more lines' }).click();
    await expect(page.getByText(`${loaded + 10} lines loaded`)).toBeVisible();
  }
}

/** Pages of 10 through three pages give the same 30 lines as one page of 30: none twice, none missing. */
async function expectPagingComplete(page: Page, url: (count: number) => string) {
  await page.goto(url(10));
  await expect(page.getByText('10 lines loaded')).toBeVisible();
  await loadPages(page, 30);
  const paged = await exportCsv(page);
  expect(paged).toHaveLength(30);
  expect(new Set(paged.map(lineKey)).size).toBe(30);
  await page.goto(url(30));
  await expect(page.getByText(/^30 lines loaded/)).toBeVisible();
  const whole = await exportCsv(page);
  expect(paged.map(lineKey)).toEqual(whole.map(lineKey));
  return paged;
}

test.describe('open orders', () => {
  test('the summary arriving does not move the page: its skeleton holds the space (layout shift < 0.1)', async ({
    page,
  }) => {
    // The summary reads every open line (several pages) after the table has shown: a one-line spinner in
    // its place pushed the filters and the table down by its whole height (0.28 on a phone).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/orders');
    const summary = page.getByRole('region', { name: 'Summary of open orders' });
    await expect(summary.getByRole('link', { name: /open lines$/ })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Open order lines' }).getByRole('cell').first(),
    ).toBeVisible();
    const shift = await page.evaluate(() => {
      // Buffered entries are queued on observe() and handed over at once by takeRecords().
      const observer = new PerformanceObserver(() => undefined);
      observer.observe({ type: 'layout-shift', buffered: true });
      const entries = observer.takeRecords() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[];
      observer.disconnect();
      return entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0);
    });
    expect(shift).toBeLessThan(0.1);
  });

  test('the column chooser opens on the first click of "Columns" and hides a column', async ({ page }) => {
    // Its code (a Popover, so floating-ui) loads on that click (scripts/production-build.test.ts checks
    // the page loads none before): the click must still open it at once.
    await page.goto('/orders');
    const table = page.getByRole('table', { name: 'Open order lines' });
    await expect(table.getByRole('cell').first()).toBeVisible();
    await page.getByRole('button', { name: 'Columns' }).click();
    const chooser = page.getByRole('group', { name: 'Columns of Open order lines' });
    await expect(chooser).toBeVisible();
    await expectNoAxeViolations(page);
    await chooser.getByRole('checkbox', { name: 'Type' }).uncheck();
    await expect(table.getByRole('columnheader', { name: 'Type' })).toHaveCount(0);
    await expect(page).toHaveURL(/cols=/);
  });

  test('pages through three pages with no line twice or missing; the CSV has every column', async ({
    page,
  }) => {
    // Reads every page of several queries (summary, panels) or exports twice: give it room on a busy machine.
    test.slow();
    const lines = await expectPagingComplete(page, (n) => `/orders?matchCount=${n}`);
    const first = lines[0]!;
    for (const column of [
      'PO number',
      'Confirmation number',
      'Part',
      'Net price',
      'Currency',
      'Ship to',
      'Bill to',
      'End customer location',
      'Carrier',
      'Shipments',
    ])
      expect(Object.keys(first)).toContain(column);
    expect(first['Ship to']).toMatch(/\w+, \w+/);
    expect(lines.every((l) => !['Fully Shipped', 'Cancelled', 'Received'].includes(l['Status']!))).toBe(true);
  });

  test('filters by exact part, confirmation number and order type; past due forces sales', async ({
    page,
  }) => {
    await page.goto('/orders');
    const table = page.getByRole('table', { name: 'Open order lines' });
    const [first] = await tableRows(table);
    // The defaults (all types, not received, not only past due, 10 a page) stay out of the address.
    await expect(page).toHaveURL(/\/orders$/);
    const part = first!['Part number']!;
    await page.getByLabel('Part number (exact)').fill(part);
    await page.getByRole('button', { name: 'Show lines' }).click();
    await expect(page).toHaveURL(new RegExp(`/orders\\?part=${encodeURIComponent(part)}$`));
    await expectColumnOnly(table, 'Part number', part);

    await page.goto('/orders');
    // Filters are filled once the page has its lines, as before the first filter above.
    await expect(table.getByRole('cell').first()).toBeVisible();
    await page.getByLabel('Confirmation number (exact)').fill(first!['Confirmation']!);
    await page.getByRole('button', { name: 'Show lines' }).click();
    await expect(page).toHaveURL(/confirmationNumber=/);
    await expectColumnOnly(table, 'Confirmation', first!['Confirmation']!);

    await page.goto('/orders');
    // Filters are filled once the page has its lines, as before the first filter above.
    await expect(table.getByRole('cell').first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Order type' }).selectOption({ label: 'Sample' });
    await page.getByRole('button', { name: 'Show lines' }).click();
    await expect(page).toHaveURL(/orderType=sample/);
    await expectColumnOnly(table, 'Type', 'Sample');

    await page.getByRole('checkbox', { name: 'Past due only' }).check();
    await expect(page.getByRole('combobox', { name: 'Order type' })).toBeDisabled();
    await expect(page.getByRole('combobox', { name: 'Order type' })).toHaveValue('sales');
    await expect(page.getByText('Past due only forces sales')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Include received orders' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Include received orders' })).toBeDisabled();
    await page.getByRole('button', { name: 'Show lines' }).click();
    await expect(page).toHaveURL(/pastDueOnly=true/);
    await expectColumnOnly(table, 'Type', 'Sales');
  });

  test('the heading, tabs and filters are there while the first page of lines is on its way', async ({
    page,
    mock,
  }) => {
    await mock.setFaultBeforeLoad('orders.open', { kind: 'slow', delayMs: 120_000 });
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Open orders' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Order history' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading order lines…' })).toBeAttached();
    await expect(page.getByRole('table', { name: 'Open order lines' })).toHaveCount(0);

    // The filters work before any line has come: asking for other lines gets them.
    await mock.setFault('orders.open', null);
    await page.getByRole('checkbox', { name: 'Past due only' }).check();
    await page.getByRole('button', { name: 'Show lines' }).click();
    await expect(page).toHaveURL(/pastDueOnly=true/);
    await expectColumnOnly(page.getByRole('table', { name: 'Open order lines' }), 'Type', 'Sales');
  });

  test('a line opens in the side panel by its URL, after a reload and in a new tab', async ({
    page,
    context,
  }) => {
    await page.goto('/orders');
    const table = page.getByRole('table', { name: 'Open order lines' });
    const [first] = await tableRows(table);
    await table
      .getByRole('link', { name: /: details$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/line=/);
    const title = `Order ${first!['Order']}, line ${first!['Line']}`;
    const panel = page.getByRole('dialog', { name: title });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Ship to' })).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Shipping option' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Order again' })).toHaveAttribute(
      'href',
      /^\/orders\/new\?part=.+&qty=\d+$/,
    );
    const url = page.url();
    await page.reload();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    const other = await context.newPage();
    await other.goto(url);
    await expect(other.getByRole('dialog', { name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Close the line details' }).click();
    await expect(page).not.toHaveURL(/line=/);
  });

  test('the summary links to the filtered table and a next shipment deep in the list', async ({ page }) => {
    // Reads every page of several queries (summary, panels) or exports twice: give it room on a busy machine.
    test.slow();
    await page.goto('/orders');
    const summary = page.getByRole('region', { name: 'Summary of open orders' });
    const next = summary.getByRole('link').filter({ hasText: /-/ }).last();
    const part = (await next.innerText()).trim();
    await next.click();
    await expect(
      page.getByRole('dialog', { name: /^Order \d+, line \d+$/ }).getByRole('link', { name: part }),
    ).toBeVisible();
    await page.goto('/orders');
    await summary.getByRole('link', { name: /past-due lines/ }).click();
    await expect(page).toHaveURL(/pastDueOnly=true/);
    await expect(page.getByRole('checkbox', { name: 'Past due only' })).toBeChecked();
  });

  test('says when the service ignored a filter and names the parameter', async ({ page, mock }) => {
    await page.goto('/orders?part=NO-SUCH-PART');
    await expect(page.getByText('No open lines match')).toBeVisible();
    await expect(page.getByText('The service ignored a filter')).toHaveCount(0);

    await mock.ignoreParamsBeforeLoad(['partNumber']);
    await page.goto('/orders?part=NO-SUCH-PART');
    const notice = page.getByRole('alert').filter({ hasText: 'The service ignored a filter' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('part number NO-SUCH-PART');
    await expect(notice.getByText('partNumber', { exact: true })).toBeVisible();
  });

  test('has no axe violations in light and dark, with the side panel open', async ({ page }) => {
    // Reads every page of several queries (summary, panels) or exports twice: give it room on a busy machine.
    test.slow();
    await page.goto('/orders');
    await expect(page.getByRole('table', { name: 'Open order lines' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page
      .getByRole('link', { name: /: details$/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/orders');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByRole('table', { name: 'Open order lines' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('order history', () => {
  test('refuses each broken rule with its message next to the field and sends nothing', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/v1/history')) sent.push(r.url());
    });
    await page.goto('/orders/history');
    await expect(page.getByText('Choose what to look up')).toBeVisible();
    await expect(page).toHaveURL(/\/orders\/history$/);
    const show = page.getByRole('button', { name: 'Show history' });
    await show.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Give at least one filter' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Customer line number' }).fill('2');
    await show.click();
    await expect(page.getByRole('textbox', { name: 'Order id' })).toHaveAccessibleDescription(
      /give its order id/,
    );

    await page.getByRole('textbox', { name: 'Customer line number' }).fill('');
    await page.getByRole('textbox', { name: 'Entered from' }).fill('2026-01-01');
    await page.keyboard.press('Escape');
    await show.click();
    await expect(page.getByRole('textbox', { name: 'Entered to' })).toHaveAccessibleDescription(
      /Give the final date too/,
    );
    await expect(page).not.toHaveURL(/initialDate|lineNumber/);
    expect(sent).toEqual([]);
  });

  test('pages a date range and shows shipments with tracking links', async ({ page }) => {
    // Reads every page of several queries (summary, panels) or exports twice: give it room on a busy machine.
    test.slow();
    await expectPagingComplete(
      page,
      (n) => `/orders/history?initialDate=2025-01-01&finalDate=2025-06-30&matchCount=${n}`,
    );
    const table = page.getByRole('table', { name: 'Order history lines' });
    // Which lines have shipped depends on the pinned clock: open one that has (its bar is not at 0).
    const shippedRow = table
      .getByRole('row')
      .filter({ has: page.getByRole('progressbar', { name: /^[1-9][\d,]* of [\d,]+ shipped$/ }) })
      .first();
    await expect(shippedRow).toBeVisible();
    await shippedRow.getByRole('link', { name: /: details$/ }).click();
    const panel = page.getByRole('dialog');
    const shipments = panel.getByRole('table', { name: /^Shipments of order/ });
    await expect(shipments).toBeVisible();
    const carrier =
      (await panel.getByRole('region', { name: 'Shipping option' }).innerText()).split('\n').at(-1) ?? '';
    const known = /UPS|FedEx|DHL|USPS/.exec(carrier);
    if (known) {
      const link = shipments.getByRole('link', { name: new RegExp(`track with ${known[0]}`) }).first();
      await expect(link).toHaveAttribute(
        'href',
        /^https:\/\/(www\.ups\.com|www\.fedex\.com|www\.dhl\.com|tools\.usps\.com)\//,
      );
      await expect(link).toHaveAttribute('target', '_blank');
    } else {
      await expect(shipments.getByRole('button', { name: /^Copy tracking number / }).first()).toBeVisible();
    }
  });

  test('filters by PO number from the form, with the rules met', async ({ page }) => {
    await page.goto('/orders/history?initialDate=2025-01-01&finalDate=2025-06-30');
    const table = page.getByRole('table', { name: 'Order history lines' });
    const [first] = await tableRows(table);
    await page.goto('/orders/history');
    await page.getByRole('textbox', { name: 'PO number' }).fill(first!['PO number']!);
    await page.getByRole('button', { name: 'Show history' }).click();
    await expect(page).toHaveURL(/\/orders\/history\?poNumber=[^&]+$/);
    const rows = await tableRows(table);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r['PO number'] === first!['PO number'])).toBe(true);
    await expectNoAxeViolations(page);
  });
});

test.describe('order search', () => {
  test('highlights the term and pages three pages without duplicates', async ({ page }) => {
    // Reads every page of several queries (summary, panels) or exports twice: give it room on a busy machine.
    test.slow();
    await page.goto('/orders/search');
    await page.getByRole('textbox', { name: 'PO, confirmation or part number' }).fill('PO-2025');
    await page.getByRole('button', { name: 'Search orders' }).click();
    await expect(page).toHaveURL(/\/orders\/search\?q=PO-2025$/);
    const table = page.getByRole('table', { name: 'Order lines found' });
    await expect(table.locator('mark').first()).toHaveText('PO-2025');
    await expectPagingComplete(page, (n) => `/orders/search?q=PO-2025&matchCount=${n}`);
  });

  test('has no axe violations in dark mode', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/orders/search?q=SO41');
    await expect(page.getByRole('table', { name: 'Order lines found' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('home order panels', () => {
  test('show open and past-due lines and this week’s shipments, linking into the order pages', async ({
    page,
  }) => {
    // Reads every page of several queries (summary, panels) or exports twice: give it room on a busy machine.
    test.slow();
    await page.goto('/');
    const open = page.getByRole('region', { name: 'Open orders' });
    // The panels read every page of open orders and half a year of history first.
    await expect(open.getByRole('link', { name: /open lines/ })).toBeVisible();
    const shipped = page.getByRole('region', { name: 'Shipped in the last 7 days' });
    const rows = shipped.getByRole('table', { name: /Shipments of the last 7 days/ }).getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    await expect(
      shipped
        .getByRole('link', { name: /track with/ })
        .or(shipped.getByRole('button', { name: /Copy tracking/ }))
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await open.getByRole('link', { name: /past-due lines/ }).click();
    await expect(page).toHaveURL(/\/orders\?pastDueOnly=true/);
    await page.goBack();
    await shipped.getByRole('link', { name: 'Order history' }).click();
    // includeShipments=true is the history's default: the link leaves it out and the page still shows them.
    await expect(page).toHaveURL(/\/orders\/history\?initialDate=[\d-]+&finalDate=[\d-]+$/);
    await expect(page.getByRole('table', { name: 'Order history lines' })).toBeVisible();
  });
});
