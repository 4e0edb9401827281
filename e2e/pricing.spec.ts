import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { KNOWN_CMS, KNOWN_OEMS } from '../mocks/data/customers';
import { FEATURED_QUOTES } from '../mocks/data/quotes';

const PART = FEATURED_QUOTES[0].part; // a part with a current and an expired quote
const PACKED_PART = 'ECL-004-125-DA-TR'; // MOQ 1,000, full packs of 1,000 required
const OEM = KNOWN_OEMS[0];
const CM = KNOWN_CMS[0];

const result = (page: Page) => page.getByRole('region', { name: `Price of ${PART}` });
const unitPrice = (page: Page) => page.getByRole('group', { name: /^(Contract unit price|Unit price)$/ });
const partInput = (page: Page) => page.getByRole('combobox', { name: 'Part number' });

test.describe('pricing calculator', () => {
  test('OEM part number and customer name exclude each other, and say why', async ({ page }) => {
    await page.goto('/pricing');
    const oemPart = page.getByRole('textbox', { name: 'OEM part number' });
    const customer = page.getByRole('textbox', { name: 'Customer name' });
    await oemPart.fill(`${OEM.oemPartPrefix}1001`);
    await expect(customer).toBeDisabled();
    await expect(customer).toHaveAccessibleDescription(/Clear the OEM part number to use this/);
    await expect(customer).toHaveAccessibleDescription(/not both/);
    await oemPart.clear();
    await expect(customer).toBeEnabled();
    await customer.fill(OEM.name);
    await expect(oemPart).toBeDisabled();
    await expect(oemPart).toHaveAccessibleDescription(/Clear the customer name to use this/);

    // A shared link carrying both keeps the OEM part number only.
    await page.goto(`/pricing?part=${PART}&oemPart=${OEM.oemPartPrefix}1001&customerName=Someone`);
    await expect(oemPart).toHaveValue(`${OEM.oemPartPrefix}1001`);
    await expect(customer).toHaveValue('');
    await expect(result(page).getByText(`Matched as ${OEM.mfrName}.`)).toBeVisible();
  });

  test('a known OEM and CM name match, with the names the manufacturer knows them by', async ({ page }) => {
    await page.goto('/pricing');
    await partInput(page).fill(PART);
    await page.getByRole('textbox', { name: 'Quantity' }).fill('100');
    await page.getByRole('textbox', { name: 'Customer name' }).fill(OEM.name);
    await page.getByRole('textbox', { name: 'Contract manufacturer' }).fill(CM.name);
    await page.getByRole('button', { name: 'Price', exact: true }).click();

    await expect(page).toHaveURL(/customerName=Acme/);
    await expect(page).toHaveURL(/qty=100/);
    const match = page.getByRole('region', { name: 'Contract match' });
    await expect(match.getByText('matched', { exact: true })).toHaveCount(2);
    await expect(match.getByText(`Matched as ${OEM.mfrName}.`)).toBeVisible();
    await expect(match.getByText(`Matched as ${CM.mfrName}.`)).toBeVisible();
    await expect(result(page).getByText('Contract unit price')).toBeVisible();
    await expect(
      result(page).getByText(/Your contract price saves .+ a piece \(\d+(\.\d)?%\)/),
    ).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Suggested price tiers' }).getByText('Contract'),
    ).not.toHaveCount(0);

    // An unknown name is given but does not match: book pricing.
    await page.goto(`/pricing?part=${PART}&qty=100&customerName=Nobody%20Ltd`);
    await expect(match.getByText('no match', { exact: true })).toBeVisible();
    await expect(match.getByText('not given', { exact: true })).toBeVisible();
    await expect(result(page).getByText('No contract price applies: these are book prices.')).toBeVisible();
  });

  test('a currency change prices again in that currency', async ({ page }) => {
    await page.goto(`/pricing?part=${PART}&qty=100&currency=USD`);
    await expect(unitPrice(page)).toContainText('$');
    const usd = await unitPrice(page).textContent();
    await page
      .getByRole('form', { name: 'Price a part' })
      .getByRole('combobox', { name: 'Currency' })
      .selectOption({ label: 'EUR · Euro' });
    await expect(page).toHaveURL(/currency=EUR/);
    await expect(unitPrice(page)).toContainText('€');
    expect(await unitPrice(page).textContent()).not.toBe(usd?.replace('$', '€'));
    await expect(unitPrice(page)).not.toContainText('$');
    await expect(partInput(page)).toHaveValue(PART);
  });

  test('warns below the MOQ and off full packs, and rounds up in one click', async ({ page }) => {
    await page.goto(`/pricing?part=${PACKED_PART}&qty=1500`);
    await expect(
      page.getByText('This part ships in full packs of 1,000: 1,500 is not a multiple.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Round up to 2,000' }).click();
    await expect(page).toHaveURL(/qty=2000/);
    await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2,000');
    await expect(page.getByText('Quantity cannot be ordered as is')).toHaveCount(0);

    await page.goto(`/pricing?part=${PACKED_PART}&qty=500`);
    await expect(page.getByText('The minimum order quantity is 1,000.')).toBeVisible();
    await page.getByRole('link', { name: 'Round up to 1,000' }).click();
    await expect(page).toHaveURL(/qty=1000/);
    await expect(page.getByRole('link', { name: 'Start an order for 1,000' })).toHaveAttribute(
      'href',
      `/orders/new?part=${PACKED_PART}&qty=1000`,
    );
  });

  test('shows the current quote on the part, its break for the quantity, and links to it', async ({
    page,
  }) => {
    await page.goto(`/pricing?part=${PART}&qty=5000`);
    const quotes = page.getByRole('region', { name: 'Your quotes on this part' });
    const links = quotes.getByRole('link', { name: /^Quote \d+$/ });
    await expect(links).toHaveCount(1); // the expired quote on this part is not offered
    await expect(quotes.getByText('days left')).toBeVisible();
    // The quotes API states no currency (spec 2.4): a plain amount, and the card says why.
    await expect(quotes.getByText(/Its break from [\d,]+: OEM [\d.,]+/)).toBeVisible();
    await expect(quotes).not.toContainText('$');
    await expect(quotes.getByText('The quotes API states no currency')).toBeVisible();
    await links.click();
    await expect(page).toHaveURL(/\/quotes\?opportunityId=\d+/);
    await expect(page.getByRole('table', { name: 'Quotes' }).getByRole('link', { name: PART })).toBeVisible();
  });

  test('a malformed answer names the field and keeps the form; Try again prices', async ({ page, mock }) => {
    await mock.setFaultBeforeLoad('pricing.customer', { kind: 'malformed', once: true });
    await page.goto(`/pricing?part=${PART}&qty=100`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Unexpected answer');
    await expect(alert).toContainText(/field ".+" expected/);
    await expect(partInput(page)).toHaveValue(PART);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(result(page)).toBeVisible();
  });

  test('works with the keyboard alone', async ({ page }) => {
    await page.goto('/pricing');
    await partInput(page).focus();
    await page.keyboard.type(PART);
    await page.keyboard.press('Escape'); // close the suggestions
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Quantity' })).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('250');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/qty=250/);
    await expect(result(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your price for 250' })).toBeVisible();
  });

  test('has no axe violations in light and dark', async ({ page }) => {
    await page.goto(`/pricing?part=${PART}&qty=30&customerName=${encodeURIComponent(OEM.name)}`);
    await expect(page.getByRole('region', { name: 'Your quotes on this part' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Unit price against quantity/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByRole('region', { name: 'Your quotes on this part' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
