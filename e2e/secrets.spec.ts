import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { test, expect, type MockFault } from './fixtures';
import { API_PAGES, PORTAL_PAGES, type PortalPage } from './pages';

/**
 * Secrets (docs/reliability.md): a recognisable bearer token, saved in Settings, never shows up where it does not
 * belong while every page is visited, every fault that produces a message is shown, and every CSV export
 * is downloaded: not in a URL (navigated or requested), the console, the DOM (text, attributes, input
 * values), an export, or the mock's recorded calls on the usage page, whose details redact every
 * credential header.
 *
 * The Settings page's own token field holds the token by design (to edit it) and is left out of the DOM
 * check; the masked forms (`eyJh…wxyz`, `Bearer ••••wxyz`) keep four characters, below the 8-character
 * windows searched for.
 */

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const SIGNATURE = 'Zk3qSecretSig9Wv7LmPq2RtXy8Nb4Hc6';

function tokenAt(now: number): string {
  const payload = { jti: 'secrets-spec-4f1d9e27', exp: Math.floor(now / 1000) + 365 * 86_400 };
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.${SIGNATURE}`;
}

/** The token and every 8-character window of its payload and signature (the header is every JWT's). */
function distinctiveParts(token: string): string[] {
  const [, payload = '', signature = ''] = token.split('.');
  const windows = new Set<string>([token, `${payload}.${signature}`]);
  for (const part of [payload, signature])
    for (let i = 0; i + 8 <= part.length; i++) windows.add(part.slice(i, i + 8));
  return [...windows];
}

/** Pages with a CSV export, and the button that makes it. */
const EXPORTS: Record<string, string> = {
  'stock changes': 'Export CSV',
  compare: 'Export CSV',
  'open orders': 'Export CSV',
  'order history': 'Export CSV',
  'order search': 'Export CSV',
  quotes: 'Download CSV',
};

/** Faults whose message the page shows at once (no backoff): each is checked for the token too. */
const MESSAGE_FAULTS: MockFault[] = [{ kind: 'unauthorized' }, { kind: 'forbidden' }, { kind: 'malformed' }];

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type Capture = { where: string; text: string };

class Leaks {
  readonly captured: Capture[] = [];
  add(where: string, text: string): void {
    this.captured.push({ where, text });
  }
  /** Every capture holding the token or one of its distinctive parts. */
  findIn(token: string): string[] {
    const parts = distinctiveParts(token);
    return this.captured.flatMap(({ where, text }) => {
      const hit = parts.find((p) => text.includes(p));
      return hit
        ? [`${where}: …${text.slice(Math.max(0, text.indexOf(hit) - 40), text.indexOf(hit) + 40)}…`]
        : [];
    });
  }
}

/** The DOM as a thief would read it: the markup (text and attributes) and every field's current value. */
async function captureDom(page: Page, leaks: Leaks, where: string): Promise<void> {
  const { html, values } = await page.evaluate(() => ({
    html: document.documentElement.outerHTML,
    values: [...document.querySelectorAll('input, textarea, select')]
      .filter((el) => !(el instanceof HTMLInputElement && el.type === 'password'))
      .map((el) => (el as HTMLInputElement).value),
  }));
  // The Settings token field (type password, shown as dots) keeps its value as an attribute too.
  leaks.add(`${where} DOM`, html.replace(/<input[^>]*type="password"[^>]*>/g, ''));
  leaks.add(`${where} field values`, values.join('\n'));
  leaks.add(`${where} document title`, await page.title());
}

async function captureDownload(download: Download, leaks: Leaks, where: string): Promise<string> {
  const file = await download.path();
  const body = await readFile(file, 'utf8');
  leaks.add(`${where} download ${download.suggestedFilename()}`, body);
  leaks.add(`${where} download URL`, download.url());
  return body;
}

/** Records everything a page sends, logs, navigates to or downloads, for the token search. */
function watchForLeaks(page: Page): { leaks: Leaks; requestCount: () => number } {
  const leaks = new Leaks();
  let requests = 0;
  page.on('console', (message) => leaks.add(`console.${message.type()}`, message.text()));
  page.on('pageerror', (error) => leaks.add('page error', `${error.message}\n${error.stack ?? ''}`));
  page.on('request', (request) => {
    requests += 1;
    leaks.add('request URL', request.url());
    const body = request.postData();
    if (body) leaks.add(`request body ${request.url()}`, body);
  });
  page.on('framenavigated', (frame) => leaks.add('navigated URL', frame.url()));
  page.on('download', (download) => leaks.add('download URL', download.url()));
  return { leaks, requestCount: () => requests };
}

async function saveToken(page: Page, token: string): Promise<void> {
  await page.goto('/settings');
  await page.getByLabel('Bearer token').fill(token);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText(/Saved token:/)).toBeVisible();
}

async function visit(page: Page, target: PortalPage, leaks: Leaks): Promise<void> {
  await page.goto(target.path);
  await expect(target.ready(page).first()).toBeVisible();
  await captureDom(page, leaks, target.name);
  const exportButton = EXPORTS[target.name];
  if (!exportButton) return;
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: exportButton }).first().click();
  const body = await captureDownload(await download, leaks, target.name);
  // Not vacuous: the export has a header and rows.
  expect(body.split('\n').length, `${target.name} export rows`).toBeGreaterThan(1);
}

test.describe('the bearer token stays secret', () => {
  test.use({
    allowConsoleErrors: [/^Failed to load resource: the server responded with a status of (401|403|404)/],
  });

  test('across every page, CSV export and the usage page', async ({ page, now }) => {
    // One document per page on purpose: a full load is where a token would reach a URL or the console.
    test.setTimeout(240_000);
    const token = tokenAt(now);
    const { leaks, requestCount } = watchForLeaks(page);

    await saveToken(page, token);
    // Not vacuous: the token is what the portal sends.
    const sent = page.waitForRequest(
      (r) => r.url().includes('/api/') && r.headers()['authorization'] !== undefined,
    );
    await page.goto(PORTAL_PAGES[1]!.path);
    expect((await sent).headers()['authorization']).toBe(`Bearer ${token}`);

    let exports = 0;
    for (const target of PORTAL_PAGES) {
      await test.step(target.name, () => visit(page, target, leaks));
      if (EXPORTS[target.name]) exports += 1;
    }

    await test.step('usage: the calls of this visit, each call detail and its body download', async () => {
      // Newest first: the calls of this visit, not the seeded ones of earlier today.
      await page.goto(`/usage?api=catalog&date=${isoDay(now)}&sort=time.desc`);
      const calls = page.getByRole('link', { name: /^Call / });
      await expect(calls.first()).toBeVisible();
      await captureDom(page, leaks, 'usage rows');
      const drawer = page.getByRole('dialog', { name: /^Call / });
      await calls.first().click();
      await expect(drawer.getByRole('heading', { name: 'Response body' })).toBeVisible();
      // The token the portal sent is logged, and shown only as its scheme and last four characters.
      await expect(drawer.getByText(`Bearer ••••${token.slice(-4)}`)).toBeVisible();
      await captureDom(page, leaks, 'usage call detail');
      const download = page.waitForEvent('download');
      await drawer.getByRole('button', { name: 'Download body' }).click();
      await captureDownload(await download, leaks, 'usage call body');
    });

    expect(leaks.findIn(token), 'places the token showed up').toEqual([]);
    test.info().annotations.push({
      type: 'secrets',
      description: `${leaks.captured.length} captures (${requestCount()} requests), ${exports} CSV exports, ${
        PORTAL_PAGES.length
      } pages, ${distinctiveParts(token).length} needles`,
    });
  });

  // One test per page (they run side by side): the page under each fault whose message shows at once.
  for (const target of API_PAGES) {
    test(`in every fault message of ${target.name}`, async ({ page, mock, now }) => {
      const token = tokenAt(now);
      const { leaks } = watchForLeaks(page);
      await saveToken(page, token);
      for (const fault of MESSAGE_FAULTS) {
        await test.step(`under ${fault.kind}`, async () => {
          await mock.setFault(target.endpoint, fault);
          await page.goto(target.path);
          await expect(
            page
              .getByRole('alert')
              .or(page.getByRole('status').filter({ hasText: /field "/ }))
              .first(),
          ).toBeVisible();
          await captureDom(page, leaks, `${target.name} under ${fault.kind}`);
          await mock.setFault(target.endpoint, null);
        });
      }
      expect(leaks.findIn(token), 'places the token showed up').toEqual([]);
    });
  }

  test('usage details redact every credential header a call carried', async ({ page, now }) => {
    const token = tokenAt(now);
    await saveToken(page, token);
    // A call carrying credentials under other names, as another client of the service might send them
    // (cookies cannot be set on a fetch; redact.test.ts covers them).
    const trace = await page.evaluate(async (secret) => {
      await fetch('/api/v3/search?query=header', {
        headers: {
          'client-app-name': 'secrets-spec',
          Authorization: `Bearer ${secret}`,
          'X-Api-Key': secret,
          'X-Auth-Token': secret,
          'X-Client-Secret': secret,
          'X-Session-Id': secret,
        },
      });
      return true;
    }, token);
    expect(trace).toBe(true);
    await page.goto(
      `/usage?api=catalog&date=${isoDay(now)}&sort=time.desc&action=${encodeURIComponent('GET v3/search')}`,
    );
    await page
      .getByRole('link', { name: /^Call / })
      .first()
      .click();
    const drawer = page.getByRole('dialog', { name: /^Call / });
    await expect(drawer.getByRole('heading', { name: 'Response body' })).toBeVisible();
    for (const header of ['x-api-key', 'x-auth-token', 'x-client-secret', 'x-session-id'])
      await expect(drawer.getByText(header).first()).toBeVisible();
    await expect(drawer.getByText(`Bearer ••••${token.slice(-4)}`)).toBeVisible();
    const shown = await drawer.innerText();
    expect(shown.split('[redacted]').length - 1, 'headers shown as [redacted]').toBe(4);
    const html = await page.content();
    for (const part of distinctiveParts(token)) expect(html).not.toContain(part);
  });
});
