/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath, URL } from 'node:url';
import { liveProxy } from './scripts/live-proxy.ts';
import { mantineCssPlugin } from './scripts/vite-mantine-css.ts';
import { scrollAreaRefsPlugin } from './scripts/vite-scroll-area-refs.ts';
import { mantineStartPlugin } from './scripts/vite-mantine-start.ts';
import { preloadLinksPlugin } from './scripts/vite-preload-links.ts';
import { stylesheetsLastPlugin } from './scripts/vite-stylesheets-last.ts';
import { afterBuildPlugin, publicScriptsPlugin } from './scripts/vite-public-scripts.ts';
import { linguiMacroPlugin } from './scripts/vite-lingui-macro.ts';
import { linguiCatalogsPlugin } from './scripts/vite-lingui-catalogs.ts';
import { precompressedAssetsPlugins } from './scripts/vite-precompressed.ts';
import { ENTRY_FILE, ENTRY_FILE_NAMES } from './scripts/entryFile.ts';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { PRODUCT_NAME } from './src/lib/product.ts';

/** The demo's service worker (public/demoServiceWorker.js) and MSW's worker script it loads. */
const MOCK_WORKER_FILES = ['demoServiceWorker.js', 'mockServiceWorker.js'];

/** The live build carries no mock code: the mock worker scripts copied from public/ are removed after the build. */
function dropMockWorkerOutsideDemo(mode: string): Plugin {
  return afterBuildPlugin('drop-mock-worker-outside-demo', (outDir) => {
    if (mode === 'demo') return;
    for (const file of MOCK_WORKER_FILES) rmSync(resolve(outDir, file), { force: true });
  });
}

/** index.html names the portal (title, the static first paint) with the app's own PRODUCT_NAME. */
function productNameInHtml(): Plugin {
  const escaped = PRODUCT_NAME.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return {
    name: 'product-name-in-html',
    transformIndexHtml: (html) => html.replaceAll('%PRODUCT_NAME%', escaped),
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const proxy = mode === 'live' ? liveProxy(env) : undefined;
  return {
    // The router plugin must run before the React plugin so generated route code is transformed.
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // The home page's own component stays in the entry: split off, it was a 1 KB request of its own
        // between the entry and the first paint of `/`, a phone's round trip (docs/performance.md).
        codeSplittingOptions: {
          // The plugin's HMR code runs when a route module loads, and vitest defines import.meta.hot: a route
          // module loaded after a test had made a router of its own (renderInRouter) took that router's route
          // of the same id (its root's component) for a hot update, and the app's root rendered the other
          // test's content (startAppRouter and page tests timed out, depending on file order).
          addHmr: mode !== 'test',
          splitBehavior: ({ routeId }) =>
            routeId === '/' ? [['pendingComponent'], ['errorComponent'], ['notFoundComponent']] : undefined,
        },
      }),
      linguiMacroPlugin(),
      linguiCatalogsPlugin(),
      react(),
      mantineCssPlugin(),
      scrollAreaRefsPlugin(),
      mantineStartPlugin(),
      preloadLinksPlugin(),
      stylesheetsLastPlugin(),
      publicScriptsPlugin(),
      dropMockWorkerOutsideDemo(mode),
      productNameInHtml(),
      ...precompressedAssetsPlugins(),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        // The demo's MSW needs no public-suffix list (100 KB gzip before the demo's first page): see
        // mocks/registrableDomain.ts.
        ...(mode === 'demo'
          ? { tldts: fileURLToPath(new URL('./mocks/registrableDomain.ts', import.meta.url)) }
          : {}),
      },
    },
    server: { port: 5173, strictPort: true, proxy },
    preview: { port: 4173, strictPort: true, proxy },
    build: {
      // Written beside each file but not named in it: a browser never asks for them, and every file a page
      // loads is one comment shorter (README, Performance).
      sourcemap: 'hidden',
      chunkSizeWarningLimit: 1500,
      // What the entry loads (a page's own code, the language, the demo's worker) comes with all its files
      // asked for at once, as Vite does. What a page loads once it has painted (its body, its panels) asks
      // only for its stylesheets and lets the browser fetch its scripts as their imports are read: Vite's
      // preload appended a link per file in one task (34 for /orders' body: 20 to 40 ms of this machine's
      // CPU, four times that of a phone's, docs/performance.md).
      modulePreload: {
        resolveDependencies: (_file, deps, { hostId, hostType }) =>
          hostType === 'html' || ENTRY_FILE.test(hostId) ? deps : [],
      },
      // What the entry imports statically is fetched before anything renders anyway: one chunk instead of
      // dozens of small shared ones saves a phone's network a round trip per file (README, Performance).
      // React Query's hooks beyond the entry (useQuery, useSuspenseQuery, useQueries and their observers)
      // travel as one 3.9 KB file instead of up to five: on a phone's six connections, the part page's
      // files after the entry came in three waves of round trips (docs/performance.md). Only React Query's
      // own modules: its dependencies are in the entry already. Mutations and infinite lists are left to
      // the pages that use them (a file each): `/` uses neither, and loaded 0.8 KB gzip of them (issue 22).
      rolldownOptions: {
        output: {
          // Named apart from every other chunk (one whose module is an index.ts is "index-…" too): the
          // preload rule above tells the entry by its name.
          entryFileNames: ENTRY_FILE_NAMES,
          codeSplitting: {
            groups: [
              { name: 'shell', tags: ['$initial'] },
              {
                name: 'query',
                test: /[\\/]node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/](?!.*(mutation|infinite))/i,
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      // Worker threads, and files that share their worker's modules (each still gets a fresh DOM and
      // storage): a module graph per file was most of vitest's time (121 s → about 35 s on 2 cores).
      pool: 'threads',
      isolate: false,
      globals: false,
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
      css: false,
      testTimeout: 20000,
      benchmark: { include: ['bench/**/*.bench.{ts,tsx}'] },
    },
  };
});
