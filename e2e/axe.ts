import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on any WCAG 2.0/2.1 A or AA violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  // A drawer or menu still fading in has text at part opacity: scan what the user sees once it settles.
  // Mantine starts a transition a frame or two after its element mounts (visible to Playwright already, at
  // opacity 0): let those frames pass so the transition exists before waiting for it to finish.
  await page.evaluate(async () => {
    for (let frame = 0; frame < 3; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.impact ?? 'unknown'} ${v.id}: ${v.help} → ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
  expect(summary, 'axe found accessibility violations').toEqual([]);
}
