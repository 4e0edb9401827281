import { test, expect } from './fixtures';
import { BOOK_PRICE_PART } from '../mocks/data/parts';

// At 390 px (a phone) no page scrolls sideways: wide content scrolls inside its own box.
test.use({ viewport: { width: 390, height: 844 } });

const PAGES = [
  '/',
  '/parts',
  `/parts/${encodeURIComponent(BOOK_PRICE_PART)}`,
  '/search?q=TSH',
  '/compare?parts=TSH-010-254-DA,TSH-020-254-DG',
  '/availability',
  '/orders',
  '/settings',
];

for (const url of PAGES) {
  test(`${url} does not scroll sideways at 390 px`, async ({ page }) => {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'pixels the page is wider than the screen').toBeLessThanOrEqual(0);
    // A badge squeezed by a narrow column wraps; it never cuts its words off ("PARTIALLY SHI…").
    const clipped = await page
      .locator('.mantine-Badge-label')
      .evaluateAll((labels) =>
        labels
          .filter(
            (label) => label.getBoundingClientRect().width > 0 && label.scrollWidth > label.clientWidth + 1,
          )
          .map((label) => label.textContent),
      );
    expect(clipped, 'badges whose words are cut off').toEqual([]);
  });
}
