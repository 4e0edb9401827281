// Builds the demo and runs Playwright in a system Chromium. Flags: --no-build, --screenshots, --dev (the
// pass against `npm run dev`, playwright.dev.config.ts, no build), --nginx (the production build behind
// nginx instead of the demo: playwright.nginx.config.ts); other arguments go to Playwright (e.g. a spec
// file or --grep).
import { spawnSync } from 'node:child_process';
import { ensureCjkFonts, findChromium } from './find-chromium.mjs';

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const screenshots = args.includes('--screenshots');
const dev = args.includes('--dev');
const nginx = args.includes('--nginx');
const passThrough = args.filter((a) => !['--no-build', '--screenshots', '--dev', '--nginx'].includes(a));

let chromium;
try {
  chromium = findChromium({ headlessShell: true });
  ensureCjkFonts();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const env = { ...process.env, CHROMIUM_PATH: chromium };
const run = (cmd, cmdArgs, extraEnv = {}) =>
  spawnSync(cmd, cmdArgs, { stdio: 'inherit', env: { ...env, ...extraEnv } }).status ?? 1;

if (nginx) {
  const outDir = process.env.NGINX_OUT_DIR ?? 'dist-nginx';
  if (!skipBuild && !dev) {
    const built = run('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'warn']);
    if (built !== 0) process.exit(built);
  }
  process.exit(run('npx', ['playwright', 'test', '-c', 'playwright.nginx.config.ts', ...passThrough]));
}

if (!skipBuild && !dev) {
  const outDir = process.env.DEMO_OUT_DIR ?? 'dist-demo';
  const built = run('npx', ['vite', 'build', '--mode', 'demo', '--outDir', outDir, '--logLevel', 'warn']);
  if (built !== 0) process.exit(built);
}

const playwrightArgs = [
  ...(dev ? ['--config', 'playwright.dev.config.ts'] : []),
  ...(screenshots ? ['--grep', '@screenshots'] : []),
  ...passThrough,
];
process.exit(run('npx', ['playwright', 'test', ...playwrightArgs], screenshots ? { SCREENSHOTS: '1' } : {}));
