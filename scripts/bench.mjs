// `npm run bench`: the project's performance figures, printed and written to docs/performance.md.
//  1. the production build's sizes (scripts/bundle-report.mjs): first page, each route's chunk, where
//     the page-only libraries live;
//  2. page timings in Chromium on `vite preview` of the demo build with no mock latency: first
//     contentful paint and largest contentful paint of /, /parts and a part page (median of RUNS),
//     keystroke-to-results in the header search, interaction to next paint for typing and a sort;
//  3. the vitest benchmarks in bench/ (table renders, formatting, mock data, local catalog facets).
// Times are reported, never asserted: budgets on sizes are enforced by scripts/production-build.test.ts.
/* global window, requestAnimationFrame */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { bundleReport, BUDGETS, kb } from './bundle-report.mjs';
import { findChromium } from './find-chromium.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4399);
const LIVE_DIR = 'dist-bench-live';
const DEMO_DIR = 'dist-bench-demo';
const PART = process.env.BENCH_PART ?? 'TSH-010-254-DG';
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const ms = (value) => (value === undefined || Number.isNaN(value) ? '—' : `${Math.round(value)} ms`);

console.log('▶ Production build (sizes)');
if (
  run('npx', ['vite', 'build', '--outDir', LIVE_DIR, '--manifest', '--sourcemap', '--logLevel', 'warn']) !== 0
)
  process.exit(1);
const sizes = bundleReport(LIVE_DIR);

console.log('▶ Demo build (timings)');
if (run('npx', ['vite', 'build', '--mode', 'demo', '--outDir', DEMO_DIR, '--logLevel', 'warn']) !== 0)
  process.exit(1);
const preview = spawn(
  'npx',
  ['vite', 'preview', '--mode', 'demo', '--outDir', DEMO_DIR, '--port', String(PORT), '--strictPort'],
  { stdio: 'ignore', detached: true },
);
const base = `http://localhost:${PORT}`;
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(base)).ok) break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

/** One fresh context per run: FCP and LCP of a cold load with the service worker registering anew. */
async function paintTimings(path, ready) {
  const fcp = [];
  const lcp = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      localStorage.setItem('parts-portal.mock-control', JSON.stringify({ latencyMs: 0 }));
      const w = window;
      w.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(base + path);
    await ready(page);
    // LCP is final once the page has painted what it waited for; read it after two more frames.
    const result = await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve({
                fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
                lcp: window.__lcp,
              }),
            ),
          ),
        ),
    );
    fcp.push(result.fcp);
    lcp.push(result.lcp);
    await context.close();
  }
  return { fcp: median(fcp), lcp: median(lcp) };
}

const pages = [
  ['/', (p) => p.getByRole('heading', { level: 1 }).first().waitFor()],
  ['/parts', (p) => p.getByRole('row').nth(5).waitFor()],
  [`/parts/${encodeURIComponent(PART)}`, (p) => p.getByRole('heading', { level: 1 }).first().waitFor()],
];
const timings = [];
for (const [path, ready] of pages) {
  console.log(`▶ ${path}`);
  timings.push({ path, ...(await paintTimings(path, ready)) });
}

/** The longest event-timing duration during an action: the interaction-to-next-paint of that action. */
async function interaction(path, prepare, act) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    localStorage.setItem('parts-portal.mock-control', JSON.stringify({ latencyMs: 0 }));
    window.__events = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__events.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  await page.goto(base + path);
  await prepare(page);
  await page.evaluate(() => (window.__events = []));
  const started = Date.now();
  await act(page);
  const elapsed = Date.now() - started;
  const inp = await page.evaluate(() => Math.max(0, ...window.__events));
  await context.close();
  return { inp, elapsed };
}

const search = await interaction(
  '/',
  (p) => p.getByRole('combobox', { name: 'Search parts' }).waitFor(),
  async (p) => {
    await p.getByRole('combobox', { name: 'Search parts' }).pressSequentially('TSH', { delay: 40 });
    await p.getByRole('listbox', { name: 'Matching parts' }).getByRole('option').first().waitFor();
  },
);
const sort = await interaction(
  '/parts',
  (p) => p.getByRole('row').nth(5).waitFor(),
  async (p) => {
    const header = p.getByRole('columnheader').filter({ hasText: /stock/i }).first();
    const button = header.getByRole('button');
    await ((await button.count()) ? button.first() : header).click();
    await p.getByRole('row').nth(5).waitFor();
  },
);
await browser.close();
try {
  process.kill(-preview.pid);
} catch {
  preview.kill();
}

console.log('▶ vitest benchmarks');
mkdirSync('test-results', { recursive: true });
const benchJson = 'test-results/bench.json';
run('npx', ['vitest', 'bench', '--run', `--outputJson=${benchJson}`]);
let benches = [];
try {
  const report = JSON.parse(readFileSync(benchJson, 'utf8'));
  benches = report.files.flatMap((file) =>
    file.groups.flatMap((group) =>
      group.benchmarks.map((b) => ({
        name: `${group.fullName.split(' > ').slice(1).join(' › ')} › ${b.name}`,
        mean: b.mean,
        p99: b.p99,
      })),
    ),
  );
} catch {
  console.error('vitest bench wrote no report');
}

const pass = (value, budget) => (value <= budget ? 'within' : '**over**');
const lines = [
  '# Performance',
  '',
  `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (2 cores; medians of ${RUNS} cold loads).`,
  'Sizes are gzip (level 9) of the production build without mock code; the budgets are enforced by',
  '`scripts/production-build.test.ts` in `npm test`. Times are measured here and never asserted in tests.',
  '',
  '## First page (/)',
  '',
  '| what | gzip | budget |',
  '| --- | --- | --- |',
  `| JavaScript | ${kb(sizes.firstPage.jsGzip)} | ${kb(BUDGETS.firstPageJs)} (${pass(sizes.firstPage.jsGzip, BUDGETS.firstPageJs)}) |`,
  `| CSS | ${kb(sizes.firstPage.cssGzip)} | ${kb(BUDGETS.firstPageCss)} (${pass(sizes.firstPage.cssGzip, BUDGETS.firstPageCss)}) |`,
  `| files | ${sizes.firstPage.files} | |`,
  '',
  '## Route chunks',
  '',
  '| route | part | own chunk | loaded beyond the first page |',
  '| --- | --- | --- | --- |',
  ...sizes.routes.map(
    (r) => `| \`${r.route}\` | ${r.split} | ${kb(r.chunkGzip)} | ${kb(r.beyondFirstPageGzip)} |`,
  ),
  '',
  '## Page-only libraries (chunks that carry them; none may be on the first page)',
  '',
  '| library | chunks | on the first page |',
  '| --- | --- | --- |',
  ...Object.entries(sizes.libraryChunks).map(
    ([lib, files]) =>
      `| ${lib} | ${files.length ? files.map((f) => `\`${f.replace(/^assets\//, '')}\``).join(', ') : 'not used'} | ${sizes.librariesOnFirstPage[lib].length ? '**yes**' : 'no'} |`,
  ),
  '',
  '## Page loads on `vite preview` (demo build, mock worker included, no mock latency)',
  '',
  '| page | first contentful paint | largest contentful paint |',
  '| --- | --- | --- |',
  ...timings.map((t) => `| \`${t.path}\` | ${ms(t.fcp)} | ${ms(t.lcp)} |`),
  '',
  '## Interactions',
  '',
  '| interaction | interaction to next paint (longest event) | until the result shows |',
  '| --- | --- | --- |',
  `| typing "TSH" in the header search | ${ms(search.inp)} | ${ms(search.elapsed)} (keystrokes 40 ms apart, to the first suggestion) |`,
  `| sorting the browse table by stock | ${ms(sort.inp)} | ${ms(sort.elapsed)} |`,
  '',
  '## Benchmarks (vitest bench, jsdom)',
  '',
  '| benchmark | mean | p99 |',
  '| --- | --- | --- |',
  ...benches.map((b) => `| ${b.name} | ${ms(b.mean)} | ${ms(b.p99)} |`),
  '',
];
writeFileSync('docs/performance.md', lines.join('\n'));
// The written file follows the project's formatting, so `npm run format:check` stays green after a run.
run('npx', ['prettier', '--write', '--log-level', 'warn', 'docs/performance.md']);
console.log(`\n${lines.join('\n')}`);
