// What a page of a production build really loads: the build is served (SPA fallback, /api answered by
// a given function), the page opened in Chromium, and every script and stylesheet it fetched from the
// build until the network has been idle for 500 ms is recorded: the lazy panels, the table kit, the
// notifications container and the classic scripts of public/ (boot.js and the worker it starts)
// included. Sizes are gzip level 9 of the build's files, like scripts/bundle-report.mjs.
// The waterfall depth comes from Vite's manifest: a chunk the entry (or a chunk of the same step) imports
// statically is fetched with it (modulepreload); one it imports dynamically is fetched one step later.
// A file outside the module graph is a classic script of public/: step 1 when index.html names it, else
// step 2, started by such a script (boot.js's worker).
// Used by the budget test (scripts/production-build.test.ts) and by `npm run bench`.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { findChromium } from './find-chromium.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * Serves `outDir` on an ephemeral loopback port; `/api/...` requests go to `api` (a fetch-style handler
 * that gets the request with its /api path and returns a Response, or undefined for 404).
 * @param {string} outDir
 * @param {(request: Request) => Promise<Response | undefined>} api
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveBuild(outDir, api) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    try {
      if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
        const chunks = [];
        for await (const chunk of req) chunks.push(chunk);
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers))
          if (typeof value === 'string') headers.set(name, value);
        const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
        const response = await api(
          new Request(url.href, {
            method: req.method,
            headers,
            body: hasBody ? Buffer.concat(chunks) : undefined,
          }),
        );
        if (!response) {
          res.writeHead(404);
          return res.end();
        }
        const out = {};
        response.headers.forEach((value, name) => (out[name] = value));
        res.writeHead(response.status, out);
        return res.end(Buffer.from(await response.arrayBuffer()));
      }
      const file = normalize(join(outDir, decodeURIComponent(url.pathname)));
      const isFile = file.startsWith(normalize(outDir)) && existsSync(file) && statSync(file).isFile();
      const path = isFile ? file : join(outDir, 'index.html');
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
      createReadStream(path).pipe(res);
    } catch (error) {
      res.writeHead(500);
      res.end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/** Generous: on a loaded machine the app's start and the panels' data take a while; sizes do not depend on it. */
export const PAGE_READY_TIMEOUT_MS = 120_000;

/**
 * `/` past its shell: a home panel shows its rows once the panels' code and data have come (what the size
 * budgets count, scripts/production-build.test.ts and the bench).
 * @param {import('@playwright/test').Page} page
 */
export function homePanelsShown(page) {
  return page
    .getByRole('region', { name: 'Recent stock changes' })
    .getByRole('rowheader')
    .first()
    .waitFor({ timeout: PAGE_READY_TIMEOUT_MS });
}

/** How long the network has to be quiet for a page to count as loaded (Playwright's `networkidle`). */
const QUIET_MS = 500;

/**
 * The scripts and stylesheets of the build that `path` loads in a fresh Chromium page (phone-sized, like
 * Lighthouse's mobile run) until it shows what `ready` waits for and the network is then idle, in the
 * order they were requested. Idle alone is not enough on a busy machine: the app's start can keep the
 * network quiet for longer than the idle window before the page asks for its own code.
 * @param {string} base e.g. http://127.0.0.1:1234
 * @param {string} path e.g. /
 * @param {(page: import('@playwright/test').Page) => Promise<unknown>} [ready] waits for the page's content
 * @returns {Promise<string[]>} paths relative to the build folder, e.g. assets/entry-abc.js
 */
export async function assetsLoaded(base, path, ready = async () => {}) {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const files = [];
    let inFlight = 0;
    let quietSince = Date.now();
    const settled = () => {
      inFlight -= 1;
      if (inFlight === 0) quietSince = Date.now();
    };
    page.on('request', (request) => {
      inFlight += 1;
      const { pathname, origin } = new URL(request.url());
      if (origin === base && /\.(js|css)$/.test(pathname)) files.push(pathname.slice(1));
    });
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    await page.goto(base + path, { waitUntil: 'load', timeout: PAGE_READY_TIMEOUT_MS });
    await ready(page);
    while (inFlight > 0 || Date.now() - quietSince < QUIET_MS) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return [...new Set(files)];
  } finally {
    await browser.close();
  }
}

const gzipCache = new Map();
function gzipSize(outDir, file) {
  const path = join(outDir, file);
  if (!gzipCache.has(path)) gzipCache.set(path, gzipSync(readFileSync(path), { level: 9 }).length);
  return gzipCache.get(path);
}

/**
 * The step at which each chunk of the build is fetched at the earliest: 1 for the entry and what it
 * imports statically, n + 1 for what a step-n chunk imports dynamically (and its static imports).
 * @returns {Map<string, number>} file → step
 */
export function chunkSteps(outDir) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const step = new Map();
  let frontier = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  for (let n = 1; frontier.length > 0; n++) {
    const next = [];
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk || step.has(chunk.file)) return;
      step.set(chunk.file, n);
      for (const css of chunk.css ?? []) if (!step.has(css)) step.set(css, n);
      for (const dep of chunk.imports ?? []) visit(dep);
      next.push(...(chunk.dynamicImports ?? []));
    };
    frontier.forEach(visit);
    frontier = next.filter((k) => manifest[k] && !step.has(manifest[k].file));
  }
  return step;
}

/**
 * Sizes and waterfall depth of the files a page loaded.
 * @param {string} outDir
 * @param {string[]} files from assetsLoaded
 */
export function loadReport(outDir, files) {
  const steps = chunkSteps(outDir);
  const js = files.filter((f) => f.endsWith('.js'));
  const css = files.filter((f) => f.endsWith('.css'));
  const sum = (list) => list.reduce((total, f) => total + gzipSize(outDir, f), 0);
  // A classic script of public/: named by index.html, or started by one that is.
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const stepOf = (f) => steps.get(f) ?? (html.includes(`"/${f}"`) ? 1 : 2);
  const byStep = {};
  for (const f of files) (byStep[stepOf(f)] ??= []).push(f);
  return {
    jsGzip: sum(js),
    classicJsGzip: sum(js.filter((f) => !steps.has(f))),
    cssGzip: sum(css),
    jsFiles: js.length,
    cssFiles: css.length,
    steps: Math.max(0, ...files.map(stepOf)),
    byStep: Object.fromEntries(
      Object.entries(byStep).map(([n, list]) => [n, { files: list.length, gzip: sum(list) }]),
    ),
  };
}
