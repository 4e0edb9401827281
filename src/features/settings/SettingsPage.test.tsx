import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/renderRoute';
import { getSettings, reloadSettings } from '@/lib/settings';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: unknown) => `${b64url({ alg: 'HS256' })}.${b64url(payload)}.sig`;

describe('Settings page', () => {
  it('says what is wrong next to the client-app-name and does not save it', async () => {
    reloadSettings();
    const user = userEvent.setup();
    await renderRoute('/settings');
    const name = await screen.findByLabelText(/Client application name/);
    await user.clear(name);
    await user.type(name, 'ab');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Use at least 3 characters')).toBeInTheDocument();
    expect(name).toHaveValue('ab');
    expect(getSettings().clientAppName).toBe('Parts Portal');
  });

  it('saves a valid token and name into the store', async () => {
    reloadSettings();
    const user = userEvent.setup();
    await renderRoute('/settings');
    const token = jwt({ exp: Math.floor(Date.now() / 1000) + 3600, org: 'ORG-9' });
    await user.type(await screen.findByLabelText(/Bearer token/), token);
    expect(screen.getByText('Organization ORG-9')).toBeInTheDocument();
    const name = screen.getByLabelText(/Client application name/);
    await user.clear(name);
    await user.type(name, 'Acme purchasing');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(getSettings()).toMatchObject({ token, clientAppName: 'Acme purchasing' }));
    expect(sessionStorage.getItem('parts-portal.token')).toBe(token);
  });

  it('warns about an expired token', async () => {
    reloadSettings();
    const user = userEvent.setup();
    await renderRoute('/settings');
    await user.type(await screen.findByLabelText(/Bearer token/), jwt({ exp: 1_000_000_000 }));
    expect(screen.getByText('This token seems to have expired')).toBeInTheDocument();
  });
});
