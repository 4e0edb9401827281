import type { Plugin } from 'vite';

/*
 * Mantine's useId starts every component that asks for an id (AppShell, Tabs, each input's wrapper…)
 * with React's id and then, in a layout effect, swaps it for a random one (a holdover from React
 * versions without useId). That swap is a state update during the commit of the first page: React
 * renders those components again at once, synchronously, before the browser may paint (about 25 ms of
 * a phone's 4× slower CPU on a part page, docs/performance.md). React 19's id is already unique within
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
  if (!USE_ID.test(id.split('?')[0] ?? id)) return null;
  if (!RANDOM_SWAP.test(code)) {
    throw new Error(
      `scripts/vite-mantine-use-id.ts: ${id} no longer swaps React's id for a random one as expected; check the plugin`,
    );
  }
  return code.replace(RANDOM_SWAP, REACT_ID_ONLY);
}

export function mantineUseIdPlugin(): Plugin {
  return {
    name: 'mantine-use-id',
    enforce: 'pre',
    transform(code, id) {
      const out = transformUseId(code, id);
      return out === null ? null : { code: out, map: null };
    },
  };
}
