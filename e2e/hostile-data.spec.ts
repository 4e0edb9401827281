import type { Page } from '@playwright/test';
import { BOOK_PRICE_PART } from '../mocks/data/parts';
import { test, expect } from './fixtures';
import { PORTAL_PAGES, type PortalPage } from './pages';

/**
 * Hostile data (docs/reliability.md): the API answers hostile data (mocks/hostile.ts through the `mock` fixture). On every
 * page of e2e/pages.ts, and on the views behind a click (part tabs, an order line's panel, a usage call's
 * detail): markup renders as text and never runs, no link, image or download leads to a non-http(s)
 * URL, 2,000-character strings wrap instead of widening the page, odd numbers read sanely, and a 10 MB
 * answer leaves the tab responsive.
 */

const PART = encodeURIComponent(BOOK_PRICE_PART);

/** Views behind a click or a URL parameter, each with the hostile values on screen. */
const DETAIL_VIEWS: PortalPage[] = [
  ...(['models', 'related', 'compliance'] as const).map((tab) => ({
    name: `part, ${tab} tab`,
    path: `/parts/${PART}?tab=${tab}`,
    endpoint: 'catalog.part' as const,
    heading: BOOK_PRICE_PART,
    ready: (page: Page) => page.getByRole('tabpanel'),
  })),
  {
    name: 'new order with a line',
    path: `/orders/new?part=${PART}&qty=10`,
    endpoint: 'catalog.part',
    heading: 'New order',
    ready: (page) => page.getByRole('textbox', { name: 'PO number', exact: true }),
  },
];

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/** Schemes a link, image or download may use: the web's, and the portal's own blob: exports. */
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'blob:']);

type DomReport = {
  injected: string[];
  urls: { attribute: string; value: string; resolved: string }[];
  text: string;
  sideways: number;
  /** The innermost elements reaching past the viewport's right edge (what to fix when the page scrolls). */
  overflowing: string[];
};

/** Everything the DOM says about injected markup, its URLs and its width, in one round trip. */
function inspectDom(page: Page): Promise<DomReport> {
  return page.evaluate(() => {
    const injected = [
      ...document.querySelectorAll(
        '[data-hostile], [onerror], [onload], [onclick], iframe, object, embed, svg[onload]',
      ),
    ].map((el) => el.outerHTML.slice(0, 120));
    const scripts = [...document.querySelectorAll('script')]
      .filter((s) => (s.textContent ?? '').includes('alert('))
      .map((s) => s.outerHTML.slice(0, 120));
    const urls: DomReport['urls'] = [];
    for (const el of document.querySelectorAll(
      '[href], [src], [action], [formaction], [download], [srcset]',
    )) {
      for (const attribute of ['href', 'src', 'action', 'formaction', 'srcset']) {
        const value = el.getAttribute(attribute);
        if (value === null) continue;
        let resolved: string;
        try {
          resolved = new URL(value, document.baseURI).href;
        } catch {
          resolved = `unparseable:${value}`;
        }
        urls.push({ attribute: `${el.tagName.toLowerCase()}[${attribute}]`, value, resolved });
      }
    }
    const width = document.documentElement.clientWidth;
    const overflowing = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .filter((el) => ![...el.children].some((child) => child.getBoundingClientRect().right > width + 1))
      .slice(0, 5)
      .map((el) => {
        const path: string[] = [];
        for (
          let at: Element | null = el;
          at && at !== document.body && path.length < 6;
          at = at.parentElement
        )
          path.unshift(`${at.tagName.toLowerCase()}.${[...at.classList].join('.')}`);
        return `${path.join(' > ')}: ${(el.textContent ?? '').slice(0, 40)}`;
      });
    return {
      injected: [...injected, ...scripts],
      overflowing,
      urls,
      text: document.body.innerText,
      sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
}

function unsafeUrls(report: DomReport): string[] {
  return report.urls
    .filter(({ resolved }) => {
      if (resolved.startsWith('unparseable:')) return true;
      const url = new URL(resolved);
      return !SAFE_PROTOCOLS.has(url.protocol) || url.hostname === 'evil.example';
    })
    .map(({ attribute, value }) => `${attribute}="${value}"`);
}

/** Words a formatter prints when a number went wrong. */
const BROKEN_NUMBER = /\bNaN\b|\bInfinity\b|\bundefined\b|\[object Object\]/;

/** What the hostile answers look like on screen: markup as text, the long run, an odd number. */
const HOSTILE_ON_SCREEN =
  /<script>|W{50}|[-−]250\b|9\.007E15|1,234,567,890,123|123,456,789\.9|[-−]12\.3|\dE\d{2,}/;

test.describe('hostile values from the API', () => {
  // The part's models list and the order APIs answer 404 for "nothing there" (spec); the browser logs it.
  test.use({ allowConsoleErrors: [/^Failed to load resource: the server responded with a status of 404/] });

  for (const target of [...PORTAL_PAGES, ...DETAIL_VIEWS]) {
    test(`${target.name}: markup is text, URLs are http(s) or absent, long strings wrap, numbers read sanely`, async ({
      page,
      mock,
      now,
    }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await mock.setHostileDataBeforeLoad('values');
      for (const viewport of VIEWPORTS) {
        await test.step(`${viewport.width} px`, async () => {
          await page.setViewportSize(viewport);
          await page.goto(target.path);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await expect(target.ready(page).first()).toBeVisible();
          await openDetail(page, target.name, now);
          const report = await inspectDom(page);
          expect(report.injected, 'elements injected from the data').toEqual([]);
          expect(unsafeUrls(report), 'links, images or downloads with a non-http(s) target').toEqual([]);
          expect(
            report.sideways,
            `the page scrolls sideways: ${report.overflowing.join(' | ')}`,
          ).toBeLessThanOrEqual(0);
          expect(report.text).not.toMatch(BROKEN_NUMBER);
          if (target.endpoint !== null && viewport.width === VIEWPORTS[0].width) {
            // Not vacuous: the hostile values did reach the screen (markup as text, or an odd number).
            expect(report.text, 'hostile values are on screen').toMatch(HOSTILE_ON_SCREEN);
          }
          test.info().annotations.push({
            type: 'urls checked',
            description: `${target.name} at ${viewport.width} px: ${report.urls.length}`,
          });
        });
      }
      expect(dialogs, 'a script from the data ran').toEqual([]);
    });
  }
});

/** The views that sit behind a click: an order line's side panel, a usage call's detail. */
async function openDetail(page: Page, name: string, now: number): Promise<void> {
  if (name === 'open orders') {
    await page
      .getByRole('link', { name: /: details$/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: /^Order .+, line / })).toBeVisible();
  }
  if (name === 'new order with a line') {
    await expect(page.getByText('Checking the part and its price…')).toHaveCount(0);
  }
  if (name === 'usage') {
    // Today's calls at the mock's pinned clock: this visit's, with their hostile answers logged.
    await page.goto(`/usage?api=catalog&date=${new Date(now).toISOString().slice(0, 10)}`);
    await page
      .getByRole('link', { name: /^Call / })
      .first()
      .click();
    await expect(page).toHaveURL(/trace=/);
    // The call's full detail carries its logged (hostile, up to 16,000 characters) body.
    await expect(
      page.getByRole('dialog', { name: /^Call / }).getByRole('heading', { name: 'Response body' }),
    ).toBeVisible();
  }
}

test.describe('an answer of about 10 MB', () => {
  for (const name of ['browse', 'open orders']) {
    test(`${name}: the tab stays responsive and shows a bounded number of rows`, async ({ page, mock }) => {
      const target = PORTAL_PAGES.find((p) => p.name === name);
      if (!target) throw new Error(`${name} is in e2e/pages.ts`);
      await mock.setHostileDataBeforeLoad('huge');
      const started = Date.now();
      await page.goto(target.path);
      // The mock builds the 10 MB answer on the page's own main thread before the app parses it.
      await expect(target.ready(page)).toBeVisible();
      const firstRowsMs = Date.now() - started;
      // Rendering is bounded: a page or a virtual window of rows, not the thousands received.
      const rows = await page.getByRole('row').count();
      expect(rows, 'rows in the DOM').toBeLessThanOrEqual(250);
      // The tab still answers the user: the header search takes typing and offers parts.
      const search = page.getByRole('combobox', { name: 'Search parts' });
      await search.fill('TSH-010');
      await expect(search).toHaveValue('TSH-010');
      await expect(
        page
          .getByRole('listbox')
          .getByRole('option', { name: /TSH-010/ })
          .first(),
      ).toBeVisible();
      test.info().annotations.push({
        type: 'huge answer',
        description: `${name}: ${rows} rows in the DOM, first rows after ${firstRowsMs} ms`,
      });
    });
  }
});
