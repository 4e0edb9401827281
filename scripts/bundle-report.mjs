// Sizes of a production build from Vite's manifest and source maps: what the first page (/) loads, each
// route's own chunk, and which chunks carry the heavy libraries. Used by the budget test
// (scripts/bundle-budget.test.ts) and by `npm run bench` (docs/performance.md). Sizes are gzip level 9.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routePath } from './route-paths.mjs';

/** Libraries that only some pages use: they must stay out of the first page's files. */
export const PAGE_ONLY_LIBRARIES = {
  charts: ['node_modules/recharts/', 'node_modules/@mantine/charts/'],
  'JSON viewer': ['node_modules/@uiw/react-json-view/'],
  'date pickers': ['node_modules/@mantine/dates/'],
  'CSV parsing': ['node_modules/papaparse/'],
  'file drop': ['node_modules/@mantine/dropzone/', 'node_modules/react-dropzone/'],
  'command palette': ['node_modules/@mantine/spotlight/'],
  'local catalog store': ['node_modules/dexie/', 'node_modules/minisearch/'],
  'mock worker': ['node_modules/msw/', '/mocks/'],
  // Loaded when a message is first wanted (src/lib/zodMessages.ts).
  "zod's English messages": ['node_modules/zod/v4/locales/en.js'],
};

const gzipCache = new Map();
function gzipSize(outDir, file) {
  const path = join(outDir, file);
  if (!gzipCache.has(path)) gzipCache.set(path, gzipSync(readFileSync(path), { level: 9 }).length);
  return gzipCache.get(path);
}

/** The source files (node_modules paths and project paths) bundled into a chunk, from its source map. */
function sourcesOf(outDir, file) {
  const map = join(outDir, `${file}.map`);
  if (!existsSync(map)) return [];
  const { sources = [] } = JSON.parse(readFileSync(map, 'utf8'));
  return sources.map((s) => s.replace(/\\/g, '/'));
}

/** Every manifest key a chunk statically depends on, itself included. */
function staticClosure(manifest, key, into = new Set()) {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(manifest, dep, into);
  return into;
}

function filesOf(manifest, keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
  }
  return { js: [...js], css: [...css] };
}

/**
 * @param {string} outDir a build made with `build.manifest: true` and source maps
 */
export function bundleReport(outDir) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error(`no entry in ${outDir}/.vite/manifest.json`);
  const routeKeys = Object.keys(manifest).filter(
    (k) => k.startsWith('src/routes/') && manifest[k].isDynamicEntry,
  );
  const homeKeys = routeKeys.filter((k) => routePath(k) === '/');

  const firstKeys = staticClosure(manifest, entry);
  for (const key of homeKeys) staticClosure(manifest, key, firstKeys);
  const first = filesOf(manifest, firstKeys);
  const sum = (files) => files.reduce((total, f) => total + gzipSize(outDir, f), 0);

  const routes = routeKeys
    .map((key) => {
      const own = manifest[key].file;
      const extra = [...staticClosure(manifest, key)].filter((k) => !firstKeys.has(k));
      const files = filesOf(manifest, extra);
      return {
        route: routePath(key),
        split: key.split('?tsr-split=')[1] ?? 'route',
        chunk: own,
        chunkGzip: gzipSize(outDir, own),
        beyondFirstPageGzip: sum(files.js) + sum(files.css),
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));

  const librariesOnFirstPage = {};
  const libraryChunks = {};
  for (const [library, markers] of Object.entries(PAGE_ONLY_LIBRARIES)) {
    const holders = Object.values(manifest)
      .map((c) => c.file)
      .filter(
        (f) => f.endsWith('.js') && sourcesOf(outDir, f).some((s) => markers.some((m) => s.includes(m))),
      );
    libraryChunks[library] = [...new Set(holders)];
    librariesOnFirstPage[library] = libraryChunks[library].filter((f) => first.js.includes(f));
  }

  return {
    firstPage: { jsGzip: sum(first.js), cssGzip: sum(first.css), files: first.js.length + first.css.length },
    routes,
    libraryChunks,
    librariesOnFirstPage,
  };
}

/**
 * Size budgets, enforced by scripts/production-build.test.ts (gzip bytes). `homeJs`/`homeCss` cover
 * everything `/` loads until the network is idle (scripts/page-loads.mjs: lazy panels, the table kit and
 * any container mounted at start included). `homeSteps` is the depth of its chunk waterfall: step 1 is
 * the entry and what it imports statically (fetched together, modulepreload), step 2 what the router and
 * the route's loader import when `/` is matched: the page's chunk, its panels and the table kit, fetched
 * in parallel. A third step would be a further round trip (150 ms RTT on Lighthouse's slow 4G) plus the
 * evaluation of the step before it, all before the panels can render; two is the least that route-level
 * code splitting allows.
 */
export const BUDGETS = {
  homeJs: 200 * 1024,
  homeCss: 30 * 1024,
  homeSteps: 2,
  routeChunk: 100 * 1024,
};

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
