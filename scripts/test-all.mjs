// `npm test`: typecheck, lint, format check, vitest, then Playwright against the built demo and against
// `npm run dev` (the README's command; playwright.dev.config.ts).
// Prints, as its last line, "N passed, N failed" over every vitest and Playwright test that ran,
// and writes the same line to test-results/summary.txt for .ci/run.
import { spawnSync } from 'node:child_process';
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

gate('Typecheck', 'npm', ['run', '--silent', 'typecheck']);
gate('Lint', 'npm', ['run', '--silent', 'lint']);
gate('Format', 'npm', ['run', '--silent', 'format:check']);

const vitestStatus = run('Unit and component tests (vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${VITEST_JSON}`,
]);
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

e2ePass('End-to-end tests (Playwright, built demo)', [], PLAYWRIGHT_JSON);
e2ePass('End-to-end tests (Playwright, npm run dev)', ['--dev'], PLAYWRIGHT_DEV_JSON);
e2ePass('Production build behind nginx (Playwright)', ['--nginx'], 'test-results/playwright-nginx.json');

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
