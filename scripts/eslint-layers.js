// A local ESLint rule: imports in src/ run one way, app/ → routes/ → features/<area>/ → components/ → api/ →
// lib/. It resolves each import ('@/…' and relative paths) to the folder it lands in, so a relative path
// cannot slip past it the way a string pattern could.
import path from 'node:path';

/** Lower layers never import higher ones. */
// app/ (shell, router) and routes/ are one top layer: the root route renders the shell, the router holds the routes.
const RANK = { lib: 0, api: 1, components: 2, features: 3, routes: 4, app: 4 };

/** Tests and their helpers may reach anything (mock server, the app's router) to set a page up. */
const TEST_SUPPORT = [/\.test\.tsx?$/, /^src\/test\//, /^src\/api\/testing\//];

/** 'src/features/part/x.tsx' → { layer: 'features', area: 'part' }; 'mocks/db.ts' → { layer: 'mocks' }. */
function locate(relative) {
  const parts = relative.split('/');
  if (parts[0] === 'mocks') return { layer: 'mocks' };
  if (parts[0] !== 'src' || parts.length < 3) return null;
  const layer = parts[1];
  if (!(layer in RANK)) return null;
  return layer === 'features' ? { layer, area: parts[2] } : { layer };
}

function problem(from, to) {
  if (to.layer === 'mocks') return 'src/ never imports mocks/ (only src/main.tsx starts the demo worker)';
  if (from.layer === 'features' && to.layer === 'features' && from.area !== to.area) {
    return `a feature never imports another feature (features/${from.area} → features/${to.area}): move what both use down to components/ or lib/`;
  }
  if (RANK[to.layer] > RANK[from.layer]) {
    return `${from.layer}/ must not import ${to.layer}/ (imports run app → routes → features → components → api → lib): move what is shared down a layer`;
  }
  return null;
}

export const importsRunOneWay = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports in src/ run one way between layers; features never import each other' },
    schema: [],
  },
  create(context) {
    const cwd = context.cwd;
    const file = path.relative(cwd, context.filename).split(path.sep).join('/');
    if (file === 'src/main.tsx' || TEST_SUPPORT.some((re) => re.test(file))) return {};
    const from = locate(file);
    if (!from || from.layer === 'mocks') return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string') return;
      let target;
      if (spec.startsWith('@/')) target = `src/${spec.slice(2)}`;
      else if (spec.startsWith('.')) {
        target = path
          .relative(cwd, path.resolve(path.dirname(context.filename), spec))
          .split(path.sep)
          .join('/');
      } else return;
      const to = locate(target);
      if (!to) return;
      const message = problem(from, to);
      if (message) context.report({ node: node.source, message: `Wrong-way import '${spec}': ${message}.` });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const layersPlugin = { rules: { 'imports-run-one-way': importsRunOneWay } };
