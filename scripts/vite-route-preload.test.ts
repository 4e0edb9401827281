import { afterEach, describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { preloadScript, routePreloads } from './vite-route-preload';

type ChunkShape = { imports?: string[]; isEntry?: boolean; module?: string; css?: string[] };

/** The parts of Rolldown's output chunks the plugin reads. */
function bundleOf(chunks: Record<string, ChunkShape>): Rollup.OutputBundle {
  const entries = Object.entries(chunks).map(([fileName, shape]) => [
    fileName,
    {
      type: 'chunk',
      fileName,
      imports: shape.imports ?? [],
      isEntry: shape.isEntry ?? false,
      facadeModuleId: shape.module ?? null,
      viteMetadata: { importedCss: new Set(shape.css ?? []), importedAssets: new Set() },
    },
  ]);
  return Object.fromEntries(entries) as unknown as Rollup.OutputBundle;
}

const bundle = bundleOf({
  'assets/index.js': { isEntry: true, imports: ['assets/runtime.js'] },
  'assets/runtime.js': {},
  'assets/orders.index.js': {
    module: '/app/src/routes/orders.index.tsx?tsr-split=component',
    imports: ['assets/OrderTabPage.js', 'assets/runtime.js'],
  },
  'assets/OrderTabPage.js': { imports: ['assets/Grid.js'], css: ['assets/OrderTabPage.css'] },
  'assets/Grid.js': { css: ['assets/Grid.css'] },
  'assets/parts._part.js': {
    module: '/app/src/routes/parts.$part.tsx?tsr-split=component',
    imports: ['assets/Grid.js'],
  },
  'assets/parts._part.errorComponent.js': {
    module: '/app/src/routes/parts.$part.tsx?tsr-split=errorComponent',
  },
});

describe('routePreloads', () => {
  it('lists each page’s component chunk and its static imports beyond the entry, with their styles', () => {
    expect(routePreloads(bundle)).toEqual([
      {
        path: '/orders',
        scripts: ['assets/orders.index.js', 'assets/OrderTabPage.js', 'assets/Grid.js'],
        styles: ['assets/OrderTabPage.css', 'assets/Grid.css'],
      },
      {
        path: '/parts/$part',
        scripts: ['assets/parts._part.js', 'assets/Grid.js'],
        styles: ['assets/Grid.css'],
      },
    ]);
  });
});

describe('preloadScript', () => {
  const run = async (address: string) => {
    window.history.replaceState(null, '', address);
    Object.defineProperty(document, 'currentScript', {
      configurable: true,
      value: { src: `${window.location.origin}/boot.js` },
    });
    // The appended script is plain ES5 for boot.js; run as boot.js would run it.
    new Function(preloadScript(routePreloads(bundle)))();
    // The links are added in a task of their own.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return [...document.head.querySelectorAll('link')].map((link) => [
      link.rel,
      link.getAttribute('href'),
      link.getAttribute('crossorigin'),
      link.getAttribute('as'),
    ]);
  };

  afterEach(() => {
    document.head.innerHTML = '';
    Reflect.deleteProperty(document, 'currentScript');
  });

  it('asks for the files of the address’s page: scripts as modulepreload, styles as preload', async () => {
    expect(await run('/orders/')).toEqual([
      ['modulepreload', '/assets/orders.index.js', '', null],
      ['modulepreload', '/assets/OrderTabPage.js', '', null],
      ['modulepreload', '/assets/Grid.js', '', null],
      ['preload', '/assets/OrderTabPage.css', '', 'style'],
      ['preload', '/assets/Grid.css', '', 'style'],
    ]);
  });

  it('matches a parameter as one segment, an encoded slash included, and nothing for other addresses', async () => {
    expect((await run('/parts/QMS-036-050-DG%2FTR')).map(([, href]) => href)).toEqual([
      '/assets/parts._part.js',
      '/assets/Grid.js',
      '/assets/Grid.css',
    ]);
    document.head.innerHTML = '';
    expect(await run('/parts/A/B')).toEqual([]);
    expect(await run('/orders/history')).toEqual([]);
    expect(await run('/')).toEqual([]);
  });
});
