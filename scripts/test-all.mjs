// `npm test`: typecheck, lint, format check, vitest, then Playwright against the built demo and against
// `npm run dev` (the README's command; playwright.dev.config.ts).
// vitest runs beside the two builds the end-to-end passes need: it keeps about one core busy, so the
// builds use the other instead of waiting their turn.
// Prints, as its last line, "N passed, N failed" over every vitest and Playwright test that ran,
// and writes the same line to test-results/summary.txt for .ci/run.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync, existsSync, rmSync } from 'node:fs';

mkdirSync('test-results', { recursive: true });
const VITEST_JSON = 'test-results/vitest.json';
const PLAYWRIGHT_JSON = 'test-results/playwright.json';
const PLAYWRIGHT_DEV_JSON = 'test-results/playwright-dev.json';
for (const f of [VITEST_JSON, PLAYWRIGHT_JSON, PLAYWRIGHT_DEV_JSON]) if (existsSync(f)) rmSync(f);

/** Seconds each step took, printed at the end (README "How long `npm test` takes" quotes them). */
const durations = [];
const started = Date.now();

const run = (label, cmd, args, env = {}) => {
  console.log(`\n▶ ${label}`);
  const stepStarted = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = Math.round((Date.now() - stepStarted) / 1000);
  durations.push(`${label}: ${seconds} s`);
  console.log(`◀ ${label}: ${seconds} s`);
  return result.status ?? 1;
};

let passed = 0;
let failed = 0;
const gates = [];

const gate = (label, cmd, args) => {
  const status = run(label, cmd, args);
  if (status !== 0) gates.push(label);
};

/**
 * Runs steps side by side, each with its output held back and printed whole when it ends (interleaved
 * lines from several tools would be unreadable). Resolves to each step's exit status, in order.
 */
function runTogether(steps) {
  const groupStarted = Date.now();
  return Promise.all(
    steps.map(
      ({ label, cmd, args, env = {} }) =>
        new Promise((resolve) => {
          const stepStarted = Date.now();
          const child = spawn(cmd, args, { env: { ...process.env, ...env } });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          const finish = (status) => {
            const seconds = Math.round((Date.now() - stepStarted) / 1000);
            durations.push(`${label}: ${seconds} s`);
            console.log(`\n▶ ${label}`);
            process.stdout.write(Buffer.concat(output));
            console.log(`◀ ${label}: ${seconds} s`);
            resolve(status);
          };
          child.on('error', (error) => {
            output.push(Buffer.from(`${error.message}\n`));
            finish(1);
          });
          child.on('close', (code) => finish(code ?? 1));
        }),
    ),
  ).finally(() => console.log(`(side by side: ${Math.round((Date.now() - groupStarted) / 1000)} s)`));
}

// Typecheck, lint and format run one after another: side by side they took as long (45 s against 47 s),
// each competing for the same two cores, and their times no longer said what each costs.
gate('Typecheck', 'npm', ['run', '--silent', 'typecheck']);
gate('Lint', 'npm', ['run', '--silent', 'lint']);
gate('Format', 'npm', ['run', '--silent', 'format:check']);

const DEMO_OUT_DIR = process.env.DEMO_OUT_DIR ?? 'dist-demo';
const NGINX_OUT_DIR = process.env.NGINX_OUT_DIR ?? 'dist-nginx';
const [vitestStatus, demoBuilt, nginxBuilt] = await runTogether([
  {
    label: 'Unit and component tests (vitest)',
    cmd: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_JSON}`],
  },
  {
    label: 'Demo build',
    cmd: 'npx',
    args: ['vite', 'build', '--mode', 'demo', '--outDir', DEMO_OUT_DIR, '--logLevel', 'warn'],
  },
  {
    label: 'Production build',
    cmd: 'npx',
    args: ['vite', 'build', '--outDir', NGINX_OUT_DIR, '--logLevel', 'warn'],
  },
]);
if (demoBuilt !== 0) gates.push('Demo build');
if (nginxBuilt !== 0) gates.push('Production build');
if (existsSync(VITEST_JSON)) {
  const report = JSON.parse(readFileSync(VITEST_JSON, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  if (vitestStatus !== 0 && !report.numFailedTests) gates.push('vitest (a suite failed to run)');
} else if (vitestStatus !== 0) {
  gates.push('vitest (no report)');
}

const e2ePass = (label, args, json) => {
  if (existsSync(json)) rmSync(json);
  const status = run(label, 'node', ['scripts/run-e2e.mjs', ...args], { PLAYWRIGHT_JSON_OUTPUT_NAME: json });
  if (existsSync(json)) {
    const report = JSON.parse(readFileSync(json, 'utf8'));
    const stats = report.stats ?? {};
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed += stats.unexpected ?? 0;
    if (status !== 0 && !stats.unexpected) gates.push(`${label} (run failed)`);
  } else if (status !== 0) {
    gates.push(`${label} (no report)`);
  }
};

if (demoBuilt === 0) e2ePass('End-to-end tests (Playwright, built demo)', ['--no-build'], PLAYWRIGHT_JSON);
e2ePass('End-to-end tests (Playwright, npm run dev)', ['--dev'], PLAYWRIGHT_DEV_JSON);
if (nginxBuilt === 0) {
  e2ePass(
    'Production build behind nginx (Playwright)',
    ['--nginx', '--no-build'],
    'test-results/playwright-nginx.json',
  );
}

const total = Math.round((Date.now() - started) / 1000);
const timings = `Took ${Math.floor(total / 60)} min ${total % 60} s: ${durations.join('; ')}`;
writeFileSync('test-results/timings.txt', timings + '\n');
console.log(`\n${timings}`);
if (gates.length) console.log(`\nFailed checks: ${gates.join(', ')}`);
// A failed gate (typecheck, lint, a suite that did not run) counts as a failure so it cannot hide.
const summary = `${passed} passed, ${failed + gates.length} failed`;
writeFileSync('test-results/summary.txt', summary + '\n');
console.log(summary);
process.exit(failed + gates.length > 0 ? 1 : 0);
