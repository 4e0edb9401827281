import type { Plugin } from 'vite';
import { modulePatch, patchPlugin } from './vite-module-patch.ts';

const PLUGIN = 'vite-mantine-start.ts';

/*
 * Mantine's useId starts every component that asks for an id (AppShell, Tabs, each input's wrapper…)
 * with React's id and then, in a layout effect, swaps it for a random one (a holdover from React
 * versions without useId). That swap is a state update during the commit of the first page: React
 * renders those components again at once, synchronously, before the browser may paint (12 to 36 ms at
 * 1× CPU on a part page on the 2-core test machine, docs/performance.md). React 19's id is already unique within
 * the app's one root and stable across renders, so the hook returns it from the first render on.
 * The build fails if a Mantine update changes the hook, rather than silently keeping the second render.
 */
const USE_ID = /@mantine\/hooks\/esm\/use-id\/use-id\.mjs$/;
const RANDOM_SWAP =
  /function useId\$1\(staticId\) \{\n[\s\S]*?setUuid\(randomId\(\)\);[\s\S]*?return uuid;\n\}/;
const REACT_ID_ONLY = `function useId$1(staticId) {
\tconst reactId = useId();
\tif (typeof staticId === "string") return staticId;
\treturn \`mantine-\${reactId.replace(/:/g, "")}\`;
}`;

export const transformUseId = modulePatch({
  plugin: PLUGIN,
  module: USE_ID,
  fits: (code) => RANDOM_SWAP.test(code),
  mismatch: "no longer swaps React's id for a random one as expected",
  apply: (code) => code.replace(RANDOM_SWAP, REACT_ID_ONLY),
});

/*
 * Mantine's provider writes its theme's CSS variables into the page with a component that works out about
 * 480 of them, colour conversions included. The app ships its theme's variables as a stylesheet instead
 * (src/app/themeVariables.css, checked against what this component would write by
 * src/app/themeVariables.test.tsx) and turns the component off (`withCssVariables={false}`, App.tsx). The
 * build replaces it with one that says so if it is ever turned back on: its code, the default theme's
 * resolver and the colour functions only it calls were about 10 KB of the entry every page loads (2.5 KB
 * gzip), and Mantine's module worked out the default theme's variables when it loaded (5 to 14 ms at 1×
 * CPU on the 2-core test machine). Tests and dev keep Mantine's component.
 */
const CSS_VARIABLES_COMPONENT =
  /@mantine\/core\/esm\/core\/MantineProvider\/MantineCssVariables\/MantineCssVariables\.mjs$/;
const TURNED_OFF = `function MantineCssVariables() {
	throw new Error("This build leaves out Mantine's CSS variables: keep withCssVariables={false} on MantineProvider (src/app/App.tsx); the theme's variables are src/app/themeVariables.css (npm run theme-css).");
}
export { MantineCssVariables };
`;

export const transformCssVariablesComponent = modulePatch({
  plugin: PLUGIN,
  module: CSS_VARIABLES_COMPONENT,
  fits: (code) =>
    /function MantineCssVariables\(\{[^)]*\}\)/.test(code) &&
    code.includes('export { MantineCssVariables };'),
  mismatch: 'no longer defines the CSS variables component as expected',
  apply: () => TURNED_OFF,
});

/** Mantine's work at the app's start, cut to what the app needs (both patches above). */
export function mantineStartPlugin(): Plugin[] {
  return [
    patchPlugin('mantine-start', [transformUseId]),
    patchPlugin('mantine-start-css-variables', [transformCssVariablesComponent], 'build'),
  ];
}
