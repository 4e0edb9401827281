// Finds a system Chromium for Playwright (it cannot download its own browser here): CHROMIUM_PATH first,
// then the usual install paths; as root it installs Debian's chromium when none is found.
import { accessSync, constants } from 'node:fs';
import { execFileSync } from 'node:child_process';

const CANDIDATES = [
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

function firstFound() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which is not an executable file.`);
  }
  return CANDIDATES.find(isExecutable) ?? null;
}

export function findChromium({ install = true } = {}) {
  const found = firstFound();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!install || !isRoot) {
    throw new Error(
      'No Chromium found. Install one (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH to its executable.',
    );
  }
  console.log("No Chromium found: installing Debian's chromium package…");
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = firstFound();
  if (!installed) throw new Error('chromium was installed but no executable was found at the usual paths.');
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(findChromium());
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
