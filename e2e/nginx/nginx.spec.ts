import { createHash, randomUUID } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../fixtures';
import { BROTLI_STATIC_MODULE } from '../../scripts/nginx/render-config.mjs';
import { NGINX_ROOT, STAND_IN_API, STAND_IN_CLIENT_APP_NAME, STAND_IN_TOKEN } from './nginxEnv';

type Recorded = { method: string; path: string; headers: Record<string, string | undefined> };

async function recordedCalls(request: APIRequestContext): Promise<Recorded[]> {
  const response = await request.get(`${STAND_IN_API}/__recorded`);
  return (await response.json()) as Recorded[];
}

test.describe('production build behind nginx', () => {
  test('index.html carries the security headers and is never cached', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cache-control']).toBe('no-cache');
    // An inline script runs only if the CSP names its hash: index.html has one, the colour scheme's.
    const inline = [...(await response.text()).matchAll(/<script>([\s\S]*?)<\/script>/g)];
    expect(inline.length).toBe(1);
    for (const [, code = ''] of inline)
      expect(csp).toContain(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
  });

  test('hashed assets are cached for a year and served compressed', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, 'index.html loads a hashed script').toBeTruthy();
    const response = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-encoding']).toBe('gzip');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    // The build's own .gz (level 9), not nginx's on-the-fly gzip: the same bytes every time, with a length.
    expect(Number(response.headers()['content-length'])).toBe(
      statSync(join(NGINX_ROOT, `${script!}.gz`)).size,
    );
    if (existsSync(BROTLI_STATIC_MODULE)) {
      const brotli = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(brotli.headers()['content-encoding']).toBe('br');
      expect(Number(brotli.headers()['content-length'])).toBe(
        statSync(join(NGINX_ROOT, `${script!}.br`)).size,
      );
    }
    const missing = await request.get('/assets/not-a-real-chunk-123.js');
    expect(missing.status(), 'a missing asset is a 404, not the app shell').toBe(404);
  });

  test('a deep link loads and reloads, and the app runs under the CSP without a violation', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
      document.addEventListener('securitypolicyviolation', (event) => {
        violations.push(
          `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        );
      });
    });
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

    await page.goto('/availability');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Browse parts' }).first().click();
    await expect(page).toHaveURL(/\/parts$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const violations = await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    );
    expect(violations).toEqual([]);
  });

  test('/api/ calls reach the API with client-app-name and the bearer token added, cookies dropped', async ({
    request,
  }) => {
    // The stand-in API records every call of the run, the other tests' too (they run beside this one):
    // this test's calls are told apart by a query value of their own, never by clearing the record.
    const probe = randomUUID();
    const plain = await request.get(`/api/v3/delta/availability?recordCount=1&probe=${probe}`, {
      headers: { Cookie: 'session=portal-only' },
    });
    expect(plain.status()).toBe(200);
    const own = await request.get(`/api/v3/search?query=${probe}`, {
      headers: { Authorization: 'Bearer from-settings', 'client-app-name': 'Set in Settings' },
    });
    expect(own.status()).toBe(200);

    const calls = (await recordedCalls(request)).filter((c) => c.path.includes(probe));
    const added = calls.find((c) => c.path.startsWith('/v3/delta/availability'));
    expect(added?.path).toBe(`/v3/delta/availability?recordCount=1&probe=${probe}`);
    expect(added?.headers['client-app-name']).toBe(STAND_IN_CLIENT_APP_NAME);
    expect(added?.headers.authorization).toBe(`Bearer ${STAND_IN_TOKEN}`);
    expect(added?.headers.cookie).toBeUndefined();
    const kept = calls.find((c) => c.path.startsWith('/v3/search'));
    expect(kept?.headers.authorization).toBe('Bearer from-settings');
    expect(kept?.headers['client-app-name']).toBe('Set in Settings');
  });
});
