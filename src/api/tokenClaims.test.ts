import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { saveSettings } from '@/lib/settings';
import { tokenClaimsNote } from '@/lib/grants';
import { searchParts } from './catalog';
import { describeApiError } from './errors';
import { expectApiError } from './testing/assert';
import { API, server, setupApiTestServer } from './testing/server';

setupApiTestServer();

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: unknown) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.sig`;
const NOW = new Date('2026-03-11T10:30:00Z');

afterEach(() => saveSettings({ token: '' }));

describe('tokenClaimsNote', () => {
  it('lists the APIs the token names and says when its expiry has passed', () => {
    const token = jwt({ exp: NOW.getTime() / 1000 - 60, apps: ['zqx.parts.read', 'zqx.orders.rw'] });
    expect(tokenClaimsNote(token, NOW)).toBe(
      'Your token lists these APIs: zqx.parts.read, zqx.orders.rw. Its expiry (2026-03-11 10:29:00 UTC) has passed by this browser’s clock.',
    );
  });

  it('says nothing for no token, an opaque token or a token without either claim', () => {
    for (const token of ['', 'opaque', jwt({ exp: NOW.getTime() / 1000 + 60 })])
      expect(tokenClaimsNote(token, NOW)).toBe('');
  });
});

describe('the token never stops a request', () => {
  it('sends with an apps claim the portal does not recognise and an expiry in the past', async () => {
    saveSettings({ token: jwt({ exp: 1, apps: ['zqx.parts.read'] }) });
    let sent = 0;
    server.use(
      http.get(`${API}/v3/search`, () => {
        sent++;
        return HttpResponse.json(['A-1']);
      }),
    );
    await expect(searchParts({ query: 'a' })).resolves.toMatchObject({ items: [{ part: 'A-1' }] });
    expect(sent).toBe(1);
  });

  it('explains a 403 from the service with the APIs the token lists', async () => {
    saveSettings({ token: jwt({ apps: ['zqx.parts.read', 'zqx.orders.rw'] }) });
    server.use(http.get(`${API}/v3/search`, () => HttpResponse.json({ message: 'no' }, { status: 403 })));
    const error = await expectApiError(searchParts({ query: 'a' }));
    expect(error).toMatchObject({ kind: 'http', status: 403 });
    const described = describeApiError(error);
    expect(described.action).toBe('settings');
    expect(described.message).toContain('Your token lists these APIs: zqx.parts.read, zqx.orders.rw.');
  });
});
