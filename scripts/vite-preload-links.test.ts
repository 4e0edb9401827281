// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LINKS_PER_TASK, transformPreloadHelper } from './vite-preload-links';

const HELPER_ID = '\0vite/preload-helper.js';

/**
 * The installed Vite's preload helper as its build writes it (getPreloadCode): its `preload` function with
 * the constants it reads, so the test runs the code the build patches.
 */
function installedHelper(): string {
  const vite = dirname(createRequire(import.meta.url).resolve('vite/package.json'));
  const node = readFileSync(join(vite, 'dist/node/chunks/node.js'), 'utf8');
  const start = node.indexOf('function preloadOnce(');
  const end = node.indexOf('function getPreloadCode(');
  if (start < 0 || end < 0) throw new Error("Vite's preload helper was not found where expected");
  const functions = node.slice(start, end).replaceAll('__VITE_IS_MODERN__', 'true');
  return `const scriptRel = "modulepreload"; const assetsURL = (dep) => "/" + dep; const seen = {};
const isCssPreloadUrl = (url) => url.pathname.endsWith(".css");
${functions}
export const __vitePreload = preload;`;
}

type Preload = (load: () => Promise<unknown>, deps: string[]) => Promise<unknown>;

/** The patched helper's `__vitePreload`, run in this test's document. */
function patchedPreload(): Preload {
  const code = transformPreloadHelper(installedHelper(), HELPER_ID);
  if (code === null) throw new Error('the patch did not apply');
  const body = code.replace('export const __vitePreload = preload;', 'return preload;');
  // `import.meta` is the module's own; here the document's address stands in for it.
  return new Function(
    body.replaceAll('import.meta.url', 'document.baseURI').replaceAll('import.meta.resolve', 'undefined'),
  )() as Preload;
}

const scripts = () => document.body.querySelectorAll('link[rel="modulepreload"]').length;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("Vite's preload helper, patched to append a few links per task", () => {
  afterEach(() => document.body.replaceChildren());

  it(`appends ${LINKS_PER_TASK} links in the task that asked and the rest in the tasks after it`, async () => {
    const preload = patchedPreload();
    const deps = Array.from({ length: 10 }, (_, i) => `assets/part-${i}.js`);
    let loaded = false;
    const done = preload(async () => (loaded = true), deps);
    await Promise.resolve();
    expect(scripts()).toBe(LINKS_PER_TASK);
    await nextTask();
    expect(scripts()).toBe(2 * LINKS_PER_TASK);
    await nextTask();
    expect(scripts()).toBe(10);
    await done;
    expect(loaded).toBe(true);
    // Each file once, in the order the build listed them.
    const hrefs = [...document.body.querySelectorAll('link')].map((link) => new URL(link.href).pathname);
    expect(hrefs).toEqual(deps.map((dep) => `/${dep}`));
  });

  it("still waits for a stylesheet's load before the import", async () => {
    const preload = patchedPreload();
    let loaded = false;
    const done = preload(async () => (loaded = true), ['assets/a.js', 'assets/b.css']);
    await nextTask();
    const sheet = document.body.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    expect(sheet).not.toBeNull();
    expect(loaded).toBe(false);
    sheet!.dispatchEvent(new Event('load'));
    await done;
    expect(loaded).toBe(true);
  });

  it('leaves every other module alone and fails the build when a Vite update changes the helper', () => {
    expect(transformPreloadHelper('document.head.appendChild(link);', '/src/main.tsx')).toBeNull();
    expect(() => transformPreloadHelper('export const __vitePreload = () => {};', HELPER_ID)).toThrow(
      /no longer appends/,
    );
  });
});
