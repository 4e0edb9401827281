import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { holdBack } from './holdBack';

/**
 * The CSS animations running on the page whose element carries `className`: their keyframes' name, delay,
 * fill and first opacity. Read from the animations themselves, not from a time-dependent look, so the
 * answer is the same on a fast machine and a busy one.
 */
async function animationsOn(page: Page, className: string) {
  return page.evaluate(
    (className) =>
      document
        .getAnimations()
        .filter((animation): animation is CSSAnimation => animation instanceof CSSAnimation)
        .filter((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return target instanceof Element && target.classList.contains(className);
        })
        .map((animation) => {
          const effect = animation.effect as KeyframeEffect;
          return {
            name: animation.animationName,
            pseudoElement: effect.pseudoElement,
            delay: effect.getTiming().delay,
            fill: effect.getTiming().fill,
            firstOpacity: effect.getKeyframes()[0]?.opacity,
          };
        }),
    className,
  );
}

/** /orders with its tab's body (its code) held back: the summary's skeleton holds its place meanwhile. */
async function ordersSummarySkeleton(page: Page) {
  const body = await holdBack(page, /\/assets\/OpenOrdersBody-[^/]+\.js$/);
  await page.goto('/orders');
  const loading = page.getByRole('status').filter({ hasText: 'Loading the summary of your open lines…' });
  await expect(loading).toBeVisible();
  await expect.poll(() => body.requests()).toBeGreaterThan(0);
  return { loading, release: body.release };
}

test.describe('loading states stay still for their first second', () => {
  test("a skeleton's pulse starts after a second, from the bar's resting look", async ({ page }) => {
    const { loading, release } = await ordersSummarySkeleton(page);

    const pulses = await animationsOn(page, 'mantine-Skeleton-root');
    expect(pulses.length).toBeGreaterThan(0);
    for (const pulse of pulses) {
      expect(pulse).toMatchObject({ pseudoElement: '::after', delay: 1000, firstOpacity: '1' });
      expect(pulse.name).toContain('pulse-from-rest');
    }
    release();
    await expect(loading).toBeHidden();
  });

  // The home panel's status speaks its words; the table's has only a spinner, so its name is its label.
  const waits = [
    {
      path: '/',
      held: /\/assets\/homePanels-[^/]+\.js$/,
      status: (page: Page) => page.getByRole('status').filter({ hasText: 'Loading your open orders…' }),
    },
    {
      path: '/parts',
      held: /\/assets\/VirtualTable-[^/]+\.js$/,
      status: (page: Page) => page.getByRole('status', { name: 'Loading Catalog parts' }),
    },
  ];
  for (const { path, held, status } of waits) {
    test(`a waiting spinner appears and turns only after a second (${path})`, async ({ page }) => {
      const code = await holdBack(page, held);
      await page.goto(path);
      const loading = status(page);
      await expect(loading).toBeVisible();
      await expect.poll(() => code.requests()).toBeGreaterThan(0);

      const spinner = await animationsOn(page, 'mantine-Loader-root');
      // Per spinner: its appearance (on the element) and its turn (on ::after), both a second late.
      const appear = spinner.filter((a) => a.pseudoElement === null);
      const turn = spinner.filter((a) => a.pseudoElement === '::after');
      expect(appear.length).toBeGreaterThan(0);
      expect(turn).toHaveLength(appear.length);
      for (const a of appear) expect(a).toMatchObject({ delay: 1000, fill: 'forwards' });
      for (const a of turn) expect(a.delay).toBe(1000);
      code.release();
      await expect(loading).toHaveCount(0);
    });
  }

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('a skeleton does not pulse at all', async ({ page }) => {
      const { loading, release } = await ordersSummarySkeleton(page);
      // The bars are there, still.
      expect(await page.locator('.mantine-Skeleton-root').count()).toBeGreaterThan(0);
      expect(await animationsOn(page, 'mantine-Skeleton-root')).toEqual([]);
      release();
      await expect(loading).toBeHidden();
    });
  });
});
