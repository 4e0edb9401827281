import { describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { z } from '@/lib/zod';
import { saveSettings } from '@/lib/settings';
import { configureApi, readApiEnv } from './config';
import { ApiError, describeApiError, isRetryableApiError } from './errors';
import { apiRequest, buildUrl, extractServerMessage, parseRetryAfter } from './http';
import { API, server, sleeps, setupApiTestServer } from './testing/server';

setupApiTestServer();

const get = (path = '/v1/thing', schema: z.ZodMiniType<unknown> = z.object({ ok: z.boolean() })) =>
  apiRequest({ endpoint: `GET ${path}`, area: 'quotes', path, schema });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('headers', () => {
  it('sends client-app-name (default the portal name) and no Authorization without a token', async () => {
    let headers: Headers | undefined;
    server.use(
      http.get(
        `${API}/v1/thing`,
        ({ request }) => ((headers = request.headers), HttpResponse.json({ ok: true })),
      ),
    );
    await get();
    expect(headers?.get('client-app-name')).toBe('Parts Portal');
    expect(headers?.has('authorization')).toBe(false);
  });

  it('sends the bearer token from settings, never in the URL', async () => {
    saveSettings({ token: 'tok.en-123', clientAppName: 'My App' });
    let request: Request | undefined;
    server.use(
      http.get(`${API}/v1/thing`, (info) => ((request = info.request), HttpResponse.json({ ok: true }))),
    );
    await get();
    expect(request?.headers.get('authorization')).toBe('Bearer tok.en-123');
    expect(request?.headers.get('client-app-name')).toBe('My App');
    expect(request?.url).not.toContain('tok.en-123');
  });
});

describe('retries', () => {
  it('retries a 500 with backoff and then succeeds', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/v1/thing`, () =>
        ++calls < 3 ? new HttpResponse(null, { status: 500 }) : HttpResponse.json({ ok: true }),
      ),
    );
    await expect(get()).resolves.toEqual({ ok: true });
    expect(calls).toBe(3);
    expect(sleeps).toEqual([500, 1500]);
  });

  it('surfaces a 500 that persists after every retry', async () => {
    let calls = 0;
    server.use(
      http.get(
        `${API}/v1/thing`,
        () => (calls++, HttpResponse.json({ message: 'db down' }, { status: 503 })),
      ),
    );
    const error = await failure(get());
    expect(calls).toBe(4);
    expect(error).toMatchObject({
      kind: 'http',
      status: 503,
      serverMessage: 'db down',
      endpoint: 'GET /v1/thing',
    });
    expect(describeApiError(error)).toMatchObject({ title: 'The service had a problem', action: 'retry' });
  });

  it('honours Retry-After on a 429', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/v1/thing`, () =>
        ++calls === 1
          ? new HttpResponse(null, { status: 429, headers: { 'Retry-After': '2' } })
          : HttpResponse.json({ ok: true }),
      ),
    );
    await expect(get()).resolves.toEqual({ ok: true });
    expect(sleeps).toEqual([2000]);
  });

  it('does not sit out a long Retry-After: the 429 says how long to wait', async () => {
    let calls = 0;
    server.use(
      http.get(
        `${API}/v1/thing`,
        () => (calls++, new HttpResponse(null, { status: 429, headers: { 'Retry-After': '120' } })),
      ),
    );
    const error = await failure(get());
    expect(calls).toBe(1);
    expect(error.retryAfterSeconds).toBe(120);
    expect(describeApiError(error)).toEqual({
      title: 'Too many requests',
      message: 'The service is limiting requests. Wait 120 seconds and try again.',
      action: 'wait',
    });
  });

  it('retries a network failure', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/v1/thing`, () =>
        ++calls === 1 ? HttpResponse.error() : HttpResponse.json({ ok: true }),
      ),
    );
    await expect(get()).resolves.toEqual({ ok: true });
    expect(calls).toBe(2);
  });

  it('reports a network failure that persists', async () => {
    server.use(http.get(`${API}/v1/thing`, () => HttpResponse.error()));
    const error = await failure(get());
    expect(error.kind).toBe('network');
    expect(describeApiError(error).action).toBe('retry');
  });

  it.each([400, 401, 403, 404, 409, 422])('never retries a %i', async (status) => {
    let calls = 0;
    server.use(http.get(`${API}/v1/thing`, () => (calls++, new HttpResponse(null, { status }))));
    const error = await failure(get());
    expect(calls).toBe(1);
    expect(error.status).toBe(status);
    expect(isRetryableApiError(error)).toBe(false);
  });

  it('never retries a POST', async () => {
    let calls = 0;
    server.use(http.post(`${API}/v1/thing`, () => (calls++, new HttpResponse(null, { status: 503 }))));
    const error = await failure(
      apiRequest({
        endpoint: 'POST /v1/thing',
        method: 'POST',
        path: '/v1/thing',
        body: { a: 1 },
        schema: z.unknown(),
      }),
    );
    expect(calls).toBe(1);
    expect(error.status).toBe(503);
  });
});

describe('failures', () => {
  it('times out', async () => {
    configureApi({ timeoutMs: 30, retryDelaysMs: [] });
    server.use(http.get(`${API}/v1/thing`, async () => (await delay(2000), HttpResponse.json({ ok: true }))));
    const error = await failure(get());
    expect(error.kind).toBe('timeout');
    expect(describeApiError(error)).toMatchObject({ title: 'The service is not answering', action: 'retry' });
  });

  it("passes the caller's abort through as an abort, not an ApiError", async () => {
    server.use(http.get(`${API}/v1/thing`, async () => (await delay(2000), HttpResponse.json({ ok: true }))));
    const controller = new AbortController();
    const promise = apiRequest({
      endpoint: 'GET /v1/thing',
      path: '/v1/thing',
      schema: z.unknown(),
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 10);
    const error = await promise.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('names the first failing field of a malformed answer', async () => {
    server.use(http.get(`${API}/v1/thing`, () => HttpResponse.json({ items: [{ n: 1 }, { n: 1.5 }] })));
    const schema = z.object({ items: z.array(z.object({ n: z.number().check(z.int()) })) });
    const error = await failure(get('/v1/thing', schema));
    expect(error).toMatchObject({ kind: 'schema', fieldPath: 'items[1].n', expected: 'a whole number' });
    expect(describeApiError(error).message).toBe(
      'The server\'s answer did not match the expected format: field "items[1].n" expected a whole number.',
    );
  });

  it('reports an answer that is not JSON (an HTML fallback page, say)', async () => {
    server.use(http.get(`${API}/v1/thing`, () => HttpResponse.html('<!doctype html><p>app</p>')));
    const error = await failure(get());
    expect(error).toMatchObject({ kind: 'schema', expected: 'JSON' });
  });

  it('explains 401 with a way to Settings', async () => {
    server.use(http.get(`${API}/v1/thing`, () => new HttpResponse(null, { status: 401 })));
    saveSettings({ token: 'abc' });
    const error = await failure(get());
    expect(describeApiError(error)).toEqual({
      title: 'Not authorised',
      message: 'The service refused your access token (HTTP 401). Check the token in Settings.',
      action: 'settings',
    });
    saveSettings({ token: '' });
    expect(describeApiError(error).message).toBe('This needs an access token. Add your token in Settings.');
  });

  it('explains 400, 403 and 404 with the server message', async () => {
    for (const status of [400, 403, 404]) {
      server.use(
        http.get(`${API}/v1/thing`, () => HttpResponse.json({ title: `bad ${status}` }, { status })),
      );
      const described = describeApiError(await failure(get()));
      expect(described.message).toContain(`The server said: "bad ${status}"`);
      if (status === 403) expect(described.action).toBe('settings');
    }
  });

  it('describes what is not an ApiError', () => {
    expect(describeApiError(new Error('boom'))).toMatchObject({
      title: 'Something went wrong',
      message: 'boom',
    });
    expect(describeApiError('x').message).toBe('An unexpected error occurred.');
  });
});

describe('helpers', () => {
  it('extracts a server message from JSON or short text, never from HTML', () => {
    expect(extractServerMessage('{"message":"a"}')).toBe('a');
    expect(extractServerMessage('{"Message":"b"}')).toBe('b');
    expect(extractServerMessage('{"error":{"message":"c"}}')).toBe('c');
    expect(extractServerMessage('{"type":"x","title":"d","status":400}')).toBe('d');
    expect(extractServerMessage('{"detail":"e"}')).toBe('e');
    expect(extractServerMessage('"f"')).toBe('f');
    expect(extractServerMessage('plain  words\n')).toBe('plain words');
    expect(extractServerMessage('<html><body>oops</body></html>')).toBeUndefined();
    expect(extractServerMessage('')).toBeUndefined();
    expect(extractServerMessage('x'.repeat(1000))?.length).toBe(300);
  });

  it('parses Retry-After as seconds or an HTTP date', () => {
    expect(parseRetryAfter('5')).toBe(5);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 0)).toBe(10);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });

  it('builds absolute URLs with the area prefix and an absolute base', () => {
    configureApi({ prefixes: { catalog: '/catalog' } });
    expect(buildUrl('catalog', '/v3/search', { query: 'a b', x: undefined }).href).toBe(
      `${API}/catalog/v3/search?query=a+b`,
    );
    expect(buildUrl('pricing', '/v1/x').href).toBe(`${API}/v1/x`);
    configureApi({ baseUrl: 'https://api.example.com/base', prefixes: {} });
    expect(buildUrl('orders', '/v1/openorders').href).toBe('https://api.example.com/base/v1/openorders');
  });

  it('reads the env once through a schema', () => {
    expect(readApiEnv({})).toEqual({ baseUrl: '/api', prefixes: {} });
    // Unset and empty take a shortcut; blank prefixes go through the schema, which gives the same defaults.
    expect(readApiEnv({ VITE_API_BASE_URL: '', VITE_API_PREFIXES: '' })).toEqual(readApiEnv({}));
    expect(readApiEnv({ VITE_API_PREFIXES: '  ' })).toEqual(readApiEnv({}));
    expect(
      readApiEnv({
        VITE_API_BASE_URL: 'https://h.example/',
        VITE_API_PREFIXES: 'catalog=/catalog, pricing=pricing/,orders=/orders',
      }),
    ).toEqual({
      baseUrl: 'https://h.example',
      prefixes: { catalog: '/catalog', pricing: '/pricing', orders: '/orders' },
    });
    expect(() => readApiEnv({ VITE_API_PREFIXES: 'shop=/shop' })).toThrow(
      /VITE_API_PREFIXES entry "shop=\/shop"/,
    );
    expect(() => readApiEnv({ VITE_API_BASE_URL: 'ftp://x' })).toThrow(/VITE_API_BASE_URL/);
  });
});
