// Part of `npm run lint`: the message catalogs hold exactly the messages the code has. It runs Lingui's
// extraction (what `npm run extract` does) and fails if that changed a catalog: a message added or changed
// in the code and not yet extracted would build with no text (production builds carry ids, not English).
// The catalogs are then up to date on disk; translate the new entries (docs/i18n.md) and commit them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const LOCALES_DIR = 'src/locales';

function catalogs() {
  const files = new Map();
  for (const entry of readdirSync(LOCALES_DIR, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const file = join(LOCALES_DIR, entry.name, 'messages.po');
    files.set(file, readFileSync(file, 'utf8'));
  }
  return files;
}

const before = catalogs();
const extract = spawnSync('npx', ['lingui', 'extract', '--clean'], { encoding: 'utf8' });
if (extract.status !== 0) {
  process.stdout.write(extract.stdout ?? '');
  process.stderr.write(extract.stderr ?? '');
  console.error('check-catalogs: lingui extract failed');
  process.exit(1);
}
const changed = [...catalogs()].filter(([file, text]) => before.get(file) !== text).map(([file]) => file);
if (changed.length > 0) {
  console.error(
    `check-catalogs: the code's messages differ from the catalogs, now extracted again: ${changed.join(', ')}.\n` +
      'Translate any new entries (docs/i18n.md) and commit src/locales.',
  );
  process.exit(1);
}
console.log('check-catalogs: every catalog holds exactly the messages in the code');
