/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath, URL } from 'node:url';
import { liveProxy } from './scripts/live-proxy.ts';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const proxy = mode === 'live' ? liveProxy(env) : undefined;
  return {
    // The router plugin must run before the React plugin so generated route code is transformed.
    plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
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
      benchmark: { include: ['bench/**/*.bench.ts'] },
    },
  };
});
