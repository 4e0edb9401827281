// @vitest-environment node
/**
 * Integration test of the live proxy: a real Vite dev (and preview) server in front of a throwaway HTTP
 * server on 127.0.0.1. (It runs in the suite's jsdom environment, whose setup file needs window; the
 * servers and fetch are Node's own.)
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServer as createHttpServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createLogger,
  createServer,
  preview,
  type Logger,
  type PreviewServer,
  type ViteDevServer,
} from 'vite';
import { liveProxy, parseApiTarget } from './live-proxy';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.c2VjcmV0.TOKENTAIL';

type Received = { method: string; url: string; headers: IncomingHttpHeaders };
const received: Received[] = [];
let upstream: Server;
let upstreamOrigin = '';
const root = mkdtempSync(join(tmpdir(), 'live-proxy-'));
writeFileSync(join(root, 'index.html'), '<!doctype html><title>portal</title>');

/** Everything Vite would print, to check that the token never appears in it. */
const printed: string[] = [];
function capturingLogger(): Logger {
  const logger = createLogger('silent');
  const capture = (msg: string) => void printed.push(msg);
  return { ...logger, info: capture, warn: capture, warnOnce: capture, error: (msg) => capture(msg) };
}

const running: (ViteDevServer | PreviewServer)[] = [];

async function startDev(env: Record<string, string | undefined>): Promise<string> {
  const server = await createServer({
    configFile: false,
    root,
    customLogger: capturingLogger(),
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { host: '127.0.0.1', port: 0, proxy: liveProxy(env), hmr: false, watch: null },
  });
  await server.listen();
  running.push(server);
  const address = server.httpServer?.address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}

beforeAll(async () => {
  upstream = createHttpServer((req, res) => {
    received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ ok: true }));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamOrigin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterEach(async () => {
  received.length = 0;
  await Promise.all(running.splice(0).map((s) => s.close()));
});

afterAll(async () => {
  await new Promise((resolve) => upstream.close(resolve));
  rmSync(root, { recursive: true, force: true });
  expect(printed.join('\n')).not.toContain(TOKEN);
});

describe('live proxy against a local server', () => {
  it('forwards /api/* without the prefix, adding client-app-name and the bearer token', async () => {
    const base = await startDev({
      API_TARGET: upstreamOrigin,
      API_TOKEN: TOKEN,
      CLIENT_APP_NAME: 'Test Portal',
    });
    const response = await fetch(`${base}/api/v3/search?query=a%20b&resultCount=10`, {
      headers: { cookie: 'dev=1' },
    });
    expect(await response.json()).toEqual({ ok: true });
    expect(received).toHaveLength(1);
    const [hit] = received;
    expect(hit?.url).toBe('/v3/search?query=a%20b&resultCount=10');
    expect(hit?.headers['client-app-name']).toBe('Test Portal');
    expect(hit?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(hit?.headers.host).toBe(new URL(upstreamOrigin).host);
    expect(hit?.headers.cookie).toBeUndefined();
  });

  it("keeps the browser's own Authorization and client-app-name", async () => {
    const base = await startDev({ API_TARGET: upstreamOrigin, API_TOKEN: TOKEN });
    await fetch(`${base}/api/v1/openorders`, {
      headers: { Authorization: 'Bearer from-settings', 'client-app-name': 'Browser App' },
    });
    expect(received[0]?.headers.authorization).toBe('Bearer from-settings');
    expect(received[0]?.headers['client-app-name']).toBe('Browser App');
  });

  it('adds no Authorization without API_TOKEN, and the default client-app-name', async () => {
    const base = await startDev({ API_TARGET: upstreamOrigin });
    await fetch(`${base}/api/v1/requests/summary`);
    expect(received[0]?.headers.authorization).toBeUndefined();
    expect(received[0]?.headers['client-app-name']).toBe('Parts Portal');
  });

  it("keeps encoded part numbers intact and puts API_TARGET's path in front", async () => {
    const base = await startDev({ API_TARGET: `${upstreamOrigin}/gateway/`, API_TOKEN: TOKEN });
    await fetch(`${base}/api/catalog/v3/A%2FB%20%231%C2%B5?isoCurrencyCode=USD`);
    await fetch(`${base}/api`);
    expect(received.map((r) => r.url)).toEqual([
      '/gateway/catalog/v3/A%2FB%20%231%C2%B5?isoCurrencyCode=USD',
      '/gateway/',
    ]);
  });

  it('forwards POST bodies', async () => {
    const base = await startDev({ API_TARGET: upstreamOrigin });
    await fetch(`${base}/api/v1/new`, {
      method: 'POST',
      body: '{"PONumber":"P"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(received[0]).toMatchObject({ method: 'POST', url: '/v1/new' });
  });

  it('does not forward anything outside /api', async () => {
    const base = await startDev({ API_TARGET: upstreamOrigin, API_TOKEN: TOKEN });
    for (const path of ['/', '/apiary', '/v3/search', '/parts/api/v3', '/settings'])
      await fetch(`${base}${path}`);
    expect(received).toEqual([]);
  });

  it('does not print the token when the target is down', async () => {
    const closed = createHttpServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadOrigin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const base = await startDev({ API_TARGET: deadOrigin, API_TOKEN: TOKEN });
    const response = await fetch(`${base}/api/v3/search`);
    expect(response.ok).toBe(false);
    expect(printed.join('\n')).toMatch(/proxy error/);
    expect(printed.join('\n')).not.toContain(TOKEN);
  });

  it('serves the same proxy in preview', async () => {
    const server = await preview({
      configFile: false,
      root,
      customLogger: capturingLogger(),
      build: { outDir: root },
      preview: {
        host: '127.0.0.1',
        port: 0,
        proxy: liveProxy({ API_TARGET: upstreamOrigin, API_TOKEN: TOKEN }),
      },
    });
    running.push(server);
    const address = server.httpServer.address() as AddressInfo;
    await fetch(`http://127.0.0.1:${address.port}/api/v3`);
    expect(received[0]?.url).toBe('/v3');
    expect(received[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });
});

describe('liveProxy refuses an unusable environment', () => {
  it.each([
    [undefined, /API_TARGET is not set/],
    ['', /API_TARGET is not set/],
    ['not a url', /API_TARGET is not a valid URL/],
    ['ftp://files.example.com', /must be an http\(s\) URL, not ftp:/],
    ['file:///etc/passwd', /must be an http\(s\) URL, not file:/],
    ['javascript:alert(1)', /must be an http\(s\) URL/],
    ['https://user:secret@api.example.com', /must not carry credentials/],
  ])('API_TARGET=%s', (target, reason) => {
    expect(() => liveProxy({ API_TARGET: target, API_TOKEN: TOKEN })).toThrow(reason);
    try {
      liveProxy({ API_TARGET: target, API_TOKEN: TOKEN });
    } catch (error) {
      expect(String(error)).not.toContain(TOKEN);
      expect(String(error)).not.toContain('secret');
    }
  });

  it('accepts http and https targets', () => {
    expect(parseApiTarget('https://api.example.com').ok).toBe(true);
    expect(parseApiTarget('http://127.0.0.1:8080/base').ok).toBe(true);
  });

  it('refuses a bad CLIENT_APP_NAME or API_TOKEN', () => {
    expect(() => liveProxy({ API_TARGET: 'https://x.example', CLIENT_APP_NAME: 'ab' })).toThrow(
      /CLIENT_APP_NAME/,
    );
    expect(() => liveProxy({ API_TARGET: 'https://x.example', API_TOKEN: 'has space' })).toThrow(
      /API_TOKEN is not/,
    );
  });
});

describe('scripts/check-live-env.mjs', () => {
  const script = join(dirname(fileURLToPath(import.meta.url)), 'check-live-env.mjs');
  const run = (env: Record<string, string>) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      const { API_TARGET: _t, API_TOKEN: _k, CLIENT_APP_NAME: _c, ...rest } = process.env;
      // cwd is an empty folder, so no .env file of the repository takes part.
      execFile(process.execPath, [script], { cwd: root, env: { ...rest, ...env } }, (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });

  it('exits 1 with one line when API_TARGET is missing or not http(s)', async () => {
    for (const env of [{}, { API_TARGET: 'ftp://x.example', API_TOKEN: TOKEN }] as Record<string, string>[]) {
      const result = await run(env);
      expect(result.code).toBe(1);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.stderr).toMatch(/^live mode: API_TARGET/);
      expect(result.stderr + result.stdout).not.toContain(TOKEN);
    }
  });

  it('exits 0 for a usable environment', async () => {
    expect((await run({ API_TARGET: 'https://api.example.com', API_TOKEN: TOKEN })).code).toBe(0);
  });
});
