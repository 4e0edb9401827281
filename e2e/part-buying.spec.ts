import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { BOOK_PRICE_PART, HASH_PART, OBSOLETE_PART } from '../mocks/data/parts';

// Buying from the part page: MOQ and increments, the quantity field, stock against quantity, the buyer's
// own price, what sits above the tabs, one-click models, replacements, "did you mean" and retries.

const REEL_PART = `${BOOK_PRICE_PART}-TR`;
const partUrl = (part: string, query = '') => `/parts/${encodeURIComponent(part)}${query}`;
const n = (value: number) => value.toLocaleString('en-US');

type Facts = { stockQuantity: number; standardLeadDays: number; minimumOrderQuantity: number };
async function fetchPart(page: Page, part: string): Promise<Facts> {
  return page.evaluate(async (p) => {
    const response = await fetch(`/api/v3/${encodeURIComponent(p)}?isoCurrencyCode=USD`);
    return (await response.json()) as Facts;
  }, part);
}

test.describe('part page: buying', () => {
  test('a quantity below the MOQ is priced at the MOQ, and full packs are rounded up, both said', async ({
    page,
  }) => {
    await page.goto(partUrl(REEL_PART, '?currency=USD'));
    await expect(page.getByRole('heading', { level: 1, name: REEL_PART })).toBeVisible();
    const { minimumOrderQuantity: moq } = await fetchPart(page, REEL_PART);
    expect(moq).toBeGreaterThan(1);
    const quantity = page.getByRole('textbox', { name: 'Quantity' });
    await quantity.fill('1');
    await expect(page.getByText(`The minimum order is ${n(moq)}: 1 is priced at ${n(moq)}.`)).toBeVisible();
    const current = page.getByRole('table', { name: 'Price breaks' }).locator('tr[aria-current="true"]');
    await expect(current).toContainText(`for ${n(moq)}`);

    await quantity.fill(String(moq + moq / 2));
    await expect(page.getByText(/ships in full packs/)).toContainText(`round up to ${n(moq * 2)}`);
    await expect(page.getByRole('link', { name: `Start an order for ${n(moq * 2)}` })).toHaveAttribute(
      'href',
      `/orders/new?part=${encodeURIComponent(REEL_PART)}&qty=${moq * 2}`,
    );
  });

  test('the quantity field says what is wrong next to it and keeps what was typed', async ({ page }) => {
    await page.goto(partUrl(BOOK_PRICE_PART, '?qty=10'));
    const quantity = page.getByRole('textbox', { name: 'Quantity' });
    await expect(quantity).toHaveValue('10');
    for (const [typed, message] of [
      ['1.5', 'Parts are ordered in whole pieces: 1.5 is not a whole number.'],
      ['0', 'The quantity must be at least 1.'],
      ['200000000', 'The largest quantity here is 100,000,000: for more, ask for a quote.'],
    ] as const) {
      await quantity.fill(typed);
      await expect(quantity).toHaveValue(typed);
      await expect(quantity).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(message)).toBeVisible();
      // The last valid quantity stays priced and in the URL.
      await expect(page).toHaveURL(/qty=10(&|$)/);
    }
  });

  test('a quantity above stock splits into what ships now and what follows, with a quote link', async ({
    page,
  }) => {
    await page.goto(partUrl(BOOK_PRICE_PART));
    await expect(page.getByRole('heading', { level: 1, name: BOOK_PRICE_PART })).toBeVisible();
    const { stockQuantity: stock, standardLeadDays: lead } = await fetchPart(page, BOOK_PRICE_PART);
    expect(stock).toBeGreaterThan(0);
    const qty = stock + 100;
    await page.getByRole('textbox', { name: 'Quantity' }).fill(String(qty));
    const split = page.getByRole('group', { name: 'Availability of this quantity' });
    await expect(split).toContainText(
      `${n(stock)} ship now from stock; 100 follow on the standard lead time of ${lead} days, by`,
    );
    const due = await split.locator('time').getAttribute('datetime');
    const expected = await page.evaluate((days) => {
      const d = new Date();
      const t = new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);
      return `${t.getFullYear()}-${String(t.getMonth() + 1).padStart(2, '0')}-${String(t.getDate()).padStart(2, '0')}`;
    }, lead);
    expect(due).toBe(expected);
    await expect(split.getByRole('link', { name: 'Ask for a quote' })).toHaveAttribute(
      'href',
      `/pricing?part=${encodeURIComponent(BOOK_PRICE_PART)}&qty=${qty}`,
    );
  });

  test('the buyer’s own price has its own panel, link and error state', async ({ page, mock }) => {
    await page.goto(partUrl(REEL_PART, '?qty=2000&currency=USD'));
    const panel = page.getByRole('region', { name: 'Your price' });
    await expect(panel).toContainText('2,000 ×');
    await expect(panel).toContainText('suggested price');
    await expect(panel).toContainText('Book prices: OEM');
    await expect(panel.getByRole('link', { name: 'Open in the pricing calculator' })).toHaveAttribute(
      'href',
      `/pricing?part=${encodeURIComponent(REEL_PART)}&qty=2000`,
    );

    await mock.setFault('pricing.customer', { kind: 'malformed' });
    await page.getByRole('textbox', { name: 'Quantity' }).fill('3000');
    await expect(panel.getByRole('alert')).toBeVisible();
    // The list prices do not depend on it.
    await expect(page.getByRole('table', { name: 'Price breaks' })).toBeVisible();
    await mock.setFault('pricing.customer', null);
    await panel.getByRole('button', { name: /Try again|Retry/ }).click();
    await expect(panel).toContainText('3,000 ×');
  });

  test('compliance, every related part, the datasheet and model formats sit above the tabs', async ({
    page,
  }) => {
    await page.goto(partUrl(BOOK_PRICE_PART));
    const glance = page.getByRole('region', { name: 'At a glance' });
    await expect(glance.getByText('RoHS Compliant')).toBeVisible();
    await expect(glance.getByRole('link', { name: `${BOOK_PRICE_PART}-TR` })).toBeVisible();
    await expect(glance).toContainText(
      /\(Tape and Reel Packaging, Tape & Reel\), ([\d,]+ in stock|out of stock)/,
    );
    // Every related part, whatever its type says, labelled with the type as the service names it.
    const related = await page.evaluate(
      async (part) =>
        (
          (await (await fetch(`/api/v3/${part}?includeRelatedParts=true`)).json()) as {
            relatedParts: { part: string; relatedPartType: string }[];
          }
        ).relatedParts,
      BOOK_PRICE_PART,
    );
    expect(related.some((r) => r.relatedPartType === 'Alternate Plating')).toBe(true);
    for (const r of related) {
      await expect(glance.getByRole('link', { name: r.part, exact: true })).toBeVisible();
      await expect(glance).toContainText(`${r.part} (${r.relatedPartType}`);
    }
    await expect(glance.getByRole('link', { name: /datasheet, English/ })).toHaveAttribute(
      'href',
      /^https:\/\/.*datasheet-en\.pdf$/,
    );
    // Above the tabs in the page order.
    const glanceBox = await glance.boundingBox();
    const tabsBox = await page.getByRole('tablist').boundingBox();
    expect(glanceBox && tabsBox && glanceBox.y < tabsBox.y).toBe(true);

    // One click gets the URL and saves the file the mock serves at it.
    const download = page.waitForEvent('download');
    await glance.getByRole('button', { name: 'Download STEP AP214 3D model' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${BOOK_PRICE_PART}-STEP-2.14.zip`);
  });

  test('an obsolete part suggests a replacement in production and demotes "Buy now"', async ({ page }) => {
    await page.goto(partUrl(OBSOLETE_PART));
    const replacements = page.getByRole('region', { name: 'Replacements' });
    await expect(replacements).toContainText('This part is obsolete');
    const link = replacements.getByRole('link').first();
    await expect(link).toBeVisible();
    await expect(replacements).toContainText('Suggested Replacement');
    await expect(page.getByRole('link', { name: /Buy now/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Buy remaining stock/ })).toBeVisible();
    const target = (await link.innerText()).trim();
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: target })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Replacements' })).toHaveCount(0);
  });

  test('a typed URL that lost its #LF offers the real part number', async ({ page }) => {
    const [base, fragment] = HASH_PART.split('#');
    await page.goto(`/parts/${base}#${fragment}`);
    await expect(page.getByRole('heading', { name: 'No data for this part number' })).toBeVisible();
    await page.getByRole('link', { name: HASH_PART }).click();
    await expect(page.getByRole('heading', { level: 1, name: HASH_PART })).toBeVisible();
  });

  test.describe('under a server error', () => {
    test.use({ allowConsoleErrors: [/status of 500/] });
    test('the page says it is retrying and keeps its title', async ({ page, mock }) => {
      // The 500 asks for the retry in 30 s, so the notice stays until the test has seen it, however slowly
      // the machine paints; the test then runs the page's clock to the retry instead of waiting.
      await mock.setFaultBeforeLoad('catalog.part', {
        kind: 'server-error',
        once: true,
        retryAfterSeconds: 30,
      });
      await page.goto(partUrl(BOOK_PRICE_PART));
      await expect(
        page.getByRole('status').filter({ hasText: /Retrying… .*\(retry 1 of 3\)/ }),
      ).toBeVisible();
      await page.clock.fastForward(30_000);
      await expect(page).toHaveTitle(new RegExp(BOOK_PRICE_PART));
      await expect(page.getByRole('heading', { level: 1, name: BOOK_PRICE_PART })).toBeVisible();
    });
  });
});
