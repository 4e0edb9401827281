// One reading of TanStack Router's flat file names, for the build tools that map a route file to its URL
// (the size report, the route-code preload plugin).

/**
 * "src/routes/parts.$part.tsx?tsr-split=component" → "/parts/$part"; "orders_.new.tsx" → "/orders/new";
 * "orders.index.tsx" → "/orders". A segment starting with "_" is a pathless layout and has no URL of its
 * own; a trailing "_" only un-nests the route from its parent.
 * @param {string} file a route file's path or module id (anything up to "src/routes/" is ignored)
 */
export function routePath(file) {
  const name = file.replace(/^.*src\/routes\//, '').replace(/\.tsx.*$/, '');
  const segments = name
    .split('.')
    .filter((s) => s !== 'index' && s !== '__root' && !s.startsWith('_') && !/^\(.*\)$/.test(s))
    .map((s) => s.replace(/_$/, ''));
  return `/${segments.join('/')}`;
}
