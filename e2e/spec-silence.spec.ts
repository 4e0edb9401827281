import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { reviewOneLineOrder } from './orderDraft';

/**
 * Where the spec is silent, a wrong guess costs the buyer nothing (docs/api-assumptions.md): the mock is
 * switched to behave as a service that does not know the portal's guessed names would.
 */

type Line = { Id: string; Requested: string; Scheduled: string; RescheduleDate: string | null };

/** Every open line the mock holds with the default filters, read straight from the API in the page. */
async function openLinesFromApi(page: Page, filters: Record<string, string> = {}): Promise<Line[]> {
  // The mock worker answers once the app has rendered.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return page.evaluate(async (extra) => {
    const lines: Line[] = [];
    let after = '';
    for (;;) {
      const query = new URLSearchParams({ ...extra, matchCount: '100' });
      if (after) query.set('startAfter', after);
      const batch = (await (await fetch(`/api/v1/openorders?${query}`)).json()) as Line[];
      if (batch.length === 0) return lines;
      lines.push(...batch);
      after = batch[batch.length - 1]!.Id;
    }
  }, filters);
}

/** The lines due before the page's clock (the mock's dates without a zone are UTC). */
async function pastDueCount(page: Page, lines: Line[]): Promise<number> {
  const now = await page.evaluate(() => Date.now());
  const utc = (value: string) => Date.parse(/(Z|[+-]\d\d:\d\d)$/.test(value) ? value : `${value}Z`);
  return lines.filter((l) => utc(l.RescheduleDate ?? l.Scheduled) < now).length;
}

const summary = (page: Page) => page.getByRole('region', { name: 'Summary of open orders' });
const figure = (n: number, what: string) => `${n.toLocaleString('en-US')} ${what}`;

test.describe('a service that answers 10 lines a page whatever count was asked', () => {
  test('summaries read on past short pages to the end; the table loads on until an empty page', async ({
    page,
    mock,
  }) => {
    test.slow();
    await page.goto('/settings');
    const open = await openLinesFromApi(page);
    expect(open.length).toBeGreaterThan(25);
    // The spec's default match count is 10: a service that does not know `matchCount` answers 10.
    await mock.ignoreParamsBeforeLoad(['matchCount']);
    await page.goto('/orders');
    await expect(summary(page).getByRole('link', { name: figure(open.length, 'open lines') })).toBeVisible();
    await expect(summary(page)).not.toContainText('not all lines read');
    const status = page.getByRole('status').filter({ hasText: 'loaded' });
    await expect(status).toHaveText('10 lines loaded');
    await page.getByRole('button', { name: 'Load more lines' }).click();
    await expect(status).toHaveText('20 lines loaded');
  });

  test('the end of a list is an empty page: only then does the table say it has all lines', async ({
    page,
    mock,
  }) => {
    await page.goto('/settings');
    const open = await openLinesFromApi(page);
    const part = open[0] as Line & { Part: string };
    await mock.ignoreParamsBeforeLoad(['matchCount']);
    await page.goto(`/orders?part=${encodeURIComponent(part.Part)}`);
    const expected = open.filter((l) => (l as Line & { Part: string }).Part === part.Part).length;
    const status = page.getByRole('status').filter({ hasText: 'loaded' });
    const noun = expected === 1 ? 'line' : 'lines';
    // Fewer lines than a page: still one more request, whose empty answer proves the end.
    await expect(status).toHaveText(`${expected} ${noun} loaded (all)`);
    await expect(page.getByRole('button', { name: 'Load more lines' })).toHaveCount(0);
  });
});

test.describe('past due from the lines themselves', () => {
  test('a service that ignores pastDueOnly: the figure counts lines by their dates and names the parameter', async ({
    page,
    mock,
  }) => {
    await page.goto('/settings');
    const open = await openLinesFromApi(page);
    const pastDue = await pastDueCount(page, open);
    expect(pastDue).toBeLessThan(open.length);
    await mock.ignoreParamsBeforeLoad(['pastDueOnly']);
    await page.goto('/orders');
    await expect(summary(page).getByRole('link', { name: figure(pastDue, 'past-due lines') })).toBeVisible();
    await expect(summary(page)).toContainText('The service ignored pastDueOnly');
    await summary(page)
      .getByRole('link', { name: /past-due lines$/ })
      .click();
    const notice = page.getByRole('alert').filter({ hasText: 'The service ignored a filter' });
    await expect(notice).toContainText('past-due sales lines only');
    await expect(notice.getByText('pastDueOnly', { exact: true })).toBeVisible();
  });

  test('a service that honours it: no notice, and the figure is the lines it sent', async ({ page }) => {
    await page.goto('/settings');
    const answered = await openLinesFromApi(page, { pastDueOnly: 'true' });
    expect(await pastDueCount(page, answered)).toBe(answered.length);
    await page.goto('/');
    const panel = page.getByRole('region', { name: 'Open orders' });
    await expect(panel.getByRole('link', { name: figure(answered.length, 'past-due lines') })).toBeVisible();
    await expect(panel).not.toContainText('ignored');
  });
});

test.describe('no content', () => {
  test('a 204 from order search is an empty list, not an unexpected answer', async ({ page, mock }) => {
    await mock.setFaultBeforeLoad('orders.search', { kind: 'no-content' });
    await page.goto('/orders/search?q=PO-2025');
    await expect(page.getByText('No order line matches “PO-2025”')).toBeVisible();
    await expect(page.getByText('Unexpected answer')).toHaveCount(0);
  });

  test('a 204 from open orders is an empty list on the page and in the summary', async ({ page, mock }) => {
    await mock.setFaultBeforeLoad('orders.open', { kind: 'no-content' });
    await page.goto('/orders');
    await expect(page.getByText('No open lines match')).toBeVisible();
    await expect(summary(page).getByRole('link', { name: '0 open lines' })).toBeVisible();
  });
});

test.describe('a requested date for a user in UTC', () => {
  test.use({ timezoneId: 'UTC' });

  test('is sent with a numeric zero offset, +00:00', async ({ page }) => {
    const bodies: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/new')
        bodies.push(request.postData() ?? '');
    });
    await reviewOneLineOrder(page, 'PO-UTC-OFFSET');
    await page.getByRole('button', { name: 'Send order' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Order sent' })).toBeVisible();
    expect(bodies).toHaveLength(1);
    const body = JSON.parse(bodies[0] ?? '{}') as { Lines: { RequestedDate: string }[] };
    expect(body.Lines[0]?.RequestedDate).toMatch(/^\d{4}-\d{2}-\d{2}\+00:00$/);
  });
});

/** A calendar day as the portal writes it (en-US, medium): the same in every zone. */
const dayText = (isoDay: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );

for (const timezoneId of ['Europe/Berlin', 'America/New_York']) {
  test.describe(`whole-day order dates in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('a midnight Requested or Scheduled is the date alone, the same day in every zone', async ({
      page,
      mock,
    }) => {
      await mock.switchServiceBeforeLoad({ wholeDayDates: true });
      await page.goto('/orders');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const first = await page.evaluate(
        async () => ((await (await fetch('/api/v1/openorders?matchCount=1')).json()) as Line[])[0]!,
      );
      const requested = first.Requested;
      expect(requested).toMatch(/T00:00:00$/);
      const row = page.getByRole('table', { name: 'Open order lines' }).getByRole('row').nth(1);
      const cell = row
        .getByRole('cell')
        .filter({ hasText: dayText(requested.slice(0, 10)) })
        .first();
      await expect(cell).toBeVisible();
      // A calendar day carries no time of day.
      await expect(cell).not.toContainText(/\d:\d\d/);
      const due = (first.RescheduleDate ?? first.Scheduled).slice(0, 10);
      await expect(row).toContainText(dayText(due));
    });
  });
}
