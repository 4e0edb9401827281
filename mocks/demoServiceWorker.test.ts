// @vitest-environment node
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const ORIGIN = 'http://localhost:4173';

type FetchListener = (event: FakeFetchEvent) => void;
type FakeFetchEvent = {
  request: { url: string; destination: string };
  stopImmediatePropagation: () => void;
};

/** Runs public/demoServiceWorker.js in a bare worker scope; MSW's listener is the one imported after it. */
function loadDemoWorker() {
  const listeners: FetchListener[] = [];
  const imported: string[] = [];
  const mswAsked: boolean[] = [];
  const scope = {
    location: new URL(`${ORIGIN}/demoServiceWorker.js`),
    addEventListener: (type: string, listener: FetchListener) => {
      if (type === 'fetch') listeners.push(listener);
    },
  };
  runInNewContext(readFileSync('public/demoServiceWorker.js', 'utf8'), {
    self: scope,
    URL,
    importScripts: (url: string) => {
      imported.push(url);
      scope.addEventListener('fetch', () => {
        mswAsked.push(true);
      });
    },
  });
  /** Whether MSW's listener would see this request. */
  const reachesMsw = (url: string, destination: string): boolean => {
    mswAsked.length = 0;
    let stopped = false;
    const event: FakeFetchEvent = {
      request: { url, destination },
      stopImmediatePropagation: () => {
        stopped = true;
      },
    };
    for (const listener of listeners) {
      if (stopped) break;
      listener(event);
    }
    return mswAsked.length > 0;
  };
  return { imported, reachesMsw };
}

describe('the demo service worker', () => {
  it('loads MSW’s own worker script after its filter', () => {
    expect(loadDemoWorker().imported).toEqual(['./mockServiceWorker.js']);
  });

  it('asks MSW about API calls and cross-origin images, which mocks answer', () => {
    const { reachesMsw } = loadDemoWorker();
    expect(reachesMsw(`${ORIGIN}/api/v1/openorders?matchCount=10`, '')).toBe(true);
    expect(reachesMsw('https://api.example-mfr.com/v1/parts', '')).toBe(true);
    expect(reachesMsw('https://images.example-mfr.com/TSH-010.png', 'image')).toBe(true);
    expect(reachesMsw('https://models.example-mfr.com/TSH-010.step', '')).toBe(true);
  });

  it('sends the site’s own scripts, styles, fonts and images straight to the network', () => {
    const { reachesMsw } = loadDemoWorker();
    expect(reachesMsw(`${ORIGIN}/assets/index-abc123.js`, 'script')).toBe(false);
    expect(reachesMsw(`${ORIGIN}/assets/index-abc123.css`, 'style')).toBe(false);
    expect(reachesMsw(`${ORIGIN}/favicon.svg`, 'image')).toBe(false);
    expect(reachesMsw(`${ORIGIN}/src/main.tsx`, 'script')).toBe(false);
  });
});
