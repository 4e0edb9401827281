import { readFile } from 'node:fs/promises';
import { test, expect } from './fixtures';

// Compare: the navbar opens the stored selection, five parts keep four and say so, the best
// price, shortest lead time and largest stock are marked, differing rows flagged, CSV export, order links.

const PARTS = ['TSH-010-254-DA', 'TSH-010-254-DG', 'SSK-020-100-DA', 'WBH-004-200-SG/TR', 'IDC-010-127-DT'];

test.describe('compare: marks and export', () => {
  test.use({ allowConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

  test('a link with five parts keeps four and says which was left out', async ({ page }) => {
    await page.goto(`/compare?parts=${PARTS.map(encodeURIComponent).join(',')}`);
    const table = page.getByRole('table', { name: /Comparison of/ });
    await expect(table.getByRole('columnheader').getByRole('link')).toHaveCount(4);
    await expect(page.getByText(/The link named 5 parts; IDC-010-127-DT was left out/)).toBeVisible();
  });

  test('best price, shortest lead time and largest stock are marked; differing rows flagged', async ({
    page,
  }) => {
    await page.goto(`/compare?parts=${PARTS.slice(0, 3).map(encodeURIComponent).join(',')}&qty=100`);
    const table = page.getByRole('table', { name: /Comparison of/ });
    for (const [row, mark] of [
      [/Extended price for 100/, 'Best price'],
      [/Standard lead time/, 'Shortest lead time'],
      [/^Stock/, 'Largest stock'],
    ] as const) {
      const cells = table.getByRole('row', { name: row }).getByRole('cell');
      await expect(cells.filter({ hasText: mark }).first()).toBeVisible();
    }
    // The extended prices differ between the parts, so that row says so; the best one is the lowest.
    const extendedRow = table.getByRole('row', { name: /Extended price for 100/ });
    await expect(extendedRow.getByRole('rowheader')).toContainText('differs');
    const amounts = await extendedRow
      .getByRole('cell')
      .evaluateAll((cells) =>
        cells.map((c) => Number((c.querySelector('span')?.textContent ?? '').replace(/[^\d.]/g, ''))),
      );
    const bestIndex = await extendedRow
      .getByRole('cell')
      .evaluateAll((cells) => cells.findIndex((c) => c.textContent?.includes('Best price')));
    expect(amounts[bestIndex]).toBe(Math.min(...amounts));
    await expect(table.getByRole('link', { name: /to an order/ }).first()).toHaveAttribute(
      'href',
      /^\/orders\/new\?part=TSH-010-254-DA&qty=\d+$/,
    );

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    const csv = (await readFile((await file.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(`Attribute,${PARTS.slice(0, 3).join(',')}`);
    expect(lines.find((l) => l.startsWith('Extended price for 100,'))?.split(',').length).toBe(4);
    expect(lines.some((l) => l.startsWith('Standard lead time,'))).toBe(true);
  });

  test('the navbar opens the parts chosen while browsing', async ({ page }) => {
    await page.goto('/search?q=tsh-010');
    const grid = page.getByRole('grid', { name: 'Search results' });
    const picked: string[] = [];
    for (const row of [1, 2]) {
      const part = await grid.getByRole('row').nth(row).getByRole('link').innerText();
      await grid.getByRole('checkbox', { name: `Compare ${part}`, exact: true }).check();
      picked.push(part);
    }
    await page.getByRole('navigation').getByRole('link', { name: 'Compare', exact: true }).click();
    const table = page.getByRole('table', { name: /Comparison of/ });
    for (const part of picked) {
      await expect(
        table.getByRole('columnheader').getByRole('link', { name: part, exact: true }),
      ).toBeVisible();
    }
    await expect(page.getByText('Nothing to compare yet')).toHaveCount(0);
  });
});
