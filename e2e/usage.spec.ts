import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { configureMockData, getDataset } from '../mocks/db';
import { BOOK_PRICE_PART } from '../mocks/data/parts';
import { DAY, isoDate } from '../mocks/data/time';

/** The seeded calls the demo shows for one API on one day (the same seed and clock as the page's mock). */
function seededCalls(now: number, api: string, date: string) {
  configureMockData({ now });
  return getDataset()
    .usage.filter((c) => c.api === api && c.row.RequestTimeUtc.startsWith(date))
    .sort((a, b) => a.row.RequestTimeUtc.localeCompare(b.row.RequestTimeUtc));
}

/** Nearest rank, written out again here so the page's module is checked against an independent count. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil((p / 100) * sorted.length) - 1]!;
}

const ms = (n: number) => `${n.toLocaleString('en-US')} ms`;
const TOKEN = 'e2eSecretTokenAbCdEf0123456789wxyz';

async function useToken(page: Page, token: string) {
  await page.addInitScript((t) => window.sessionStorage.setItem('parts-portal.token', t), token);
}

test.describe('the week', () => {
  test('charts every day of the week by API, and the summary table sorts nothing away and filters', async ({
    page,
  }) => {
    await page.goto('/usage');
    await expect(page.getByRole('heading', { level: 1, name: 'API usage' })).toBeVisible();
    // The defaults (summary by date, every response code, calls by time) stay out of the address.
    await expect(page).toHaveURL(/\/usage$/);
    await expect(page.getByRole('figure', { name: 'Requests per day by API' })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Average response time per day (ms)' })).toBeVisible();
    // One bar per day for the catalog, each a link to that day's calls.
    await expect(page.getByRole('link', { name: /^Catalog on .+: [\d,]+ requests$/ })).toHaveCount(7);
    await expect(page.getByText('Busiest actions')).toBeVisible();
    await expect(page.getByText('Slowest actions')).toBeVisible();

    const table = page.getByRole('table', { name: 'Usage summary by day, API and action' });
    await expect(table).toBeVisible();
    await page.getByRole('textbox', { name: 'Action' }).fill('search');
    await expect(page).toHaveURL(/\/usage\?action=search$/);
    const actions = table.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(actions.first()).toBeVisible();
    for (const text of await actions.allInnerTexts()) expect(text).toMatch(/search/);
    await page.getByRole('combobox', { name: 'API' }).first().selectOption({ label: 'Orders' });
    await expect(page).toHaveURL(/sumApi=orders/);
    for (const text of await actions.allInnerTexts()) expect(text).toMatch(/Orders\s+GET v1\/search/);
    await expect(page.getByRole('status').filter({ hasText: /rows · [\d,]+ calls/ })).toContainText('7 rows');
  });

  test('drills down from a chart bar to the rows and to one call', async ({ page, now }) => {
    await page.goto('/usage');
    const today = isoDate(now);
    const bar = page.getByRole('link', { name: /^Catalog on .+: [\d,]+ requests$/ }).last();
    await bar.click();
    await expect(page).toHaveURL(new RegExp(`api=catalog&date=${today}|date=${today}.*api=catalog`));
    await expect(page).not.toHaveURL(/code=|sumSort=|sort=/);
    await expect(page.getByRole('combobox', { name: 'API' }).last()).toHaveValue('catalog');
    await expect(page.getByRole('combobox', { name: 'API' }).last().locator('option:checked')).toHaveText(
      'Catalog',
    );
    const rows = page.getByRole('table', { name: `Calls to catalog on ${today}` });
    const first = rows.getByRole('link', { name: /^Call / }).first();
    const trace = ((await first.textContent()) ?? '').trim();
    await first.click();
    const drawer = page.getByRole('dialog', { name: `Call ${trace}` });
    await expect(drawer).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`trace=${trace}`));
    await expect(drawer.getByText('Method')).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'Response body' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('gives p50, p95, p99, maximum and error rate of a known day', async ({ page, now }) => {
    const date = isoDate(now - 2 * DAY);
    const calls = seededCalls(now, 'quotes', date);
    const elapsed = calls.map((c) => c.row.TotalElapsedMilliseconds);
    const errors = calls.filter((c) => c.row.ResponseCode >= 400).length;
    expect(calls.length).toBeGreaterThan(3);

    await page.goto(`/usage?api=quotes&date=${date}`);
    const figures = page.getByRole('region', { name: 'Response times and errors' });
    await expect(figures).toContainText(
      [
        `Calls${calls.length}`,
        `p50${ms(percentile(elapsed, 50))}`,
        `p95${ms(percentile(elapsed, 95))}`,
        `p99${ms(percentile(elapsed, 99))}`,
        `Maximum${ms(Math.max(...elapsed))}`,
        `Error rate (4xx, 5xx)${((errors / calls.length) * 100).toFixed(1)} % (${errors})`,
      ].join(''),
    );
    await expect(page.getByRole('figure', { name: 'Elapsed times (ms), number of calls' })).toBeVisible();

    // Sorted by elapsed time, slowest first: the first row is the maximum.
    await page
      .getByRole('button', { name: /Elapsed/ })
      .first()
      .click();
    await page
      .getByRole('button', { name: /Elapsed/ })
      .first()
      .click();
    await expect(page).toHaveURL(/sort=elapsed\.desc/);
    const table = page.getByRole('table', { name: `Calls to quotes on ${date}` });
    await expect(table.getByRole('row').nth(1)).toContainText(Math.max(...elapsed).toLocaleString('en-US'));
  });
});

test.describe('calls made in the portal', () => {
  test.use({ allowConsoleErrors: [/status of 403/], permissions: ['clipboard-read', 'clipboard-write'] });

  test('appear in the rows with their code, and their logged Authorization never reaches the page', async ({
    page,
    mock,
    now,
  }) => {
    await useToken(page, TOKEN);
    await mock.setFaultBeforeLoad('catalog.part', { kind: 'forbidden', once: true });
    const partUrl = `/catalog/v3/${encodeURIComponent(BOOK_PRICE_PART)}`;
    await page.goto(`/parts/${encodeURIComponent(BOOK_PRICE_PART)}`);
    await expect(page.getByRole('alert')).toContainText('Access denied');
    await page.getByRole('alert').getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: BOOK_PRICE_PART })).toBeVisible();

    const today = isoDate(now);
    await page.goto(`/usage?api=catalog&date=${today}`);
    await page.getByRole('textbox', { name: 'Filter the calls' }).fill(BOOK_PRICE_PART);
    const table = page.getByRole('table', { name: `Calls to catalog on ${today}` });
    const mine = table.getByRole('row').filter({ hasText: partUrl });
    await expect(mine).toHaveCount(2);
    await expect(mine.filter({ hasText: '403' })).toHaveCount(1);
    await expect(mine.filter({ hasText: '200' })).toHaveCount(1);

    await mine
      .filter({ hasText: '200' })
      .getByRole('link', { name: /^Call / })
      .click();
    const drawer = page.getByRole('dialog', { name: /^Call / });
    await expect(drawer.getByText('authorization', { exact: true })).toBeVisible();
    await expect(drawer.getByText(`Bearer ••••${TOKEN.slice(-4)}`)).toBeVisible();
    expect(await page.content()).not.toContain(TOKEN);

    await drawer.getByRole('button', { name: 'Copy call as JSON' }).click();
    await expect(drawer.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`"Path": "${partUrl}"`);
    expect(copied).toContain('Bearer ••••');
    expect(copied).not.toContain(TOKEN);

    const download = page.waitForEvent('download');
    await drawer.getByRole('button', { name: 'Download body' }).click();
    const file = await (await download).path();
    const { readFile } = await import('node:fs/promises');
    const body = await readFile(file, 'utf8');
    expect(JSON.parse(body)).toMatchObject({ part: BOOK_PRICE_PART });
    expect(body).not.toContain(TOKEN);
  });
});

test('a shared link to one call opens its full detail directly, credentials redacted', async ({
  page,
  now,
}) => {
  const date = isoDate(now - 3 * DAY);
  const call = seededCalls(now, 'orders', date)[0]!;
  const secret = String(call.headers['Authorization']).replace(/^Bearer /, '');
  await page.goto(`/usage?api=orders&date=${date}&trace=${call.row.TraceIdentifier}`);
  const drawer = page.getByRole('dialog', { name: `Call ${call.row.TraceIdentifier}` });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText(call.action);
  await expect(drawer).toContainText(`${call.row.TotalElapsedMilliseconds.toLocaleString('en-US')} ms`);
  await expect(drawer.getByText(`Bearer ••••${secret.slice(-4)}`)).toBeVisible();
  expect(await page.content()).not.toContain(secret);
  // The body can be searched.
  await drawer.getByRole('textbox', { name: 'Search the body' }).fill('zz-not-in-any-body');
  await expect(drawer.getByText('Nothing in the body matches.')).toBeVisible();
});

test('has no axe violations in dark mode, with the rows and a call open', async ({ page, now }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`/usage?api=quotes&date=${isoDate(now - DAY)}`);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('figure', { name: 'Requests per day by API' })).toBeVisible();
  await page
    .getByRole('link', { name: /^Call / })
    .first()
    .click();
  await expect(
    page.getByRole('dialog', { name: /^Call / }).getByRole('heading', { name: 'Response body' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('bad answers', () => {
  test.use({ allowConsoleErrors: [/status of 403/] });

  test('an empty week says so', async ({ page, mock }) => {
    await mock.setFaultBeforeLoad('usage.summary', { kind: 'empty' });
    await page.goto('/usage');
    await expect(page.getByRole('heading', { name: 'No API calls in the last 7 days' })).toBeVisible();
  });

  test('a malformed row is skipped and named, the other rows stay', async ({ page, mock, now }) => {
    const date = isoDate(now - DAY);
    await mock.setFaultBeforeLoad('usage.details', { kind: 'malformed' });
    await page.goto(`/usage?api=pricing&date=${date}`);
    const notice = page.getByRole('status').filter({ hasText: '1 row skipped' });
    await expect(notice).toContainText('row 1');
    await expect(notice).toContainText('field "Api" expected text');
    const rows = page.getByRole('table', { name: `Calls to pricing on ${date}` }).getByRole('row');
    await expect(rows).toHaveCount(seededCalls(now, 'pricing', date).length);
  });

  test('a token without the statistics API gets its own explanation and a way to Settings', async ({
    page,
  }) => {
    const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    await useToken(page, `${part({ alg: 'none' })}.${part({ sub: 'e2e', apps: ['catalog', 'orders'] })}.sig`);
    await page.goto('/usage');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Your token does not grant the usage-statistics API');
    await expect(alert).toContainText('Your token lists these APIs: catalog, orders');
    await alert.getByRole('link', { name: 'Open Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a chart below the first screen is drawn once it is scrolled into view', async ({ page }) => {
    await page.goto('/usage');
    await expect(page.getByRole('heading', { level: 1, name: 'API usage' })).toBeVisible();
    const chart = page.getByRole('figure', { name: 'Average response time per day (ms)' });
    await expect(chart).toBeAttached();
    // Below the first screen the chart only holds its place: its legend names the APIs once drawn. With
    // nothing left to fetch, a chart drawn at load would be there by now.
    await page.waitForLoadState('networkidle');
    await expect(chart.getByText('Lead time (delivery)')).toHaveCount(0);
    await expect(chart.getByText('Loading the chart…')).toBeVisible();
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.getByText('Lead time (delivery)')).toBeVisible();
    await expect(chart.getByText('Loading the chart…')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('on a phone, the summary table', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('far below the first screen, renders once it comes near the window', async ({ page }) => {
    await page.goto('/usage');
    const heading = page.getByRole('heading', { name: 'Summary by day, API and action' });
    await expect(heading).toBeAttached();
    const table = page.getByRole('table', { name: 'Usage summary by day, API and action' });
    // Its rows (dozens, the page's longest render) wait: with nothing left to fetch they would be here by now.
    await page.waitForLoadState('networkidle');
    await expect(table).toHaveCount(0);
    await heading.scrollIntoViewIfNeeded();
    await expect(table.getByRole('cell').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('the API and the day are chosen from native selects', async ({ page }) => {
  await page.goto('/usage');
  const day = page.getByRole('combobox', { name: 'Day (UTC)' });
  await page.getByRole('combobox', { name: 'API' }).last().selectOption({ label: 'Catalog' });
  await expect(page).toHaveURL(/api=catalog/);
  await day.selectOption({ index: 1 });
  await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole('table', { name: /^Calls to catalog on / })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the charts library loads with the usage page only', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    // A script of a page already left may have no body to read any more: it did not carry the charts.
    if (response.request().resourceType() === 'script' && response.ok())
      scripts.push(response.text().catch(() => ''));
  });
  const chartsLoaded = async () => (await Promise.all(scripts)).some((s) => s.includes('recharts-wrapper'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/parts');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await chartsLoaded()).toBe(false);
  await page.getByRole('link', { name: 'API usage' }).click();
  // The charts' code comes once the page's first screen has painted: a bar is a link to that day's calls.
  const chart = page.getByRole('figure', { name: 'Requests per day by API' });
  await expect(chart.getByRole('link').first()).toBeVisible();
  expect(await chartsLoaded()).toBe(true);
});
