import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { minify, type Plugin } from 'vite';

/*
 * The app's classic scripts in public/ (boot.js and the worker it starts) are copied to the build as they
 * are, comments and all: boot.js travelled as 1.2 KB gzip, 0.4 KB minified. Every page loads both before
 * its first paint, and they count in `/`'s JS budget (scripts/page-loads.mjs), so the build minifies them.
 * Not hashed, they stay compressed on the fly (scripts/vite-precompressed.ts). The mock service worker is
 * MSW's own file and is left alone.
 */
export const PUBLIC_SCRIPTS = ['boot.js', 'intl-warmup.js'];

/** Minifies one script; a syntax error stops the build. */
export async function minifiedScript(name: string, code: string): Promise<string> {
  const result = await minify(name, code, { compress: true, mangle: true });
  if (result.errors.length > 0)
    throw new Error(
      `scripts/vite-public-scripts.ts: ${name}: ${result.errors.map((e) => e.message).join('; ')}`,
    );
  return result.code;
}

/** A build-only plugin acting on the output folder once the build, public/'s copies included, is written. */
export function afterBuildPlugin(name: string, act: (outDir: string) => void | Promise<void>): Plugin {
  let outDir = '';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: () => act(outDir),
  };
}

export function publicScriptsPlugin(): Plugin {
  return afterBuildPlugin('public-scripts-minified', async (outDir) => {
    for (const name of PUBLIC_SCRIPTS) {
      const path = resolve(outDir, name);
      await writeFile(path, await minifiedScript(name, await readFile(path, 'utf8')));
    }
  });
}
