import { test, expect } from './fixtures';

// Run with `npm run screenshots`: writes the README's and docs' PNGs. Skipped by the normal suite.
const PAGES = [
  { name: 'home', path: '/', heading: 'Find the right part' },
  { name: 'settings', path: '/settings', heading: 'Settings' },
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
        await expect(page.getByRole('heading', { level: 1, name: pageInfo.heading })).toBeVisible();
        await page.screenshot({
          path: `docs/screenshots/${pageInfo.name}-${width}-${scheme}.png`,
          fullPage: true,
        });
      });
    }
  }
}
