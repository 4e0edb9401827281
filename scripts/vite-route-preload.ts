import { appendFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { routePath } from './route-paths.mjs';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/*
 * A page's own code is fetched when the router asks for it: after the entry has downloaded, run, read the
 * API profile and built the router. On a phone that is a second trip to the server after the entry's, and
 * the heading (the largest paint of every page but `/`) waited for it (docs/performance.md). The build
 * appends to public/boot.js, which runs before the entry has arrived, the files of each page's component
 * chunk: boot.js asks for the address's own files at once, beside the entry. Vite's own preload of those
 * files then finds them asked for already. A dev server serves boot.js without the table.
 */

/** One page: its URL pattern (the router's, e.g. /parts/$part) and the files its component chunk needs. */
export type RoutePreload = { path: string; scripts: string[]; styles: string[] };

const COMPONENT_SPLIT = /\/src\/routes\/[^/?]+\.tsx\?tsr-split=component$/;

/** What the entry imports statically is fetched with it: a page's preload names only the rest. */
function staticClosure(bundle: OutputBundle, start: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== 'chunk') return;
    seen.add(fileName);
    chunk.imports.forEach(visit);
  };
  start.forEach(visit);
  return seen;
}

const stylesOf = (chunk: OutputChunk): string[] => [...(chunk.viteMetadata?.importedCss ?? [])];

/** Each page's component chunk and what it imports statically beyond the entry, with their styles. */
export function routePreloads(bundle: OutputBundle): RoutePreload[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const entryFiles = staticClosure(
    bundle,
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
  );
  return chunks
    .filter((chunk) => chunk.facadeModuleId && COMPONENT_SPLIT.test(chunk.facadeModuleId))
    .map((chunk) => {
      const files = [...staticClosure(bundle, [chunk.fileName])].filter((file) => !entryFiles.has(file));
      const styles = files.flatMap((file) => {
        const item = bundle[file];
        return item?.type === 'chunk' ? stylesOf(item) : [];
      });
      return { path: routePath(chunk.facadeModuleId ?? ''), scripts: files, styles: [...new Set(styles)] };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** "/parts/$part" → a pattern for the address's path below the app's base ("parts/ABC-1"). */
function pathPattern(path: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^${segments.join('/')}$`;
}

/**
 * The script appended to boot.js: finds the address's page and asks for its files: scripts as
 * modulepreload, styles as preload (Vite applies them when the page's code loads, as before), both in the
 * CORS mode of Vite's own links, so its requests find these answers.
 */
export function preloadScript(preloads: RoutePreload[]): string {
  const table = preloads.map((page) => [pathPattern(page.path), page.scripts, page.styles]);
  return `
// Appended by the build (scripts/vite-route-preload.ts): the files of the address's page, asked for now.
(function (pages, script) {
  // Each link costs the browser a little: added in a task of their own, not while the page's first paint
  // waits for this script.
  setTimeout(function () {
    try {
      var base = new URL('.', script.src).pathname;
      var path = location.pathname.slice(base.length - 1).replace(/^\\/+|\\/+$/g, '');
      var add = function (file, rel) {
        var link = document.createElement('link');
        link.rel = rel;
        if (rel === 'preload') link.setAttribute('as', 'style');
        link.setAttribute('crossorigin', '');
        link.setAttribute('href', base + file);
        document.head.appendChild(link);
      };
      for (var i = 0; i < pages.length; i++) {
        if (!new RegExp(pages[i][0]).test(path)) continue;
        pages[i][1].forEach(function (file) { add(file, 'modulepreload'); });
        pages[i][2].forEach(function (file) { add(file, 'preload'); });
        return;
      }
    } catch {
      // Without the hints the router fetches the same files a moment later.
    }
  }, 0);
})(${JSON.stringify(table)}, document.currentScript);
`;
}

export function routePreloadPlugin(): Plugin {
  return {
    name: 'route-preload',
    apply: 'build',
    // The bundle as written: Vite drops chunks that only carried styles (their styles move to the chunks
    // that imported them) after the plugins' generateBundle.
    writeBundle(options, bundle) {
      const boot = resolve(options.dir ?? '', 'boot.js');
      if (!options.dir || !existsSync(boot)) {
        throw new Error('scripts/vite-route-preload.ts: the build has no boot.js');
      }
      appendFileSync(boot, preloadScript(routePreloads(bundle)));
    },
  };
}
