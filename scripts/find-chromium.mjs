// Finds a system Chromium (Playwright cannot download its own browser here): CHROMIUM_PATH first, then the
// usual install paths; as root it installs Debian's package when none is found.
// The tests prefer Chromium's headless shell (`{ headlessShell: true }`, Debian's chromium-headless-shell):
// the same Blink and V8 without the full browser around them, as Playwright itself runs headless tests.
// Each test opens a new browser context and page; in the shell that costs about a third less CPU (the fault
// matrix: 311 s of test time in chromium, 213 s in the shell). Lighthouse keeps the full browser, since it
// measures a page as a buyer's browser meets it.
import { accessSync, constants } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { aptInstall, isRoot } from './apt.mjs';

const HEADLESS_SHELL_CANDIDATES = [
  '/usr/bin/chromium-headless-shell',
  '/usr/lib/chromium/chromium-headless-shell',
];

const BROWSER_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function fromEnv() {
  const path = process.env.CHROMIUM_PATH;
  if (!path) return null;
  if (isExecutable(path)) return path;
  throw new Error(`CHROMIUM_PATH is set to ${path}, which is not an executable file.`);
}

function findOrInstall(candidates, pkg, install) {
  const found = candidates.find(isExecutable);
  if (found || !install || !isRoot()) return found ?? null;
  return aptInstall([pkg]) ? (candidates.find(isExecutable) ?? null) : null;
}

/**
 * Japanese and Chinese pages are laid out (and screenshotted) in real glyphs, not in boxes: the end-to-end
 * tests check that text in those languages fits. Best effort: where no CJK font is found and apt-get can
 * run as root, Debian's Noto CJK fonts are installed; elsewhere the tests still run.
 */
export function ensureCjkFonts() {
  let fonts;
  try {
    fonts = execFileSync('fc-list', [':lang=ja'], { encoding: 'utf8' });
  } catch {
    return;
  }
  if (fonts.trim() !== '' || !isRoot()) return;
  aptInstall(['fonts-noto-cjk']);
}

/**
 * The Chromium to run: CHROMIUM_PATH when set; with `headlessShell`, the headless shell (installed as root
 * when missing) and otherwise the full browser; then the full browser (installed as root when missing).
 */
export function findChromium({ install = true, headlessShell = false } = {}) {
  const chosen = fromEnv();
  if (chosen) return chosen;
  if (headlessShell) {
    const shell = findOrInstall(HEADLESS_SHELL_CANDIDATES, 'chromium-headless-shell', install);
    if (shell) return shell;
  }
  const browser = findOrInstall(BROWSER_CANDIDATES, 'chromium', install);
  if (browser) return browser;
  throw new Error(
    'No Chromium found. Install one (Debian: sudo apt-get install -y chromium-headless-shell chromium) or set CHROMIUM_PATH to its executable.',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(findChromium({ headlessShell: process.argv.includes('--headless-shell') }));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
