import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './axe';

function fakeJwt(payload: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.c2lnbmF0dXJl`;
}

test.describe('settings', () => {
  test('saves token, client-app-name and currency, and they survive a reload', async ({ page, now }) => {
    const exp = Math.floor(now / 1000) + 3600 * 24;
    const token = fakeJwt({ exp, org: 'ORG-4711', env: 'production', apps: ['catalog', 'orders'] });
    await page.goto('/settings');
    await page.getByLabel('Bearer token').fill(token);
    await expect(page.getByText(/^Expires /)).toBeVisible();
    await expect(page.getByText('Organization ORG-4711')).toBeVisible();
    await page.getByLabel('Client application name').fill('Acme purchasing');
    await page.getByRole('combobox', { name: 'Default currency' }).selectOption({ label: 'EUR · Euro' });
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    expect(page.url()).not.toContain(token.slice(0, 20));

    await page.reload();
    await expect(page.getByLabel('Client application name')).toHaveValue('Acme purchasing');
    await expect(page.getByRole('combobox', { name: 'Default currency' })).toHaveValue('EUR');
    await expect(page.getByLabel('Bearer token')).toHaveValue(token);
    await expect(page.getByRole('combobox', { name: 'Currency', exact: true })).toHaveValue('EUR');
    // The token is shown masked, never in full, outside its password input.
    await expect(page.getByText(`${token.slice(0, 4)}…${token.slice(-4)}`)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('says what is wrong next to the field and keeps what was typed', async ({ page }) => {
    await page.goto('/settings');
    const name = page.getByLabel('Client application name');
    await name.fill('ab');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Use at least 3 characters')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveValue('ab');
    await name.fill('x'.repeat(101));
    await name.blur();
    await expect(page.getByText('Use at most 100 characters')).toBeVisible();
  });

  test('warns when the token has expired', async ({ page, now }) => {
    const token = fakeJwt({ exp: Math.floor(now / 1000) - 3600, org: 'ORG-1' });
    await page.goto('/settings');
    await page.getByLabel('Bearer token').fill(token);
    await expect(page.getByText('This token seems to have expired')).toBeVisible();
  });
});
