import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/*
 * Mantine's whole stylesheet is 39 KB gzip; a page uses a fraction of it. This plugin gives every source
 * module that imports from a Mantine package the per-component stylesheets of exactly what it imports
 * (and of the Mantine components those use inside, read from Mantine's own ESM import graph), so each
 * route chunk carries its own component CSS and the first page pays only for the shell's. Nobody has to
 * remember a CSS import when a page starts using a new component.
 */

const CORE = 'node_modules/@mantine/core';
/** Packages whose own stylesheet comes with any import from them (beside the core CSS they use). */
const PACKAGE_STYLESHEETS = [
  'dates',
  'charts',
  'notifications',
  'spotlight',
  'dropzone',
  'nprogress',
  'code-highlight',
];

// `export { … } from` too: a module that re-exports a component (a lazily loaded container) carries its CSS.
const IMPORT_FROM = /(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]@mantine\/([a-z-]+)['"]/g;
const MJS_IMPORT = /(?:import|export)\s*(?:[^'";]*?\sfrom\s*)?["'](\.{1,2}\/[^"']+\.mjs)["']/g;
const CORE_NAME_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@mantine\/core["']/g;

function names(list: string): string[] {
  return list
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n && !n.startsWith('type '))
    .map((n) => n.split(/\s+as\s+/)[0]!.trim());
}

export function mantineCssPlugin(root = process.cwd()): Plugin {
  const coreDir = resolve(root, CORE);
  const esm = join(coreDir, 'esm');
  const exportFile = new Map<string, string>();
  for (const match of readFileSync(join(esm, 'index.mjs'), 'utf8').matchAll(
    /import\s*\{([^}]*)\}\s*from\s*"(\.\/[^"]+)"/g,
  )) {
    for (const raw of match[1]!.split(',')) {
      const [name, alias] = raw.split(/\s+as\s+/).map((s) => s.trim());
      if (name) exportFile.set(alias ?? name, join(esm, match[2]!));
    }
  }

  // A unit of styles is a folder under esm/components/ or esm/utils/ (InlineInput, Floating, …): "components/Checkbox".
  const componentOf = (file: string) => /esm\/((?:components|utils)\/[^/]+)\//.exec(file)?.[1];
  const cssName = (unit: string) => unit.split('/')[1]!;
  const depsOfComponent = new Map<string, string[]>();
  /** The other components that any module of this component's folder imports. */
  function componentDeps(component: string): string[] {
    if (depsOfComponent.has(component)) return depsOfComponent.get(component)!;
    const deps: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith('.mjs')) {
          for (const match of readFileSync(path, 'utf8').matchAll(MJS_IMPORT)) {
            const dep = componentOf(resolve(dirname(path), match[1]!));
            if (dep && dep !== component && !deps.includes(dep)) deps.push(dep);
          }
        }
      }
    };
    const dir = join(esm, component);
    if (existsSync(dir)) walk(dir);
    depsOfComponent.set(component, deps);
    return deps;
  }
  /** Component stylesheets a component needs, its dependencies' first. */
  function stylesheetsOfComponent(component: string, seen = new Set<string>(), out: string[] = []): string[] {
    if (seen.has(component)) return out;
    seen.add(component);
    for (const dep of componentDeps(component)) stylesheetsOfComponent(dep, seen, out);
    const name = cssName(component);
    if (existsSync(join(coreDir, 'styles', `${name}.css`))) out.push(`@mantine/core/styles/${name}.css`);
    return out;
  }
  const stylesheetsOfName = new Map<string, string[]>();
  function coreStylesheets(name: string): string[] {
    const component = componentOf(exportFile.get(name) ?? '');
    if (!component) return [];
    if (!stylesheetsOfName.has(name)) stylesheetsOfName.set(name, stylesheetsOfComponent(component));
    return stylesheetsOfName.get(name)!;
  }

  const packageCore = new Map<string, string[]>();
  /** A companion package (dates, charts, …): the core stylesheets its components use, then its own. */
  function packageStylesheets(pkg: string): string[] {
    if (packageCore.has(pkg)) return packageCore.get(pkg)!;
    const out: string[] = [];
    const dir = resolve(root, 'node_modules/@mantine', pkg, 'esm');
    const walk = (d: string) => {
      if (!existsSync(d)) return;
      for (const entry of readdirSync(d, { withFileTypes: true })) {
        const path = join(d, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith('.mjs')) {
          for (const m of readFileSync(path, 'utf8').matchAll(CORE_NAME_IMPORT)) {
            for (const n of names(m[1]!))
              for (const css of coreStylesheets(n)) if (!out.includes(css)) out.push(css);
          }
        }
      }
    };
    walk(dir);
    if (existsSync(resolve(root, 'node_modules/@mantine', pkg, 'styles.css')))
      out.push(`@mantine/${pkg}/styles.css`);
    packageCore.set(pkg, out);
    return out;
  }

  return {
    name: 'mantine-per-component-css',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.(tsx?|jsx?)$/.test(id.split('?')[0]!)) return null;
      if (!code.includes('@mantine/')) return null;
      const sheets: string[] = [];
      const add = (css: string) => {
        if (!sheets.includes(css)) sheets.push(css);
      };
      for (const match of code.matchAll(IMPORT_FROM)) {
        if (match[1]) continue;
        const pkg = match[3]!;
        if (pkg === 'core') for (const n of names(match[2]!)) coreStylesheets(n).forEach(add);
        else if (PACKAGE_STYLESHEETS.includes(pkg)) packageStylesheets(pkg).forEach(add);
      }
      if (!sheets.length) return null;
      // One line in front of the first: later lines keep their numbers, so source maps stay right.
      return { code: sheets.map((s) => `import '${s}';`).join('') + code, map: null };
    },
  };
}
