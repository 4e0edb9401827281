import type { Plugin } from 'vite';

const STYLESHEET_LINK = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

/*
 * Vite writes the entry's stylesheet link into <head>, where it holds the first paint back until the file
 * has arrived. In headless Chromium it did more: a first frame that waited for a file in <head> was held
 * back 1 or 2 s by the compositor in most of Lighthouse's loads (5 of 6), and far more rarely once nothing in
 * <head> waited (0 of 6; docs/performance.md, "first paint held"). At the end of <body> the link still holds the app's
 * module back until the stylesheet has loaded (deferred and module scripts wait for the stylesheets the
 * parser met), so the app never renders unstyled, while the static page above it paints with its inline
 * styles (index.html; e2e/shell.spec.ts holds the stylesheet back to prove both). A page's own stylesheets
 * are appended after it (scripts/vite-preload-links.ts), so the cascade's order is the same as before.
 */
function stylesheetsLast(html: string): string {
  const links = html.match(STYLESHEET_LINK) ?? [];
  if (links.length === 0) return html;
  const body = html.lastIndexOf('</body>');
  if (body < 0) throw new Error('scripts/vite-stylesheets-last.ts: index.html has no </body>');
  const without = html.replace(STYLESHEET_LINK, '');
  const end = without.lastIndexOf('</body>');
  const moved = links.map((link) => `    ${link.trim()}\n`).join('');
  return `${without.slice(0, end).trimEnd()}\n${moved}  ${without.slice(end)}`;
}

/** The build's stylesheet links at the end of <body> (the build only: the dev server injects styles itself). */
export function stylesheetsLastPlugin(): Plugin {
  return {
    name: 'stylesheets-last',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: stylesheetsLast },
  };
}
