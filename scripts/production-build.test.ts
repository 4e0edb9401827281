// @vitest-environment node
// The production (live) build, made once: it carries no mock code, and it keeps the size budgets
// (scripts/bundle-report.mjs BUDGETS; `npm run bench` reports the same figures in docs/performance.md).
// What `/` loads is measured by opening it in Chromium (scripts/page-loads.mjs) with the API answered in
// this process by the mock handlers: every file it fetches until the network is idle counts.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { getResponse } from 'msw';
import { PUBLIC_SCRIPTS } from './vite-public-scripts';
import { handlers } from '../mocks/handlers';
import { BUDGETS, bundleReport, kb, PAGE_ONLY_LIBRARIES } from './bundle-report.mjs';
import {
  assetsLoaded,
  homePanelsShown,
  loadReport,
  PAGE_READY_TIMEOUT_MS,
  serveBuild,
} from './page-loads.mjs';
import { chromium, type Page } from '@playwright/test';
import { findChromium } from './find-chromium.mjs';

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
      // Source maps as the app's config makes them (hidden: written, not named in the files a browser loads).
      build: { outDir, emptyOutDir: true, manifest: true },
    }).finally(() => {
      process.env.NODE_ENV = nodeEnv;
    });
  }, 240_000);

  it('carries no mock code and no mock worker', () => {
    const files = filesUnder(outDir);
    expect(files.some((f) => f.endsWith('index.html'))).toBe(true);
    expect(files.filter((f) => /(mock|demo)ServiceWorker\.js$/.test(f))).toEqual([]);
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

  it('paints its static page without waiting for a file: nothing in <head> holds the first paint', () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const [head = '', body = ''] = html.split('</head>');
    // Classic scripts from a file are deferred; the app's module is deferred by its type.
    const scripts = [...head.matchAll(/<script\b[^>]*\bsrc=[^>]*>/g)].map(([tag]) => tag);
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    expect(scripts.filter((tag) => !/\bdefer\b|type="module"/.test(tag))).toEqual([]);
    expect(head).not.toMatch(/<link rel="stylesheet"/);
    // The app's stylesheet comes after the static page, so it holds only the app's module back.
    const stylesheets = [...body.matchAll(/<link rel="stylesheet"[^>]*>/g)];
    expect(stylesheets.map(({ index }) => index > body.indexOf('Starting the portal'))).toEqual([true]);
    // The static page's own styles are in the page: its header's line is drawn before any file arrives.
    expect(head).toMatch(/<style>[^<]*\.boot-shell-header\{[^}]*border-bottom/);
  });

  it("allows each inline script of index.html by its hash in nginx's CSP, and no other inline script", () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code = '']) => code);
    expect(inline.length).toBe(1);
    const hashes = inline.map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    const headers = readFileSync(join(process.cwd(), 'deploy/nginx/security-headers.conf'), 'utf8');
    const scriptSrc = /script-src ([^;]*);/.exec(headers)?.[1]?.split(' ') ?? [];
    expect(scriptSrc).toEqual(["'self'", ...hashes]);
  });

  it('writes source maps beside its scripts without naming them in the scripts', () => {
    const files = filesUnder(outDir);
    const scripts = files.filter((f) => f.endsWith('.js'));
    for (const file of scripts) expect(readFileSync(file, 'utf8'), file).not.toContain('sourceMappingURL');
    // Every script built from sources has its map (rolldown's runtime helpers and public/ files have none).
    const built = scripts.filter((f) => /assets\/(?!rolldown-runtime)[^/]+\.js$/.test(f));
    expect(built.length).toBeGreaterThan(0);
    expect(built.filter((f) => !files.includes(`${f}.map`))).toEqual([]);
  });

  it('keeps everything / loads within its JS, CSS and waterfall budgets', async () => {
    const server = await serveBuild(outDir, (request) => getResponse(handlers, request));
    try {
      const files = await assetsLoaded(server.url, '/', homePanelsShown);
      const home = loadReport(outDir, files);
      // The panels' chunks are among the files: the measurement saw the page past its shell.
      expect(files.some((f) => f.includes('homePanels'))).toBe(true);
      // So are the classic scripts outside the module graph: boot.js and the worker it starts.
      expect(files.filter((f) => !f.startsWith('assets/')).sort()).toEqual(['boot.js', 'intl-warmup.js']);
      // The navigation bar comes with the first slow navigation (RouterProgress), the notifications with the
      // first notification (notify), never with a first page.
      const onDemand = /NavigationProgressBar|notificationCenter/;
      // Both chunks exist under these names, so their absence from the list says something.
      const built = filesUnder(outDir).filter((f) => f.endsWith('.js') && onDemand.test(f));
      expect(built.map((f) => (f.includes('Navigation') ? 'bar' : 'notifications')).sort()).toEqual([
        'bar',
        'notifications',
      ]);
      expect(files.filter((f) => onDemand.test(f))).toEqual([]);
      // Everything counts: the module graph and the classic scripts (boot.js and its worker).
      expect(
        home.jsGzip,
        `JS / loads: ${kb(home.jsGzip)} (${kb(home.classicJsGzip)} of it boot.js and its worker)`,
      ).toBeLessThanOrEqual(BUDGETS.homeJs);
      expect(home.cssGzip, `CSS / loads: ${kb(home.cssGzip)}`).toBeLessThanOrEqual(BUDGETS.homeCss);
      expect(home.steps, `chunk waterfall of /: ${JSON.stringify(home.byStep)}`).toBeLessThanOrEqual(
        BUDGETS.homeSteps,
      );
    } finally {
      await server.close();
    }
  }, 180_000);

  it('opens /orders, /usage and /pricing without dropdown code (floating-ui) until a dropdown is wanted', async () => {
    const server = await serveBuild(outDir, (request) => getResponse(handlers, request));
    try {
      // What each page shows once its own code has come (the table kit, the pricing route).
      const shown = {
        '/orders': (page: Page) => page.getByRole('table').first(),
        '/usage': (page: Page) =>
          page.getByRole('region', { name: 'Summary by day, API and action' }).getByText(/ rows · /),
        '/pricing': (page: Page) => page.getByRole('heading', { level: 1, name: 'Pricing calculator' }),
      };
      for (const [page, content] of Object.entries(shown)) {
        const files = await assetsLoaded(server.url, page, (opened) =>
          content(opened).waitFor({ timeout: PAGE_READY_TIMEOUT_MS }),
        );
        expect(
          files.some((f) => f.includes(page === '/pricing' ? 'pricing' : 'table')),
          `${page} showed its content`,
        ).toBe(true);
        expect(
          files.filter((f) => f.includes('floating-ui')),
          page,
        ).toEqual([]);
      }
    } finally {
      await server.close();
    }
  }, 180_000);

  it('loads the formatting data in a worker beside the entry, not on the main thread (boot.js)', async () => {
    const server = await serveBuild(outDir, (request) => getResponse(handlers, request));
    const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox'] });
    try {
      const html = readFileSync(join(outDir, 'index.html'), 'utf8');
      const entry = /<script type="module"[^>]* src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
      expect(entry).toBeDefined();
      const page = await browser.newPage();
      // Who builds the page's first number formatter on its main thread (init scripts run in no worker).
      await page.addInitScript(() => {
        const record = window as unknown as { firstNumberFormat?: string };
        Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
          construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
            record.firstNumberFormat ??= new Error().stack ?? '';
            return new target(...args);
          },
        });
      });
      let releaseEntry = () => {};
      const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
      await page.route(`**/${entry}`, async (route) => {
        await entryHeld;
        await route.continue();
      });
      // The worker closes itself once its formatters are built; the entry is still held meanwhile.
      const warmedUp = new Promise<string>((resolve) =>
        page.once('worker', (worker) => worker.once('close', () => resolve(worker.url()))),
      );
      const opened = page.goto(`${server.url}/orders`);
      const mainThreadFormat = page
        .waitForFunction(() => (window as unknown as { firstNumberFormat?: string }).firstNumberFormat)
        .then(async (stack) => ({ mainThread: String(await stack.jsonValue()) }))
        // Still waiting when the browser closes: nothing on the main thread built one.
        .catch(() => ({ mainThread: 'none' }));
      const first = await Promise.race([warmedUp.then((url) => ({ worker: url })), mainThreadFormat]);
      expect(first).toEqual({ worker: expect.stringMatching(/\/intl-warmup\.js$/) });
      expect(
        await page.evaluate(() => (window as unknown as { firstNumberFormat?: string }).firstNumberFormat),
      ).toBeUndefined();
      releaseEntry();
      await opened;
      await page.getByRole('heading', { level: 1, name: 'Open orders' }).waitFor();
    } finally {
      await browser.close();
      await server.close();
    }
  }, 180_000);

  it("minifies public/'s classic scripts, which every page loads before its first paint", async () => {
    for (const name of PUBLIC_SCRIPTS) {
      const source = readFileSync(join('public', name), 'utf8');
      const built = readFileSync(join(outDir, name), 'utf8');
      expect(source, name).toMatch(/^\/\/ /m);
      expect(built, name).not.toMatch(/\/\/ |\/\*/);
      expect(built.length, name).toBeLessThan(source.length / 2);
    }
  });

  it('writes a .br and a .gz of each hashed script and stylesheet, and none of index.html or boot.js', () => {
    const files = filesUnder(outDir);
    const texts = files.filter((f) => /[/\\]assets[/\\][^/\\]+\.(js|css)$/.test(f));
    expect(texts.length).toBeGreaterThan(20);
    const missing: string[] = [];
    for (const file of texts) {
      const original = readFileSync(file);
      for (const [suffix, decode] of [
        ['.br', brotliDecompressSync],
        ['.gz', gunzipSync],
      ] as const) {
        if (!files.includes(file + suffix)) {
          // Left out only where compressing would not make it smaller (a few bytes of CSS).
          if (original.length > 200) missing.push(file + suffix);
          continue;
        }
        expect(decode(readFileSync(file + suffix)).equals(original), file + suffix).toBe(true);
      }
    }
    expect(missing).toEqual([]);
    expect(files.filter((f) => /(index\.html|boot\.js)\.(br|gz)$/.test(f))).toEqual([]);
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

  it('keeps React Query in the entry and one file beside it (mutations and infinite lists apart), not one file per hook', () => {
    const withQuery = filesUnder(outDir)
      .filter((f) => f.endsWith('.js.map'))
      .filter((map) => {
        const { sources = [] } = JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] };
        return sources.some((source) => /node_modules\/@tanstack\/(react-query|query-core)\//.test(source));
      })
      .map((map) => map.replace(/^.*[/\\]assets[/\\]/, '').replace(/-[\w-]{8}\.js\.map$/, ''));
    // `/` uses neither mutations nor infinite lists: the pages that do load them (a file each).
    expect(withQuery.sort()).toEqual(['entry', 'query', 'useMutation', 'useSuspenseInfiniteQuery']);
  });

  it('asks for every file of what the entry loads, and only for the stylesheets of what a page loads later', () => {
    const depsOf = (file: string) => {
      const list = /m\.f\|\|\(m\.f=(\[[^\]]*\])/.exec(readFileSync(file, 'utf8'))?.[1];
      return list ? (JSON.parse(list) as string[]) : [];
    };
    const scripts = filesUnder(outDir).filter((f) => /[/\\]assets[/\\][^/\\]+\.js$/.test(f));
    const entry = scripts.filter((f) => /[/\\]entry-[\w-]+\.js$/.test(f));
    expect(entry).toHaveLength(1);
    expect(depsOf(entry[0]!).filter((dep) => dep.endsWith('.js')).length).toBeGreaterThan(10);
    const later = scripts.filter((f) => f !== entry[0] && depsOf(f).length > 0);
    // Pages' bodies, panels and dialogs: /orders' body alone had 34 files.
    expect(later.length).toBeGreaterThan(5);
    expect(later.flatMap((f) => depsOf(f).filter((dep) => !dep.endsWith('.css')))).toEqual([]);
  });

  it('carries zod/mini only: classic zod (not tree-shakable) is in no chunk', () => {
    // ESLint keeps `zod` imports out of src/; this also catches a dependency that would bring it back.
    const maps = filesUnder(outDir).filter((f) => f.endsWith('.js.map'));
    expect(maps.length).toBeGreaterThan(0);
    const withClassic = maps.filter((map) => {
      const { sources = [] } = JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] };
      return sources.some((source) => source.includes('node_modules/zod/v4/classic/'));
    });
    expect(withClassic).toEqual([]);
  });
});
