import type { Page } from '@playwright/test';

/**
 * Holds back the files whose URL matches, as a slow network holds them, until `release()`. `requests()`
 * counts the requests held so far: a test checks it, so a renamed file cannot make the hold match nothing.
 */
export async function holdBack(
  page: Page,
  url: RegExp,
): Promise<{ release: () => void; requests: () => number }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requests = 0;
  await page.route(url, async (route) => {
    requests += 1;
    await held;
    await route.continue();
  });
  return { release, requests: () => requests };
}
