import type { Plugin } from 'vite';
import { modulePatch, patchPlugin } from './vite-module-patch.ts';

const PLUGIN = 'vite-preload-links.ts';

/*
 * Vite's preload helper (`__vitePreload`, around every dynamic import of the build) appends a <link> per
 * file the import needs, all in the task that asked: the home page's panels are 20 files after its first
 * paint. Each append starts a request, 0.5 to 1.5 ms of this machine's main thread (2 to 6 ms of a phone's
 * 4× slower CPU), so one import made a task of 10 to 30 ms (docs/performance.md). The patched helper
 * appends at most LINKS_PER_TASK links in a task and the rest in the tasks that follow; the requests still
 * leave within a few milliseconds of each other, and a stylesheet's import still waits for it to load.
 *
 * It appends them to <body>, not <head>: the entry's stylesheet is the last element of <body>
 * (scripts/vite-stylesheets-last.ts), and a page's stylesheets must come after it, as they did when it was in
 * <head>, so that a page's rule wins over the shell's where both are as specific (the order tables' search
 * hits over the app's `mark`; e2e/shell.spec.ts checks the order).
 */
export const LINKS_PER_TASK = 4;

const HELPER = /^\0vite\/preload-helper\.js$/;
const APPEND = 'document.head.appendChild(link);';
const BATCHED_APPEND = `const linkQueue = [];
function appendLinks() {
\tfor (const link of linkQueue.splice(0, ${LINKS_PER_TASK})) document.body.appendChild(link);
\tif (linkQueue.length > 0) setTimeout(appendLinks, 0);
}
function appendLink(link) {
\tif (linkQueue.push(link) === 1) queueMicrotask(appendLinks);
}
`;

export const transformPreloadHelper = modulePatch({
  plugin: PLUGIN,
  module: HELPER,
  fits: (code) => code.split(APPEND).length === 2 && code.includes('export const __vitePreload'),
  mismatch: 'no longer appends one preload link at a time as expected',
  apply: (code) => BATCHED_APPEND + code.replace(APPEND, 'appendLink(link);'),
});

/** Preload links appended a few per task (the patch above); the build only, where the helper exists. */
export function preloadLinksPlugin(): Plugin {
  return patchPlugin('preload-links', [transformPreloadHelper], 'build');
}
