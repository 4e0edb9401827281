/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath, URL } from 'node:url';
import { liveProxy } from './scripts/live-proxy.ts';
import { mantineCssPlugin } from './scripts/vite-mantine-css.ts';
import { scrollAreaRefsPlugin } from './scripts/vite-scroll-area-refs.ts';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The live build carries no mock code: the MSW worker script copied from public/ is removed after the build. */
function dropMockWorkerOutsideDemo(mode: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-worker-outside-demo',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (mode !== 'demo') rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const proxy = mode === 'live' ? liveProxy(env) : undefined;
  return {
    // The router plugin must run before the React plugin so generated route code is transformed.
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true }),
      react(),
      mantineCssPlugin(),
      scrollAreaRefsPlugin(),
      dropMockWorkerOutsideDemo(mode),
    ],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    server: { port: 5173, strictPort: true, proxy },
    preview: { port: 4173, strictPort: true, proxy },
    build: { sourcemap: true, chunkSizeWarningLimit: 1500 },
    test: {
      environment: 'jsdom',
      globals: false,
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
      css: false,
      testTimeout: 20000,
      benchmark: { include: ['bench/**/*.bench.{ts,tsx}'] },
    },
  };
});
