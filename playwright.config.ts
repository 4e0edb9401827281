import { defineConfig, devices } from '@playwright/test';

// Parallel local runs (several engineers on one machine) pick their own port and build folder.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const OUT_DIR = process.env.DEMO_OUT_DIR ?? 'dist-demo';
// Every test's page clock starts at E2E_NOW (see e2e/fixtures.ts); E2E_TZ sets the browser's time zone.
// A test must pass at any date and in any zone: CI runs the defaults, `E2E_NOW=… E2E_TZ=…` proves the rest.
const TIME_ZONE = process.env.E2E_TZ ?? 'Europe/Berlin';
const executablePath = process.env.CHROMIUM_PATH;
if (!executablePath) {
  throw new Error(
    'CHROMIUM_PATH is not set: run the end-to-end tests through `npm run test:e2e` or `npm test`.',
  );
}

export default defineConfig({
  testDir: './e2e',
  // One tsconfig for all the tests import: Lingui's macros resolve to e2e/linguiMacros.ts in Node.
  tsconfig: './e2e/tsconfig.json',
  // The dev-server pass (playwright.dev.config.ts) and the nginx pass (playwright.nginx.config.ts) have
  // their own configs and servers.
  testIgnore: ['nginx/**', 'dev-mode.spec.ts'],
  outputDir: `test-results/playwright-${PORT}`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a test that passes only sometimes is a defect to fix (e2e/leaving-pages.spec.ts is the
  // one the mock worker's lifetime used to cause).
  retries: 0,
  workers: 2,
  // A hang detector, not a goal: beside a CPU hog on a machine twice as slow as the one this was first set
  // on (the suite took 2,120 s instead of 1,043 s for the same code), axe scans of two pages in two
  // themes took 42 to 43 s of the 45 s this used to be.
  timeout: 90_000,
  // An assertion waits for what it needs until the test's own timeout, never for a fixed share of it that
  // a slower or busier machine eats (0: no separate limit; a failure reports the step it was waiting on).
  expect: { timeout: 0 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  grepInvert: process.env.SCREENSHOTS ? undefined : /@screenshots/,
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace of every test (to keep the failing ones) costs about 30% of the suite's time
    // (85 tests: 299 s with, 208 s without): off unless asked for with E2E_TRACE=1 when chasing a failure.
    // A failing test still leaves its screenshot.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    timezoneId: TIME_ZONE,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: {
          executablePath,
          // The machine has no network but the registries: keep Chromium from trying to phone home.
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: `npx vite preview --mode demo --outDir ${OUT_DIR} --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
