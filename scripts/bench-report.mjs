// The text of docs/performance.md from the figures `npm run bench` (scripts/bench.mjs) gathered.
import { BUDGETS, kb } from './bundle-report.mjs';

export const ms = (value) => (value === undefined || Number.isNaN(value) ? '—' : `${Math.round(value)} ms`);

/** The "mock data per page load" section (figures from scripts/bench-mock-data.mjs). */
function mockDataMarkdown(rows, runs) {
  return [
    '## Mock data per page load (demo build)',
    '',
    `Medians of ${runs} cold loads. The seeded data (5,000+ parts, 20,000 stock changes, 2,000+ order lines, a`,
    "week of usage) is a function of seed and clock: the parts' random draws are made when the mock starts, each",
    'Part object and each area (stock history, quotes, orders, usage) is built on first use and kept for the',
    'page (mocks/data/index.ts). Before, the whole set was generated at every page load (300-460 ms).',
    '',
    '| page | mock worker controls the page (after navigation start) | main thread generating data, page loaded |',
    '| --- | --- | --- |',
    ...rows.map((r) => `| \`${r.path}\` | ${ms(r.readyAtMs)} | ${ms(r.generationMs)} |`),
    '',
  ];
}

/** Written into docs/performance.md as it is: what was done about main-thread time at start, and why. */
const MAIN_THREAD_NOTES = [
  '## Main-thread work (what the first render does, and why)',
  '',
  '- The first paint does not wait for the app: `index.html` holds a static header, navbar outline and',
  '  "Starting the portal…" in the app\'s colours (light or dark from `public/boot.js`), which the first render',
  '  replaces. On a demo build in Chromium first contentful paint moved from about 900 ms to about 200 ms,',
  "  with the time to the first table unchanged (`e2e/shell.spec.ts` holds the app's script back to prove it).",
  "  Starting the page's code beside the profile and the demo's worker was tried and dropped: on the demo it",
  '  delayed the worker and the first table by about 250 ms.',
  '- Intl formatters are built once per locale (`cachedPerLocale` in `src/lib/format.ts`): building one costs',
  '  far more than formatting with it, and a constructor called per chart bar and per table row was most of a',
  '  long task on `/usage`.',
  '- The first page renders once it is loaded, in one transition (`startAppRouter` in `src/app/router.tsx`):',
  '  React splits a transition into slices of a few ms. Rendered before, the shell came first and the',
  "  router's store (`useSyncExternalStore`, which React never splits) then brought the page in one synchronous",
  "  render: about 300 ms of a phone's 4× slower CPU on `/` (one Lighthouse run: total blocking time 448 →",
  "  116 ms). A page whose data takes longer than its spinner's 300 ms renders the shell and the spinner at",
  '  that moment in one piece, as before: its load, committing between the slices of a transition, would',
  '  update components not yet mounted. Later navigations still commit synchronously, so heavy parts below the first',
  '  screen (the usage charts and summary table) render right after the first paint in a background render',
  '  (`src/components/BackgroundRender.tsx`, a deferred value); a box of the same height holds their place',
  '  meanwhile, so nothing shifts and scroll restoration still lands.',
  "- `public/boot.js` requests `api-profile.json` while the app's code downloads; the app had asked for it",
  '  only after its code had run, a round trip before the first render.',
  '- The entry and its static imports are one chunk (`vite.config.ts`, the `$initial` tag): `/` starts with',
  "  2 JS files and 1 stylesheet instead of 29 and 8, a round trip each on a phone's network.",
  "- A table on a phone renders its key columns at once (before its box is measured the window's width",
  '  decides), rather than every column first and its key columns a frame later.',
  '- The usage charts get stable data, shapes and formatters, so recharts does not recompute each bar on',
  '  every one of its layout passes. Recharts still re-renders each chart synchronously once after it mounts',
  "  (its layout effects dispatch to its store), which is most of what remains of `/usage`'s longest task.",
  '- What lies below the first screen waits for it to be painted (`src/lib/firstPaint.ts`, opened by the router',
  "  once the first page, not its spinner, has rendered): the home page's four panels and the table kit, the",
  '  usage charts (recharts) and the pricing chart. Lighthouse counts every byte fetched before the largest',
  "  paint against it: with the panels requested beside the home page's own chunk, the search box's paragraph",
  '  painted at 3.3 to 3.5 s of a simulated phone; with them after it, at 2.3 to 2.5 s (performance 83-84 →',
  '  93-95). On a later visit to a page the gate is open and its code starts at once.',
  '- A table that scrolls sideways learns so from its ResizeObserver, after the browser has laid the page',
  '  out; measuring it in an effect forced that layout inside the first task (170 ms of 4× CPU on a part page).',
  '- The usage charts are drawn when they come into the window (`src/components/WhenInView.tsx`): on a',
  "  phone they sit below the first screen, and recharts' mount was the page's longest task (about 520 ms of",
  '  4× CPU); total blocking time on `/usage` went from about 1,000 ms to 350-550 ms. Their box holds the',
  '  space, so nothing shifts when they appear.',
  "- The demo build's mock code no longer carries tldts, the public-suffix list tough-cookie (MSW's cookie",
  "  store) uses for one question, a host's registrable domain: 100 KB of gzip loaded and run before the",
  "  demo's worker could start. `mocks/registrableDomain.ts` answers it in demo mode (`vite.config.ts`); the",
  '  mock chunk went from 169 to 55 KB gzip, demo `/` from 77 to 79-83 in single Lighthouse runs.',
  "- The home page's own component is in the entry (`splitBehavior` in `vite.config.ts`): split off, it was a",
  "  1 KB request of its own between the entry and the first paint of `/`, one round trip of a phone's",
  '  network (largest paint 2.4 → 2.2 s in single Lighthouse runs). `/` now fetches in two rounds in time too:',
  '  the entry, then, after the first paint, the panels.',
  '- Every other main page paints its heading first and its body after (`src/lib/lazyAfterFirstPaint.ts`): the',
  "  order tabs' filters, summary and lines, the part page's facts, prices and tabs (below its header and",
  "  summary), the pricing form and result, the usage page's week and calls. The preview serves HTTP/1.1,",
  "  six connections to a host, and a page's own code pulled 20 to 45 small shared files before its",
  "  heading could render: in Lighthouse's simulation of a phone, /orders' largest paint (its description)",
  "  came at 3.7 s, the part page's (the part's description) at 3.5 s, /pricing's and /usage's at 3.1 s.",
  "  With the bodies after the first paint: 2.4 to 2.6, 2.8, 2.4 and 2.4 s. Loading a page's route chunk (a",
  "  hovered link preloads it) starts its body's download too, so a later visit is not one round trip slower.",
  "- Each page's search schema is built the first time one of its addresses is read (`z.lazy`, and",
  '  `src/components/stripSearchDefaults.ts` for the defaults kept out of the address), not when the app',
  "  declares its routes: zod calls at start went from 531 to 343, and the entry's evaluation on /orders",
  '  from about 270 to 180 ms of 4× CPU in a Chromium profile.',
  "- A page's own files are asked for beside the entry (`scripts/vite-route-preload.ts` appends each page's",
  '  component chunk and its static imports to public/boot.js, which runs before the entry has arrived), not',
  "  once the entry has run, read the API profile and built the router: on /orders in Lighthouse's load, its",
  '  chunks were requested at 75 ms instead of 215 ms.',
  "- boot.js makes the first number and date formatter while the entry downloads: the browser's formatting",
  "  data (about 20 ms of this machine's CPU, 80 ms of 4×, whatever the locale) had been a task of the start",
  "  of its own. Side by side on the same machine, /orders' total blocking time went from about 720 to about",
  '  470 ms (3 Lighthouse runs each, alternating builds).',
  "- Start-up yields to the browser after the API profile's check and after building the router",
  "  (`src/lib/yieldToMain.ts`), and a link without search values no longer builds its page's search schema:",
  "  zod schema objects made while /orders loads (counted in zod's constructor) went from 784 to 516.",
  "- The open-orders summary and the home page's panel read the open and the past-due lines side by side",
  '  (`useOpenAndPastDueLines`): read one after the other, the summary waited for both paging sessions.',
  '',
];

/**
 * @typedef {{ score: number, fcp: number, lcp: number, tbt: number, longestTask: number, scores: number[] }} LighthouseFigures
 * @param {{ sizes: ReturnType<typeof import('./bundle-report.mjs').bundleReport>, timings: { path: string, fcp: number, lcp: number }[],
 *   mockLoads?: { path: string, readyAtMs: number, generationMs: number }[],
 *   home: ReturnType<typeof import('./page-loads.mjs').loadReport>,
 *   lighthouse: { build: string, path: string, figures: LighthouseFigures, load: number }[], lighthouseRuns: number, api: string,
 *   search: { inp: number, elapsed: number }, sort: { inp: number, elapsed: number }, searchTerm: string,
 *   benches: { name: string, mean: number, p99: number }[], domRows: { catalog?: number, orders?: number },
 *   runs: number, cores: number, load: number }} figures
 */
export function performanceMarkdown(figures) {
  const { sizes, timings, search, sort, benches, domRows, home, lighthouse } = figures;
  // Event timing reports only events over 16 ms: none means every interaction painted within a frame.
  const inp = (value) => (value > 0 ? ms(value) : 'under 16 ms');
  const pass = (value, budget) => (value <= budget ? 'within' : '**over**');
  const under = (value, budget) =>
    value === undefined || Number.isNaN(value) ? 'not measured' : value < budget ? 'within' : '**over**';
  const benchMean = (name) => benches.find((b) => b.name === `table render (virtual body) › ${name}`)?.mean;
  const largestChunk = sizes.routes.reduce((a, b) => (b.chunkGzip > a.chunkGzip ? b : a));
  const rootLcp = timings.find((t) => t.path === '/')?.lcp;
  const budgetRows = [
    [
      'JavaScript `/` loads until the network is idle (gzip)',
      kb(home.jsGzip),
      `at most ${kb(BUDGETS.homeJs)}`,
      pass(home.jsGzip, BUDGETS.homeJs),
    ],
    [
      'CSS `/` loads until the network is idle (gzip)',
      kb(home.cssGzip),
      `at most ${kb(BUDGETS.homeCss)}`,
      pass(home.cssGzip, BUDGETS.homeCss),
    ],
    [
      'steps of the chunk waterfall of `/`',
      String(home.steps),
      `at most ${BUDGETS.homeSteps}`,
      pass(home.steps, BUDGETS.homeSteps),
    ],
    [
      'largest route chunk (gzip)',
      `${kb(largestChunk.chunkGzip)} (\`${largestChunk.route}\`)`,
      `at most ${kb(BUDGETS.routeChunk)}`,
      pass(largestChunk.chunkGzip, BUDGETS.routeChunk),
    ],
    [
      'page-only libraries in the shell',
      Object.values(sizes.librariesOnFirstPage).flat().length === 0
        ? 'none'
        : Object.entries(sizes.librariesOnFirstPage)
            .filter(([, f]) => f.length)
            .map(([l]) => l)
            .join(', '),
      'none',
      Object.values(sizes.librariesOnFirstPage).flat().length === 0 ? 'within' : '**over**',
    ],
    ...lighthouse.map(({ build, path, figures: f }) => [
      `Lighthouse mobile performance, ${build} \`${path}\` (median)`,
      String(f.score),
      build === 'demo' ? 'at least 80' : 'at least 90',
      f.score >= (build === 'demo' ? 80 : 90) ? 'within' : '**over**',
    ]),
    ...lighthouse
      .filter(({ build }) => build === 'live')
      .flatMap(({ path, figures: f }) => [
        [`total blocking time, live \`${path}\``, ms(f.tbt), 'under 200 ms', under(f.tbt, 200)],
        [`largest contentful paint, live \`${path}\``, ms(f.lcp), 'under 2500 ms', under(f.lcp, 2500)],
      ]),
    ['LCP of `/` on preview (median)', ms(rootLcp), 'under 800 ms', under(rootLcp, 800)],
    [
      'render of 10,000 catalog rows (mean)',
      ms(benchMean('10,000 catalog rows')),
      'under 200 ms',
      under(benchMean('10,000 catalog rows'), 200),
    ],
    [
      'render of 10,000 order lines (mean)',
      ms(benchMean('10,000 order lines')),
      'under 200 ms',
      under(benchMean('10,000 order lines'), 200),
    ],
    [
      'row elements in the DOM scrolling 10,000 catalog rows',
      String(domRows.catalog ?? '—'),
      'fewer than 100',
      under(domRows.catalog, 100),
    ],
    [
      'row elements in the DOM scrolling 10,000 order lines',
      String(domRows.orders ?? '—'),
      'fewer than 100',
      under(domRows.orders, 100),
    ],
  ];
  const lines = [
    '# Performance',
    '',
    `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (${figures.cores} cores, load average ${figures.load.toFixed(1)} when it started; medians of ${figures.runs} cold loads).`,
    'Sizes are gzip (level 9) of the production build without mock code; the size budgets are enforced by',
    '`scripts/production-build.test.ts` in `npm test`, the JS of `/` against its goal itself. Times are measured here and never asserted in tests: on a',
    'shared, loaded machine they come out slower than a quiet one would give (Lighthouse simulates the network',
    "and the phone's CPU from the run it observes, so a busy machine lowers its scores too).",
    '',
    '## Budgets and goals',
    '',
    '| budget | measured | limit | verdict |',
    '| --- | --- | --- | --- |',
    ...budgetRows.map((cells) => `| ${cells.join(' | ')} |`),
    '',
    '## Lighthouse, mobile (simulated slow 4G, 4× CPU slowdown, Moto G Power screen)',
    '',
    `Lighthouse ${figures.lighthouseVersion} with the system Chromium, ${figures.lighthouseRuns} cold runs per page, the median of each`,
    'figure on its own. The live build is `npm run build` served by `vite preview --mode live`, whose proxy',
    `forwards \`/api\` to ${figures.api}. The demo build starts its mock worker before the app renders.`,
    "The longest task is in simulated (4×) milliseconds. The load average is the machine's (1 minute) when the",
    "page's runs started: Lighthouse multiplies the CPU time it observes, so a busy machine inflates every figure.",
    '',
    '| build | page | score (runs) | first contentful paint | largest contentful paint | total blocking time | longest task | load average |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...lighthouse.map(
      ({ build, path, figures: f, load }) =>
        `| ${build} | \`${path}\` | ${f.score} (${f.scores.join(', ')}) | ${ms(f.fcp)} | ${ms(f.lcp)} | ${ms(f.tbt)} | ${ms(f.longestTask)} | ${load.toFixed(1)} |`,
    ),
    '',
    ...MAIN_THREAD_NOTES,
    '## What `/` loads (live build, until the network is idle)',
    '',
    '| step | files | gzip |',
    '| --- | --- | --- |',
    ...Object.entries(home.byStep).map(([step, s]) => `| ${step} | ${s.files} | ${kb(s.gzip)} |`),
    `| all | ${home.jsFiles} JS, ${home.cssFiles} CSS | ${kb(home.jsGzip)} JS, ${kb(home.cssGzip)} CSS |`,
    '',
    "Step 1 is the entry and its static imports (fetched together; the home page's own component is among",
    'them); step 2 what `/` asks for once its first screen has painted: its panels and the table kit (the',
    "route's loader asks for them, dynamic imports of the entry).",
    `The shell alone (the entry's static imports and the home route's own chunk) is ${kb(sizes.firstPage.jsGzip)} JS and`,
    `${kb(sizes.firstPage.cssGzip)} CSS.`,
    '',
    '## Route chunks',
    '',
    '| route | part | own chunk | loaded beyond the shell |',
    '| --- | --- | --- | --- |',
    ...sizes.routes.map(
      (r) => `| \`${r.route}\` | ${r.split} | ${kb(r.chunkGzip)} | ${kb(r.beyondFirstPageGzip)} |`,
    ),
    '',
    '## Page-only libraries (chunks that carry them; none may be in the shell)',
    '',
    '| library | chunks | in the shell |',
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
    ...(figures.mockLoads ? mockDataMarkdown(figures.mockLoads, figures.runs) : []),
    '## Interactions',
    '',
    '| interaction | interaction to next paint (longest event) | until the result shows |',
    '| --- | --- | --- |',
    `| typing "${figures.searchTerm}" in the header search (keystrokes 40 ms apart, mocks without latency) | ${inp(search.inp)} | ${ms(search.elapsed)} from the last keystroke to that part as the first suggestion |`,
    `| sorting the browse table by stock | ${inp(sort.inp)} | ${ms(sort.elapsed)} |`,
    '',
    '## Benchmarks (vitest bench, jsdom)',
    '',
    "Tables render through the kit's virtual body (loaded once before timing) in a 720 px high box; while",
    `scrolling 10,000 rows top to bottom the DOM held at most ${domRows.catalog ?? '—'} row elements for the catalog and`,
    `${domRows.orders ?? '—'} for the order lines (header row included).`,
    '',
    '| benchmark | mean | p99 |',
    '| --- | --- | --- |',
    ...benches.map((b) => `| ${b.name} | ${ms(b.mean)} | ${ms(b.p99)} |`),
    '',
  ];
  return lines.join('\n');
}
