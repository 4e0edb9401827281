import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ApiError } from '@/api/errors';
import { getUsageDetails, getUsageSummary } from '@/api/usage';
import { DEFAULT_CLIENT_APP_NAME, saveSettings } from '@/lib/settings';
import { renderInRouter } from '@/test/renderInRouter';
import { UsageErrorAlert } from './UsageErrorAlert';

afterEach(() => {
  saveSettings({ clientAppName: DEFAULT_CLIENT_APP_NAME, token: '' });
  vi.restoreAllMocks();
});

describe('UsageErrorAlert', () => {
  it('explains a client-app-name outside 3 to 100 characters, found before anything is sent', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    saveSettings({ clientAppName: 'ab' });
    const error = await getUsageSummary().catch((e: unknown) => e);
    await expect(getUsageDetails({ api: 'catalog', date: '2026-03-10' })).rejects.toMatchObject({
      kind: 'rule',
      rule: 'client-app-name',
    });
    expect(fetchSpy).not.toHaveBeenCalled();

    await renderInRouter(<UsageErrorAlert error={error} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Client application name needed');
    expect(screen.getByRole('alert')).toHaveTextContent('3 to 100 characters long');
    expect(screen.getByRole('alert')).toHaveTextContent('"ab" (2 characters)');
    expect(screen.getByRole('link', { name: 'Open Settings' })).toHaveAttribute('href', '/settings');
  });

  it('names the APIs a token grants when the statistics API is refused', async () => {
    const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
    saveSettings({ token: `${part({ alg: 'none' })}.${part({ apps: ['catalog', 'quotes'] })}.sig` });
    const error = new ApiError({
      kind: 'http',
      status: 403,
      endpoint: 'GET /v1/requests/summary',
      message: 'x',
    });
    await renderInRouter(<UsageErrorAlert error={error} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your token does not grant the usage-statistics API');
    expect(screen.getByRole('alert')).toHaveTextContent('Your token lists these APIs: catalog, quotes.');
    expect(screen.getByRole('link', { name: 'Open Settings' })).toBeInTheDocument();
  });

  it('leaves other failures to the usual explanation (a malformed answer names its field)', async () => {
    const error = new ApiError({
      kind: 'schema',
      endpoint: 'GET /v1/requests/details',
      message: 'x',
      fieldPath: '[0].Api',
      expected: 'text',
    });
    await renderInRouter(<UsageErrorAlert error={error} />);
    expect(screen.getByRole('alert')).toHaveTextContent('field "[0].Api" expected text');
  });
});
