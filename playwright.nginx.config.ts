import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';
import {
  NGINX_PORT,
  NGINX_ROOT,
  STAND_IN_API,
  STAND_IN_CLIENT_APP_NAME,
  STAND_IN_PORT,
  STAND_IN_TOKEN,
} from './e2e/nginx/nginxEnv';

// The production build (dist-nginx, built by scripts/run-e2e.mjs) behind Debian's nginx with
// deploy/nginx/, proxying /api/ to a local stand-in API that records what it receives.

export default defineConfig({
  ...baseConfig,
  testDir: './e2e/nginx',
  // One tsconfig for all the tests import: Lingui's macros resolve to e2e/linguiMacros.ts in Node.
  tsconfig: './e2e/tsconfig.json',
  testIgnore: [],
  outputDir: `test-results/playwright-nginx-${NGINX_PORT}`,
  grepInvert: undefined,
  use: { ...baseConfig.use, baseURL: `http://localhost:${NGINX_PORT}` },
  webServer: [
    {
      command: `node scripts/nginx/stand-in-api.mjs --port ${STAND_IN_PORT}`,
      url: `${STAND_IN_API}/__recorded`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node scripts/nginx/serve.mjs --port ${NGINX_PORT} --root ${NGINX_ROOT}`,
      url: `http://localhost:${NGINX_PORT}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        API_TARGET: STAND_IN_API,
        API_TOKEN: STAND_IN_TOKEN,
        CLIENT_APP_NAME: STAND_IN_CLIENT_APP_NAME,
      },
    },
  ],
});
