import type { Plugin } from 'vite';

/*
 * The build patches a few modules of its dependencies (scripts/vite-scroll-area-refs.ts,
 * scripts/vite-mantine-start.ts). Each patch names the module by its path and states what it expects to
 * find there; code that no longer matches stops the build, rather than the patch silently not applying.
 */

/** A patch: the patched code of the module it names, null for any other module. */
export type ModulePatch = (code: string, id: string) => string | null;

/** Whether Vite's module id (a path, perhaps with a query) is the module `path` matches. */
function isModule(id: string, path: RegExp): boolean {
  return path.test(id.split('?')[0] ?? id);
}

/**
 * One dependency module's patch. `fits` says whether the module still looks as the patch expects; when it
 * does not, the build stops with `scripts/<plugin>: <module> <mismatch>; check the plugin`.
 */
export function modulePatch(patch: {
  plugin: string;
  module: RegExp;
  fits: (code: string) => boolean;
  mismatch: string;
  apply: (code: string) => string;
}): ModulePatch {
  return (code, id) => {
    if (!isModule(id, patch.module)) return null;
    if (!patch.fits(code))
      throw new Error(`scripts/${patch.plugin}: ${id} ${patch.mismatch}; check the plugin`);
    return patch.apply(code);
  };
}

/** The Vite plugin applying `patches` (each names its own module), before other plugins see the code. */
export function patchPlugin(name: string, patches: ModulePatch[], apply?: Plugin['apply']): Plugin {
  return {
    name,
    enforce: 'pre',
    ...(apply ? { apply } : {}),
    transform(code, id) {
      for (const patch of patches) {
        const out = patch(code, id);
        if (out !== null) return { code: out, map: null };
      }
      return null;
    },
  };
}
