// @vitest-environment node
// The production (live) build, made once: it carries no mock code, and it keeps the size budgets of
// docs/performance.md (scripts/bundle-report.mjs measures them; `npm run bench` reports the same figures in docs/performance.md).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { BUDGETS, bundleReport, kb, PAGE_ONLY_LIBRARIES } from './bundle-report.mjs';

const outDir = mkdtempSync(join(tmpdir(), 'parts-portal-live-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('the live production build', () => {
  beforeAll(async () => {
    // vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    await build({
      mode: 'production',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, sourcemap: true, manifest: true },
    }).finally(() => {
      process.env.NODE_ENV = nodeEnv;
    });
  }, 240_000);

  it('carries no mock code and no mock worker', () => {
    const files = filesUnder(outDir);
    expect(files.some((f) => f.endsWith('index.html'))).toBe(true);
    expect(files.filter((f) => f.endsWith('mockServiceWorker.js'))).toEqual([]);
    const scripts = files.filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    // Markers of the mock backend: its window control API, its storage keys and a seeded part series.
    const markers = [
      '__partsPortalMock',
      'parts-portal.mock-control',
      'parts-portal.mock-state',
      'setupWorker',
    ];
    for (const file of scripts) {
      const text = readFileSync(file, 'utf8');
      for (const marker of markers) expect(text.includes(marker), `${marker} in ${file}`).toBe(false);
    }
  });

  it('keeps the first page within its JS and CSS budgets (gzip)', () => {
    const { firstPage } = bundleReport(outDir);
    expect(firstPage.jsGzip, `first-page JS ${kb(firstPage.jsGzip)}`).toBeLessThanOrEqual(
      BUDGETS.firstPageJs,
    );
    expect(firstPage.cssGzip, `first-page CSS ${kb(firstPage.cssGzip)}`).toBeLessThanOrEqual(
      BUDGETS.firstPageCss,
    );
  });

  it('keeps every route chunk within its budget (gzip)', () => {
    const over = bundleReport(outDir)
      .routes.filter((r) => r.chunkGzip > BUDGETS.routeChunk)
      .map((r) => `${r.route} (${r.split}) ${kb(r.chunkGzip)}`);
    expect(over).toEqual([]);
  });

  it('keeps page-only libraries off the first page', () => {
    const { librariesOnFirstPage } = bundleReport(outDir);
    expect(Object.keys(librariesOnFirstPage).sort()).toEqual(Object.keys(PAGE_ONLY_LIBRARIES).sort());
    for (const [library, files] of Object.entries(librariesOnFirstPage)) {
      expect(files, `${library} on the first page`).toEqual([]);
    }
  });
});
