/*
 * The build patches a few modules of its dependencies (scripts/vite-scroll-area-refs.ts,
 * scripts/vite-mantine-start.ts). Each patch names the module by its path and states what it expects to
 * find there; code that no longer matches stops the build, rather than the patch silently not applying.
 */

/** Whether Vite's module id (a path, perhaps with a query) is the module `path` matches. */
export function isModule(id: string, path: RegExp): boolean {
  return path.test(id.split('?')[0] ?? id);
}

/** The error that stops the build when a dependency's module no longer looks as `plugin` expects. */
export function patchNoLongerFits(plugin: string, id: string, expected: string): Error {
  return new Error(`scripts/${plugin}: ${id} ${expected}; check the plugin`);
}
