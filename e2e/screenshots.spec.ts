import { test, expect } from './fixtures';
import { BOOK_PRICE_PART, NCNR_PART } from '../mocks/data/parts';

// Run with `npm run screenshots`: writes the README's and docs' PNGs. Skipped by the normal suite.
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'parts', path: '/parts' },
  { name: 'search', path: '/search?q=TSH-010' },
  { name: 'part', path: `/parts/${encodeURIComponent(BOOK_PRICE_PART)}?qty=750` },
  {
    name: 'compare',
    path: `/compare?parts=${encodeURIComponent(`${BOOK_PRICE_PART},${NCNR_PART}`)}&qty=100`,
  },
  { name: 'availability', path: '/availability' },
  { name: 'pricing', path: '/pricing?part=TSH-010-254-DG&qty=30&customerName=Acme%20Robotics' },
  { name: 'quotes', path: '/quotes?current=false' },
  { name: 'settings', path: '/settings' },
  { name: 'usage', path: '/usage' },
  { name: 'orders', path: '/orders' },
  { name: 'orders-history', path: '/orders/history?initialDate=2025-06-01&finalDate=2025-12-31' },
  { name: 'orders-search', path: '/orders/search?q=PO-2025' },
  { name: 'new-order', path: '/orders/new?part=MZS-020-050-DG&qty=5&customerPart=CP-1' },
];
const WIDTHS = [1440, 390];
const SCHEMES = ['light', 'dark'] as const;

for (const pageInfo of PAGES) {
  for (const width of WIDTHS) {
    for (const scheme of SCHEMES) {
      test(`@screenshots ${pageInfo.name} at ${width}px in ${scheme}`, async ({ page }) => {
        await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(pageInfo.path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
        await page.screenshot({ path: `docs/screenshots/${pageInfo.name}-${width}-${scheme}.png` });
      });
    }
  }
}
