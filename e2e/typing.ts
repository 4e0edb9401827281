import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Types `text` into `box` faster than any debounce, as a person types: the page's clock holds still while
 * the keystrokes arrive (on a busy machine a real-time gap between two of them can outlast a debounce and
 * send a half-typed term), then runs on from where it stopped.
 */
export async function typeWithinDebounce(page: Page, box: Locator, text: string): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await box.pressSequentially(text);
  await expect(box).toHaveValue(text);
  await page.clock.resume();
}
