import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './axe';
import {
  BOOK_PRICE_PART,
  HASH_PART,
  NO_MODEL_PART,
  OBSOLETE_PART,
  SCRIPT_DESCRIPTION_PART,
  SLASH_PART,
  UNSAFE_URL_PART,
} from '../mocks/data/parts';

const partUrl = (part: string, query = '') => `/parts/${encodeURIComponent(part)}${query}`;

type Tier = { column: number; minimumQuantity: number; maximumQuantity: number; price: number };

/** The part as the mock serves it (through the page, so the service worker answers). */
async function fetchPart(page: Page, part: string): Promise<{ price: Tier[]; minimumOrderQuantity: number }> {
  return page.evaluate(async (p) => {
    const response = await fetch(`/api/v3/${encodeURIComponent(p)}?isoCurrencyCode=USD`);
    return (await response.json()) as { price: Tier[]; minimumOrderQuantity: number };
  }, part);
}

type PartWithRelated = {
  description: string;
  stockQuantity: number;
  relatedParts: { part: string }[];
};

const usd = (amount: number, digits = 2) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);

test.describe('part detail', () => {
  test('deep link shows the facts, documents by type and related parts that link on', async ({ page }) => {
    await page.goto(partUrl(BOOK_PRICE_PART, '?currency=USD&tab=related'));
    await expect(page.getByRole('heading', { level: 1, name: BOOK_PRICE_PART })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(BOOK_PRICE_PART));
    // The product photo loads (the demo's image host is answered by the mock worker), no placeholder.
    const photo = page.getByRole('img', { name: `Product photo of ${BOOK_PRICE_PART}` });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByText('No image')).toHaveCount(0);
    await expect(page.getByText('Minimum order', { exact: true })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Your book price' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /Related parts/ })).toHaveAttribute('aria-selected', 'true');
    const related = page.getByRole('table', { name: 'Related parts' });
    const firstLink = related.getByRole('link').first();
    const target = (await firstLink.innerText()).trim();
    await firstLink.click();
    await expect(page.getByRole('heading', { level: 1, name: target })).toBeVisible();

    await page.getByRole('tab', { name: /Documents/ }).click();
    await expect(page).toHaveURL(/tab=documents/);
    await expect(page.getByRole('heading', { level: 3, name: 'Datasheet' })).toBeVisible();
  });

  test('the header, price and stock show while the related parts and the model formats are still loading', async ({
    page,
    mock,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const part = await page.evaluate(async (p) => {
      const response = await fetch(
        `/api/v3/${encodeURIComponent(p)}?isoCurrencyCode=USD&includeRelatedParts=true`,
      );
      return (await response.json()) as PartWithRelated;
    }, OBSOLETE_PART);
    const related = part.relatedParts.map((r) => r.part);
    expect(related.length).toBeGreaterThan(0);
    // The obsolete part looks up each related part for a replacement in production; those lookups and the
    // model formats answer only after the test is over, the part itself at once.
    await mock.setFault('catalog.part', { kind: 'slow', delayMs: 60_000, parts: related });
    await mock.setFault('models.types', { kind: 'slow', delayMs: 60_000 });
    await page.goto(partUrl(OBSOLETE_PART, '?currency=USD&tab=models'));

    await expect(page.getByRole('heading', { level: 1, name: OBSOLETE_PART })).toBeVisible();
    await expect(page.getByText(part.description, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Prices in USD' })).toBeVisible();
    await expect(page.getByText(/ship now from stock|None in stock/)).toBeVisible();
    const stock =
      part.stockQuantity > 0 ? new Intl.NumberFormat('en-US').format(part.stockQuantity) : 'Out of stock';
    await expect(page.getByRole('definition').filter({ hasText: new RegExp(`^${stock}$`) })).toBeVisible();
    // ... while the sections fed by the slow calls still show their loading states.
    await expect(page.getByRole('region', { name: 'Replacements' }).getByRole('status')).toHaveText(
      'Looking for replacements in production…',
    );
    await expect(page.getByRole('region', { name: 'At a glance' })).toContainText('Loading formats…');
    await expect(page.getByRole('tabpanel').getByRole('status')).toHaveText('Loading model formats…');
  });

  test('a part number without data says so and offers a search', async ({ page }) => {
    await page.goto('/parts/NO-SUCH-PART-123');
    await expect(page.getByRole('heading', { name: 'No data for this part number' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Search the catalog for/ })).toHaveAttribute(
      'href',
      '/search?q=NO-SUCH-PART-123',
    );
  });

  for (const part of [SLASH_PART, HASH_PART]) {
    test(`the part number ${part} round-trips through the URL`, async ({ page }) => {
      const lookup = page.waitForRequest((r) => r.url().includes(`/api/v3/${encodeURIComponent(part)}?`));
      await page.goto(partUrl(part));
      await lookup;
      await expect(page.getByRole('heading', { level: 1, name: part })).toBeVisible();
      // A not-recommended part looks up replacements; let that finish before reloading.
      await expect(page.getByText('Looking for replacements in production…')).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: part })).toBeVisible();
    });
  }

  test('highlights the tier of a typed quantity and claims a saving only when the total falls', async ({
    page,
  }) => {
    await page.goto(partUrl(BOOK_PRICE_PART, '?currency=USD'));
    await expect(page.getByRole('heading', { level: 1, name: BOOK_PRICE_PART })).toBeVisible();
    const { price } = await fetchPart(page, BOOK_PRICE_PART);
    const tiers = [...price].sort((a, b) => a.minimumQuantity - b.minimumQuantity);
    const cents = (n: number) => Math.round(n * 100) / 100;
    const total = (tier: Tier, qty: number) => cents(tier.price * qty);
    // A quantity one below a break where the next break costs less in total, and the first quantity
    // of a tier, where reaching the next break costs more in total.
    const falling = tiers.findIndex(
      (t, i) =>
        tiers[i + 1] &&
        total(tiers[i + 1]!, tiers[i + 1]!.minimumQuantity) < total(t, tiers[i + 1]!.minimumQuantity - 1),
    );
    const rising = tiers.findIndex(
      (t, i) =>
        tiers[i + 1] && total(tiers[i + 1]!, tiers[i + 1]!.minimumQuantity) > total(t, t.minimumQuantity),
    );
    const [tier, next] = [tiers[falling], tiers[falling + 1]];
    const [low, high] = [tiers[rising], tiers[rising + 1]];
    if (!tier || !next || !low || !high) throw new Error('the book-price part needs both kinds of break');
    const qty = next.minimumQuantity - 1;

    await page.getByRole('textbox', { name: 'Quantity' }).fill(String(qty));
    await expect(page).toHaveURL(new RegExp(`qty=${qty}`));
    const current = page.getByRole('table', { name: 'Price breaks' }).locator('tr[aria-current="true"]');
    await expect(current).toHaveCount(1);
    await expect(current).toContainText(tier.minimumQuantity.toLocaleString('en-US'));
    await expect(current).toContainText('Your tier');
    const saving = cents(total(tier, qty) - total(next, next.minimumQuantity));
    const note = page.getByText(/which saves/);
    await expect(note).toContainText(`Order ${next.minimumQuantity.toLocaleString('en-US')} (+1) at`);
    await expect(note).toContainText(`the total is ${usd(total(next, next.minimumQuantity))}`);
    await expect(note).toContainText(`saves ${usd(saving)}`);

    // The saving's quantity is a link that moves the calculator there.
    await page.getByRole('link', { name: `${next.minimumQuantity.toLocaleString('en-US')} (+1)` }).click();
    await expect(page).toHaveURL(new RegExp(`qty=${next.minimumQuantity}(&|$)`));
    await expect(current).toContainText(next.minimumQuantity.toLocaleString('en-US'));

    // Where the next break costs more in total, its lower unit price is shown but no saving claimed.
    await page.getByRole('textbox', { name: 'Quantity' }).fill(String(low.minimumQuantity));
    await expect(page.getByText(/in total, more than now/)).toContainText(
      usd(total(high, high.minimumQuantity)),
    );
    await expect(page.getByText(/saves/)).toHaveCount(0);
  });

  test('a model URL is asked for only when clicked, and one click saves the file', async ({ page }) => {
    const modelRequests: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api/v1/model/') && !path.endsWith('/ModelTypes')) modelRequests.push(r.url());
    });
    await page.goto(partUrl(BOOK_PRICE_PART, '?tab=models'));
    const formats = page.getByRole('table', { name: '3D models and drawings' });
    await expect(formats.getByRole('rowheader').first()).toBeVisible();
    expect(modelRequests).toEqual([]);

    const button = formats.getByRole('button', { name: /^Download / }).first();
    const formatName = ((await button.getAttribute('aria-label')) ?? '').replace('Download ', '');
    const request = page.waitForRequest((r) =>
      r.url().includes(`/api/v1/model/${encodeURIComponent(BOOK_PRICE_PART)}?modelFormat=`),
    );
    const download = page.waitForEvent('download');
    await button.click();
    await request;
    const file = await download;
    expect(modelRequests).toHaveLength(1);
    expect(file.suggestedFilename()).toMatch(new RegExp(`^${BOOK_PRICE_PART}-.+\\.zip$`));
    await expect(formats.getByText(`Saved as ${file.suggestedFilename()}`)).toBeVisible();
    expect(formatName).not.toBe('');
  });

  test('a format with no model says so plainly', async ({ page }) => {
    await page.goto(partUrl(NO_MODEL_PART, '?tab=models'));
    const formats = page.getByRole('table', { name: '3D models and drawings' });
    await formats
      .getByRole('button', { name: /^Download / })
      .first()
      .click();
    await expect(formats.getByText('No model in this format for this part.')).toBeVisible();
  });

  test('unsafe URLs from the API are not links, and markup in text stays text', async ({ page }) => {
    await page.goto(partUrl(UNSAFE_URL_PART, '?tab=documents'));
    await expect(page.getByRole('heading', { level: 1, name: UNSAFE_URL_PART })).toBeVisible();
    await expect(page.getByRole('link', { name: /Buy now/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Request a sample/ })).toHaveCount(0);
    await expect(page.getByText('Legacy drawing archive')).toBeVisible();
    await expect(page.getByRole('link', { name: /Legacy drawing archive/ })).toHaveCount(0);
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((h) => /^(javascript|data|ftp):/i.test(h))).toEqual([]);

    await page.goto(partUrl(SCRIPT_DESCRIPTION_PART));
    await expect(page.getByText('<script>alert("xss")</script>', { exact: false })).toBeVisible();
  });

  test('has no axe violations in light and dark', async ({ page }) => {
    await page.goto(partUrl(BOOK_PRICE_PART, '?qty=37'));
    await expect(page.getByRole('heading', { level: 1, name: BOOK_PRICE_PART })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: /Switch to (dark|light) mode/ }).click();
    await page.getByRole('tab', { name: /Compliance/ }).click();
    const compliance = page.getByRole('table', { name: 'Environmental compliance' });
    await expect(compliance.getByRole('rowheader', { name: 'RoHS' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
