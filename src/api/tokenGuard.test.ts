// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSettings } from '@/lib/settings';
import { API_AREAS } from './config';
import { describeApiError } from './errors';
import { apiRequest } from './http';
import { z } from 'zod';
import { checkToken } from './tokenGuard';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: unknown) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.sig`;
const NOW = new Date('2026-03-11T10:30:00Z');
const future = NOW.getTime() / 1000 + 3600;

afterEach(() => {
  saveSettings({ token: '' });
  vi.restoreAllMocks();
});

function refusal(area: (typeof API_AREAS)[number] | undefined): unknown {
  try {
    checkToken('GET /x', area, NOW);
    return null;
  } catch (error) {
    return error;
  }
}

describe('checkToken', () => {
  it('lets every area through without a token, with a token that is not a JWT, and without an apps claim', () => {
    for (const token of ['', 'opaque-token', jwt({ exp: future })]) {
      saveSettings({ token });
      for (const area of API_AREAS) expect(refusal(area)).toBeNull();
    }
  });

  it('refuses only the areas the apps claim does not name, with a Settings action', () => {
    saveSettings({ token: jwt({ exp: future, apps: ['catalog', 'Usage'] }) });
    expect(refusal('catalog')).toBeNull();
    expect(refusal('stats')).toBeNull();
    for (const area of ['pricing', 'quotes', 'models', 'orders'] as const) {
      const described = describeApiError(refusal(area));
      expect(described.title).toBe('Not included in your token');
      expect(described.action).toBe('settings');
    }
    expect(describeApiError(refusal('orders')).message).toContain('Orders API');
  });

  it('"*" grants everything', () => {
    saveSettings({ token: jwt({ apps: '*' }) });
    for (const area of API_AREAS) expect(refusal(area)).toBeNull();
  });

  it('reports an expired token before any request is sent', async () => {
    saveSettings({ token: jwt({ exp: NOW.getTime() / 1000 - 60, apps: ['catalog'] }) });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const request = apiRequest({
      endpoint: 'GET /v3/search',
      area: 'catalog',
      path: '/v3/search',
      schema: z.unknown(),
    });
    await expect(request).rejects.toMatchObject({ kind: 'rule', rule: 'token-expired' });
    expect(fetchSpy).not.toHaveBeenCalled();
    const described = describeApiError(await request.catch((e: unknown) => e));
    expect(described).toMatchObject({ title: 'Your token has expired', action: 'settings' });
    expect(described.message).not.toContain('eyJ');
  });
});
