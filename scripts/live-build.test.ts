// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'vite';

const outDir = mkdtempSync(join(tmpdir(), 'parts-portal-live-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('the live production build', () => {
  it('carries no mock code and no mock worker', async () => {
    await build({
      mode: 'production',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
    const files = filesUnder(outDir);
    expect(files.some((f) => f.endsWith('index.html'))).toBe(true);
    expect(files.filter((f) => f.endsWith('mockServiceWorker.js'))).toEqual([]);
    const scripts = files.filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    // Markers of the mock backend: its window control API, its storage keys and a seeded part series.
    const markers = [
      '__partsPortalMock',
      'parts-portal.mock-control',
      'parts-portal.mock-state',
      'setupWorker',
    ];
    for (const file of scripts) {
      const text = readFileSync(file, 'utf8');
      for (const marker of markers) expect(text.includes(marker), `${marker} in ${file}`).toBe(false);
    }
  }, 240_000);
});
