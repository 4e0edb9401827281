import type { Page } from '@playwright/test';

/** What the tests use of TanStack Router's client-side handle (router-core sets `self.__TSR_ROUTER__`). */
type RouterHandle = {
  subscribe: (event: 'onResolved', listener: () => void) => () => void;
};

/**
 * Moves the loaded app to another URL without loading a new document, the way its own links do: a
 * history.pushState, which TanStack Router's browser history listens to (the browser normalises the URL
 * exactly as for a typed address). Resolves when the router reports the navigation resolved (its
 * `onResolved` event: loaders, search validation and any redirect done, the matches committed), so the
 * test's next assertion reads the new page, not the previous one. A full page load per URL costs a busy
 * machine seconds of script start-up (and the mock's start) for what the router does in milliseconds.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(
    (href) =>
      new Promise<void>((resolve, reject) => {
        const router = (window as unknown as { __TSR_ROUTER__?: RouterHandle }).__TSR_ROUTER__;
        if (!router) {
          reject(new Error('goInApp needs a loaded app: no router on this page'));
          return;
        }
        const stop = router.subscribe('onResolved', () => {
          stop();
          resolve();
        });
        const state = (window.history.state ?? {}) as { __TSR_index?: number };
        const key = Math.random().toString(36).slice(2, 10);
        window.history.pushState(
          { __TSR_index: (state.__TSR_index ?? 0) + 1, key, __TSR_key: key },
          '',
          href,
        );
      }),
    path,
  );
}
