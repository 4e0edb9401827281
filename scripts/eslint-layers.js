// A local ESLint rule: imports in src/ run one way, app/ → routes/ → features/<area>/ → components/ → api/ → model/ →
// lib/. It resolves each import ('@/…' and relative paths) to the folder it lands in, so a relative path
// cannot slip past it the way a string pattern could.
import path from 'node:path';

/** Lower layers never import higher ones. */
// app/ (shell, router) and routes/ are one top layer: the root route renders the shell, the router holds the routes.
const RANK = { lib: 0, model: 1, api: 2, components: 3, features: 4, routes: 5, app: 5 };

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
    return `a feature never imports another feature (features/${from.area} → features/${to.area}): move what both use down to components/, model/ or lib/`;
  }
  if (RANK[to.layer] > RANK[from.layer]) {
    return `${from.layer}/ must not import ${to.layer}/ (imports run app → routes → features → components → api → model → lib): move what is shared down a layer`;
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

/** '/x', `/x${…}`, '/x' + y: a URL of the portal's own pages written as text ('//host/x' is not one). */
function ownUrlText(node) {
  if (!node) return false;
  if (node.type === 'JSXExpressionContainer') return ownUrlText(node.expression);
  if (node.type === 'Literal') return typeof node.value === 'string' && /^\/(?!\/)/.test(node.value);
  if (node.type === 'TemplateLiteral') return /^\/(?!\/)/.test(node.quasis[0]?.value.cooked ?? '');
  if (node.type === 'BinaryExpression' && node.operator === '+') return ownUrlText(node.left);
  return false;
}

/**
 * Links to the portal's own pages are typed (components/links.tsx: the router's `to`, `params`, `search`),
 * so a renamed route or search param fails the typecheck. An `href` written as a path string — a JSX
 * attribute or an object's `href` (navigate({ href })) — would not, and is refused.
 */
export const noInternalHref = {
  meta: {
    type: 'problem',
    docs: { description: 'Links to own pages use the typed router link, never an href string' },
    schema: [],
  },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    if (TEST_SUPPORT.some((re) => re.test(file))) return {};
    const report = (node) =>
      context.report({
        node,
        message:
          "An own page's URL written as an href string: link with the router's typed `to`/`params`/`search` (components/links.tsx, or navigate({ to }))",
      });
    return {
      JSXAttribute(node) {
        if (node.name.type === 'JSXIdentifier' && node.name.name === 'href' && ownUrlText(node.value))
          report(node);
      },
      Property(node) {
        const key = node.key.type === 'Identifier' ? node.key.name : node.key.value;
        if (!node.computed && key === 'href' && ownUrlText(node.value)) report(node);
      },
    };
  },
};

export const layersPlugin = {
  rules: { 'imports-run-one-way': importsRunOneWay, 'no-internal-href': noInternalHref },
};
