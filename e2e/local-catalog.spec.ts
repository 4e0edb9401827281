import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './axe';

type CatalogPart = { part: string; series: string };

/** The mock's whole catalog read straight from GET /v3 in the page: the reference the facet counts must match. */
async function wholeCatalog(page: Page): Promise<CatalogPart[]> {
  return page.evaluate(async () => {
    const all: CatalogPart[] = [];
    let after = '';
    for (;;) {
      const response = await fetch(`/api/v3?startAfterPart=${encodeURIComponent(after)}`, {
        headers: { 'client-app-name': 'Parts Portal' },
      });
      const page = (await response.json()) as CatalogPart[];
      if (page.length === 0) return all;
      all.push(...page);
      after = page.at(-1)!.part;
    }
  });
}

test.describe('browse over the local copy of the catalog', () => {
  test.setTimeout(120_000);

  test('loads the whole catalog with progress, keeps it over a reload, filters with facets, refreshes stock, and is cleared from Settings', async ({
    page,
    mock,
  }) => {
    await page.goto('/parts');
    // Mantine's segmented control hides its radios behind their labels: click the label as a person does.
    await page.getByText('Local copy', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Local copy' })).toBeChecked();
    await expect(page).toHaveURL(/view=local/);
    await expect(page.getByText(/No local copy yet/)).toBeVisible();

    await page.getByRole('button', { name: 'Load whole catalog' }).click();
    await expect(page.getByRole('progressbar', { name: 'Loading the catalog' })).toBeVisible();
    await expect(page.getByText(/parts\/s/)).toBeVisible();
    // The reference is read once the load has ended: read beside it, it doubled the mock's work in the
    // page while every page of the load must answer within the API's timeout (a busy CI machine).
    await expect(page.getByText(/^[\d,]+ parts in USD, loaded/)).toBeVisible();
    const catalog = await wholeCatalog(page);
    const total = catalog.length.toLocaleString('en-US');
    await expect(page.getByText(new RegExp(`^${total} parts in USD, loaded`))).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: `of ${total} parts in the local copy` }),
    ).toHaveText(`${total} of ${total} parts in the local copy`);

    // Kept in IndexedDB: a reload shows the same copy without loading again.
    await page.reload();
    await expect(page.getByText(new RegExp(`^${total} parts in USD, loaded`))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Full re-sync' })).toBeVisible();

    // Facet counts match the mock's data; choosing a value shows exactly that many parts.
    const seriesFacet = page.getByRole('group', { name: 'Series' });
    const box = seriesFacet.getByRole('checkbox').first();
    const [, series, shownCount] = /^(.+) \(([\d,]+)\)$/.exec(
      (await box.getAttribute('aria-label')) ??
        (await seriesFacet
          .getByRole('checkbox')
          .first()
          .evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '')),
    )!;
    const inSeries = catalog.filter((p) => p.series === series).length;
    expect(shownCount).toBe(inSeries.toLocaleString('en-US'));
    await box.check();
    await expect(page).toHaveURL(new RegExp(`series=`));
    await expect(
      page.getByText(`${inSeries.toLocaleString('en-US')} of ${total} parts in the local copy`),
    ).toBeVisible();
    const rows = page.getByRole('table', { name: 'Parts in the local copy' }).getByRole('row');
    await expect(rows.nth(1)).toContainText(series!);

    // Local search, labelled as such, narrows within the facet.
    const target = (catalog.find((p) => p.series === series && p.part.endsWith('-TR')) ??
      catalog.find((p) => p.series === series))!.part;
    await page.getByLabel('Search the local copy').fill(target);
    await expect(rows.nth(1)).toContainText(target);
    await expect(page.getByText(new RegExp(`^[\\d,]+ of ${total} parts in the local copy`))).toBeVisible();

    // A stock change reaches the copy through Refresh, without paging the catalog again.
    await mock.bumpStock(target, 4242);
    await page.getByRole('button', { name: 'Refresh stock' }).click();
    await expect(page.getByText(/stock changes? read; [\d,]+ parts? updated\./)).toBeVisible();
    await expect(rows.nth(1)).toContainText('4,242');

    await expectNoAxeViolations(page);

    await page.goto('/settings');
    const card = page.getByRole('heading', { name: 'Local catalog copies' }).locator('..');
    await expect(card.getByText(new RegExp(`1 copy with ${total} parts`))).toBeVisible();
    await card.getByRole('button', { name: 'Clear local copies' }).click();
    await expect(card.getByText('No local copy: Browse → Local copy loads one.')).toBeVisible();
    await page.goto('/parts?view=local');
    await expect(page.getByText(/No local copy yet/)).toBeVisible();
  });

  test('a cancelled load resumes from where it stopped after a reload', async ({ page }) => {
    await page.goto('/parts?view=local');
    await page.getByRole('button', { name: 'Load whole catalog' }).click();
    await expect(page.getByText(/[1-9][\d,]* parts, [\d,]+ pages/)).toBeVisible();
    await page.getByRole('button', { name: 'Cancel loading' }).click();
    await expect(page.getByText(/parts loaded so far .* Resume continues after/)).toBeVisible();
    await page.reload();
    await expect(page.getByText(/parts loaded so far .* Resume continues after/)).toBeVisible();
    await page.getByRole('button', { name: 'Resume loading' }).click();
    await expect(page.getByText(/ parts in USD, loaded/)).toBeVisible();
  });
});
