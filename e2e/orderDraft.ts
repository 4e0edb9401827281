import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Steps of the new-order page shared by its specs. */

/** Counts the order submissions the page sends (the mock worker answers them inside the page). */
export function countSubmissions(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/new') count += 1;
  });
  return () => count;
}

export async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).filter({ visible: true }).first().click();
}

export async function fillDelivery(page: Page) {
  await choose(page, 'Ship to', /Avalon Austin DC/);
  await choose(page, 'Bill to', /Accounts Payable/);
  await choose(page, 'Carrier', /.+/);
  await choose(page, 'Service level', /.+/);
  await choose(page, 'Freight billing', /.+/);
}

export const orderLine = (page: Page, n: number) => page.getByRole('group', { name: `Line ${n}` });

export const poNumberInput = (page: Page) => page.getByRole('textbox', { name: 'PO number', exact: true });

/** A one-line draft with this PO number, on the review step. */
export async function reviewOneLineOrder(page: Page, poNumber: string) {
  await page.goto('/orders/new?part=TSH-010-254-DA&qty=50');
  await expect(orderLine(page, 1).getByLabel('Part number')).toHaveValue('TSH-010-254-DA');
  await poNumberInput(page).fill(poNumber);
  await fillDelivery(page);
  await expect(orderLine(page, 1)).toContainText('Extended');
  await page.getByRole('button', { name: 'Review order' }).click();
  await expect(page.getByRole('heading', { name: 'Review the order' })).toBeVisible();
}
