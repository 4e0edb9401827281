import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The dev pass: the README's `npm run dev` (Vite dev server, demo mode), on its own port so it never meets
// the preview server of the main pass. Default: the preview port + 1000 (4173 → 5173, 4201 → 5201).
const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 1000);

export default defineConfig({
  ...base,
  testMatch: 'dev-mode.spec.ts',
  testIgnore: [],
  outputDir: `test-results/playwright-dev-${DEV_PORT}`,
  use: { ...base.use, baseURL: `http://localhost:${DEV_PORT}` },
  webServer: {
    command: `npm run dev -- --port ${DEV_PORT} --strictPort`,
    url: `http://localhost:${DEV_PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
