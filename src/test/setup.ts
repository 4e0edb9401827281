import '@testing-library/jest-dom/vitest';
// An IndexedDB in every test, as in a browser, installed before any module (Dexie reads it once, when it
// loads, and test files share their worker's modules).
import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { markFirstPageRendered } from '@/lib/firstPaint';
// English catalog active, as at the app's start (main.tsx imports it before anything renders).
import '@/lib/i18n';

// Suites that declare the node environment (the build check) have no DOM to set up.
const hasDom = typeof window !== 'undefined';

if (hasDom) {
  // findBy*/waitFor wait for what the user would see, not for a time: the 1 s default fails tests on a
  // loaded machine (npm test runs vitest beside builds), so they wait up to the suite's own patience.
  configure({ asyncUtilTimeout: 15_000 });
  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  });
  installBrowserStubs();
  // Component tests render pages without the app shell, whose first render would open this gate.
  markFirstPageRendered();
}

function installBrowserStubs() {
  // Mantine reads these browser APIs, which jsdom does not implement.
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => {};
  // The router restores scroll on navigation; jsdom has no layout to scroll.
  window.scrollTo = () => {};
}
