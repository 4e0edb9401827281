import type { Plugin } from 'vite';

/*
 * Mantine's ScrollArea imports one hook from floating-ui, useMergeRefs, to merge two refs. Every Mantine
 * Table carries ScrollArea (Table.ScrollContainer), so that one import put floating-ui's shared chunk
 * (15 KB gzip, Popover's and Tooltip's positioning engine) on every page with a table, the home page
 * included (docs/performance.md counts everything a page loads). Mantine's own hooks package merges refs
 * the same way (useMergedRef: assigns each ref, runs React 19 ref cleanups), so ScrollArea gets that one.
 * The build fails if a Mantine update changes the import, rather than silently keeping floating-ui.
 */
const SCROLL_AREA = /@mantine\/core\/esm\/components\/ScrollArea\/ScrollArea\.mjs$/;
const FLOATING_IMPORT = 'import { useMergeRefs } from "@floating-ui/react";';
const MANTINE_HOOK =
  'import { useMergedRef as __useMergedRef } from "@mantine/hooks";\n' +
  'const useMergeRefs = (refs) => __useMergedRef(...refs);';

export function transformScrollArea(code: string, id: string): string | null {
  if (!SCROLL_AREA.test(id.split('?')[0] ?? id)) return null;
  if (!code.includes(FLOATING_IMPORT)) {
    throw new Error(
      `scripts/vite-scroll-area-refs.ts: ${id} no longer imports useMergeRefs from floating-ui as expected; check the plugin`,
    );
  }
  return code.replace(FLOATING_IMPORT, MANTINE_HOOK);
}

export function scrollAreaRefsPlugin(): Plugin {
  return {
    name: 'mantine-scroll-area-refs',
    enforce: 'pre',
    transform(code, id) {
      const out = transformScrollArea(code, id);
      return out === null ? null : { code: out, map: null };
    },
  };
}
