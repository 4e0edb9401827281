// What the demo's mock backend costs a page load (npm run bench, docs/performance.md): when the mock worker
// controls the page after navigation starts, and the main-thread time spent generating seeded data
// (mocks/data: parts are drawn at start-up, each area is generated on its first request) by the time the
// page shows its content. Read from window.__partsPortalMock (mocks/browser.ts); reported, never asserted.
/* global window */

/** Pages and what each shows once its data is there. */
const MOCK_DATA_PAGES = [
  ['/', (p) => p.getByRole('region', { name: 'Open orders' }).getByRole('link', { name: /open lines/ })],
  ['/parts', (p) => p.getByRole('table', { name: 'Catalog parts' }).getByRole('row').nth(1)],
  ['/orders', (p) => p.getByRole('table', { name: 'Open order lines' }).getByRole('row').nth(1)],
  ['/usage', (p) => p.getByRole('table', { name: 'Usage summary by day, API and action' })],
  ['/settings', (p) => p.getByRole('textbox', { name: 'Client application name' })],
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Medians over `runs` cold loads (a fresh context each: the worker registers anew) of every page. */
export async function mockDataPerPageLoad(browser, base, runs) {
  const rows = [];
  for (const [path, ready] of MOCK_DATA_PAGES) {
    const readyAt = [];
    const generation = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await page.addInitScript(() =>
        localStorage.setItem('parts-portal.mock-control', JSON.stringify({ latencyMs: 0 })),
      );
      await page.goto(base + path);
      await ready(page).waitFor();
      const figures = await page.evaluate(() => ({
        readyAt: window.__partsPortalMock.readyAtMs(),
        generation: window.__partsPortalMock.generationMs(),
      }));
      readyAt.push(figures.readyAt);
      generation.push(figures.generation);
      await context.close();
    }
    rows.push({ path, readyAtMs: median(readyAt), generationMs: median(generation) });
  }
  return rows;
}
