import type { Page } from '@playwright/test';
import { test, expect, type MockFault } from './fixtures';
import { API_PAGES } from './pages';

/**
 * Faults (docs/reliability.md): every page whose content comes from the API, under every fault of the mock backend,
 * explains the failure with a way out, says "Retrying…" while the API module backs off, keeps the shell
 * usable, and recovers with Try again. The 10-second reply is exercised on one page (the clock is fast-
 * forwarded through the mock's delay); the others take the quick faults.
 */

type Expectation = { fault: MockFault; title: string | RegExp; retries: boolean; settings: boolean };

const QUICK_FAULTS: Expectation[] = [
  // A retry cannot help a refused token: Settings is the way out (the usage page words its own 403).
  { fault: { kind: 'forbidden' }, title: /Access denied|does not grant/, retries: false, settings: true },
  {
    fault: { kind: 'rate-limited', retryAfterSeconds: 2 },
    title: 'Too many requests',
    retries: true,
    settings: false,
  },
  { fault: { kind: 'server-error' }, title: 'The service had a problem', retries: true, settings: false },
  { fault: { kind: 'network-error' }, title: 'Cannot reach the service', retries: true, settings: false },
];

/** Only the browser's own log line for a failed resource, for the statuses these faults answer. */
// One pattern: a two-element array here would read as Playwright's [value, options] fixture tuple.
test.use({
  allowConsoleErrors: [
    /^Failed to load resource: (the server responded with a status of (401|403|429|500)|net::ERR_FAILED)/,
  ],
});

/**
 * Runs the API module's backoff timers without waiting them out in real time: each round fires the
 * pending retry, then looks briefly for the end state. A round that looks too soon (a busy machine) only
 * fast-forwards again, which the next retry's timer needs anyway; the loop ends when `done` holds.
 */
async function skipBackoffUntil(page: Page, done: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.clock.fastForward(5_000);
    await done();
  }).toPass({ intervals: [50] });
}

/**
 * The API requests the page has sent and not yet had answered. A request sent during the outage is
 * answered with the fault even when the fault is cleared meanwhile (the mock takes it as the request
 * arrives): the tests clear a fault once these are answered, as a service that is back answers what is
 * asked from then on.
 */
function trackApiRequests(page: Page): { open: () => number } {
  const open = new Set<object>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) open.add(request);
  });
  const answered = (request: object) => open.delete(request);
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  return { open: () => open.size };
}

function pathAndSearch(page: Page): string {
  const url = new URL(page.url());
  return decodeURIComponent(url.pathname + url.search);
}

async function expectShellUsable(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeVisible();
  await expect(
    page
      .getByRole('button', { name: 'Settings' })
      .or(page.getByRole('link', { name: 'Settings' }))
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search parts' })).toBeEditable();
}

for (const target of API_PAGES) {
  test.describe(`${target.name} (${target.path}) under faults of ${target.endpoint}`, () => {
    for (const { fault, title, retries, settings } of QUICK_FAULTS) {
      test(`${fault.kind}: explained, retried where it helps, shell usable, Try again recovers`, async ({
        page,
        mock,
      }) => {
        await mock.setFaultBeforeLoad(target.endpoint, fault);
        const apiRequests = trackApiRequests(page);
        await page.goto(target.path);
        const alert = page.getByRole('alert').filter({ hasText: title }).first();
        if (retries) {
          await expect(page.getByRole('status').filter({ hasText: 'Retrying…' })).toBeVisible();
          await skipBackoffUntil(page, () => expect(alert).toBeVisible({ timeout: 200 }));
        }
        await expect(alert).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: 'Retrying…' })).toHaveCount(0);
        if (!settings) await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
        if (settings) await expect(alert.getByRole('link', { name: 'Open Settings' })).toBeVisible();
        await expectShellUsable(page);

        // A page without Try again on a 403 (usage) offers only Settings: nothing more to recover here.
        if ((await alert.getByRole('button', { name: 'Try again' }).count()) === 0) return;
        await expect.poll(apiRequests.open).toBe(0);
        // Every panel shows what it was answered before the service comes back: React reveals a panel that
        // was loading up to 300 ms after its answer, so an answered request is not yet a shown failure.
        await expect(
          page
            .getByRole('main')
            .getByRole('status')
            .filter({ hasText: /Loading/ }),
        ).toHaveCount(0);
        await mock.setFault(target.endpoint, null);
        // The compare page fails per column: each failed column has its own Try again.
        const failed = page.getByRole('alert').filter({ hasText: title });
        // One Try again may recover several columns at once, so an alert can vanish between the count and
        // the click: retry the step until no alert is left.
        await expect(async () => {
          if ((await failed.count()) > 0) {
            await failed.first().getByRole('button', { name: 'Try again' }).click({ timeout: 2_000 });
          }
          await expect(failed).toHaveCount(0, { timeout: 2_000 });
        }).toPass();
        await expect(target.ready(page)).toBeVisible();
        await expect(page.getByRole('alert').filter({ hasText: title })).toHaveCount(0);
      });
    }

    test('malformed: names the failing field, shows what did parse, shell usable, Try again recovers', async ({
      page,
      mock,
    }) => {
      await mock.setFaultBeforeLoad(target.endpoint, { kind: 'malformed' });
      await page.goto(target.path);
      // A list skips the bad row and names it (a status); a single answer fails as a whole (an alert).
      const notice = page
        .getByRole('alert')
        .or(page.getByRole('status'))
        .filter({ hasText: /field "[^"]+"/ })
        .first();
      await expect(notice).toBeVisible();
      await expectShellUsable(page);
      const retry = notice.getByRole('button', { name: 'Try again' });
      if ((await notice.getAttribute('role')) === 'alert') {
        await expect(notice).toContainText('Unexpected answer');
        await mock.setFault(target.endpoint, null);
        await retry.click();
        await expect(target.ready(page)).toBeVisible();
      } else {
        await expect(target.ready(page)).toBeVisible();
      }
    });

    test('unauthorized: leads to Settings and, once a token is saved, back to the same page', async ({
      page,
      mock,
    }) => {
      await mock.setFaultBeforeLoad(target.endpoint, { kind: 'unauthorized' });
      await page.goto(target.path);
      const alert = page.getByRole('alert').filter({ hasText: 'Not authorised' }).first();
      await expect(alert).toContainText('Add your token in Settings');
      await expectShellUsable(page);
      const where = pathAndSearch(page);
      await alert.getByRole('link', { name: 'Open Settings' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      const from = new URL(page.url()).searchParams.get('from');
      expect(from && decodeURIComponent(from)).toBe(where);
      // The server accepts the new token from now on.
      await mock.setFault(target.endpoint, null);
      await page.getByLabel('Bearer token').fill('a-new-token-0123456789');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(target.ready(page)).toBeVisible();
      expect(pathAndSearch(page)).toBe(where);
      expect(page.url()).not.toContain('a-new-token');
    });
  });
}

test('a 10-second reply shows the loading state, keeps the shell usable, then the content', async ({
  page,
  mock,
}) => {
  const target = API_PAGES.find((p) => p.name === 'browse');
  if (!target) throw new Error('the browse page is in the list');
  await mock.setFaultBeforeLoad(target.endpoint, { kind: 'slow', delayMs: 10_000, once: true });
  await page.goto(target.path);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /Loading/ })
      .first(),
  ).toBeVisible();
  await expectShellUsable(page);
  await expect(target.ready(page)).toHaveCount(0);
  await skipBackoffUntil(page, () => expect(target.ready(page)).toBeVisible({ timeout: 200 }));
  await expect(page.getByRole('alert')).toHaveCount(0);
});
