import { modulePatch, patchPlugin } from './vite-module-patch.ts';

const PLUGIN = 'vite-scroll-area-refs.ts';

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

export const transformScrollArea = modulePatch({
  plugin: PLUGIN,
  module: SCROLL_AREA,
  fits: (code) => code.includes(FLOATING_IMPORT),
  mismatch: 'no longer imports useMergeRefs from floating-ui as expected',
  apply: (code) => code.replace(FLOATING_IMPORT, MANTINE_HOOK),
});

/*
 * Mantine's Table.ScrollContainer imports ScrollArea statically for its `type="scrollarea"` box, so every
 * page with a table downloaded ScrollArea (5 KB gzip) even where the tables use `type="native"`, as the
 * table kit's and the home page's do: the home page counted it (docs/performance.md). The container gets
 * ScrollArea through React.lazy instead: a `type="scrollarea"` container still works, loading ScrollArea
 * on first use under the nearest Suspense boundary (every route and panel has one).
 */
const TABLE_SCROLL_CONTAINER = /@mantine\/core\/esm\/components\/Table\/TableScrollContainer\.mjs$/;
const SCROLL_AREA_IMPORT = 'import { ScrollArea } from "../ScrollArea/ScrollArea.mjs";';
const LAZY_SCROLL_AREA =
  'import { lazy as __lazy } from "react";\n' +
  'const ScrollArea = __lazy(() => import("../ScrollArea/ScrollArea.mjs").then((m) => ({ default: m.ScrollArea })));';

export const transformTableScrollContainer = modulePatch({
  plugin: PLUGIN,
  module: TABLE_SCROLL_CONTAINER,
  fits: (code) => code.includes(SCROLL_AREA_IMPORT),
  mismatch: 'no longer imports ScrollArea as expected',
  apply: (code) => code.replace(SCROLL_AREA_IMPORT, LAZY_SCROLL_AREA),
});

/*
 * AppShell's header, footer and aside import react-remove-scroll (with its sidecar, style singleton and
 * scroll-bar packages, about 2.5 KB gzip) for one constant: the class name that keeps a fixed bar clear of
 * the scroll bar while a modal locks scrolling. Every page loads AppShell, so every page paid for it; the
 * modals that really lock scrolling still import react-remove-scroll, and read the class from the same
 * constants module the shell now imports.
 */
const APP_SHELL_BAR =
  /@mantine\/core\/esm\/components\/AppShell\/AppShell(Header|Footer|Aside)\/AppShell\1\.mjs$/;
const REMOVE_SCROLL_IMPORT = 'import { RemoveScroll } from "react-remove-scroll";';
const ZERO_RIGHT_ONLY =
  'import { zeroRightClassName as __zeroRight } from "react-remove-scroll-bar/constants";\n' +
  'const RemoveScroll = { classNames: { zeroRight: __zeroRight } };';

export const transformAppShellBar = modulePatch({
  plugin: PLUGIN,
  module: APP_SHELL_BAR,
  fits: (code) =>
    code.includes(REMOVE_SCROLL_IMPORT) && !/RemoveScroll\.(?!classNames\.zeroRight)/.test(code),
  mismatch: 'no longer uses RemoveScroll for its class name only',
  apply: (code) => code.replace(REMOVE_SCROLL_IMPORT, ZERO_RIGHT_ONLY),
});

export function scrollAreaRefsPlugin() {
  return patchPlugin('mantine-scroll-area-refs', [
    transformScrollArea,
    transformTableScrollContainer,
    transformAppShellBar,
  ]);
}
