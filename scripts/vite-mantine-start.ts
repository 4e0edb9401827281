import type { Plugin } from 'vite';
import { isModule, patchNoLongerFits } from './vite-module-patch.ts';

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

export function transformUseId(code: string, id: string): string | null {
  if (!isModule(id, USE_ID)) return null;
  if (!RANDOM_SWAP.test(code)) {
    throw patchNoLongerFits(
      'vite-mantine-start.ts',
      id,
      "no longer swaps React's id for a random one as expected",
    );
  }
  return code.replace(RANDOM_SWAP, REACT_ID_ONLY);
}

/*
 * Mantine works out every CSS variable of its default theme (about 480, colour conversions included) when
 * its provider's module loads, to leave the defaults out of the variables it writes into the page. The app
 * ships its theme's variables as a stylesheet instead (src/app/themeVariables.css), so that work is done on
 * the first call only, which the app never makes: it was part of the entry's evaluation on every page
 * (5 to 14 ms at 1× CPU on the 2-core test machine, four times that on a phone's).
 */
const DEFAULT_VARIABLES =
  /@mantine\/core\/esm\/core\/MantineProvider\/MantineCssVariables\/remove-default-variables\.mjs$/;
const EAGER_DEFAULTS = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';
const LAZY_DEFAULTS =
  'let __defaults;\nconst __defaultCssVariables = () => (__defaults ??= defaultCssVariablesResolver(DEFAULT_THEME));';

export function transformDefaultVariables(code: string, id: string): string | null {
  if (!isModule(id, DEFAULT_VARIABLES)) return null;
  const uses = code.match(/defaultCssVariables\.(variables|light|dark)\b/g) ?? [];
  if (!code.includes(EAGER_DEFAULTS) || uses.length === 0) {
    throw patchNoLongerFits(
      'vite-mantine-start.ts',
      id,
      'no longer works out the default variables as expected',
    );
  }
  return code
    .replace(EAGER_DEFAULTS, LAZY_DEFAULTS)
    .replace(/defaultCssVariables\.(variables|light|dark)\b/g, '__defaultCssVariables().$1');
}

/** Mantine's work at the app's start, cut to what the app needs (both transforms above). */
export function mantineStartPlugin(): Plugin {
  return {
    name: 'mantine-start',
    enforce: 'pre',
    transform(code, id) {
      const out = transformUseId(code, id) ?? transformDefaultVariables(code, id);
      return out === null ? null : { code: out, map: null };
    },
  };
}
