// Debian packages for the test harness (Chromium, fonts, nginx): installed only as root, and a failure
// (no apt, no network) is reported, not thrown, so the caller can fall back or say what is missing.
import { execFileSync } from 'node:child_process';

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Installs Debian packages after refreshing the package lists; false when apt-get fails. */
export function aptInstall(packages, { recommends = true } = {}) {
  console.log(`Installing Debian's ${packages.join(', ')}…`);
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const flags = ['install', '-y', '-qq', ...(recommends ? [] : ['--no-install-recommends'])];
    execFileSync('apt-get', [...flags, ...packages], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return true;
  } catch (error) {
    console.warn(
      `Could not install ${packages.join(', ')}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return false;
  }
}
