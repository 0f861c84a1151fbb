import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules of WCAG 2.1 levels A and AA (axe-core's tags). */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe over the page as it is now and fails on any serious or critical WCAG 2.1 AA violation, listing
 * each rule with the first elements it flags. Call it once the screen under test has loaded (and again after
 * a dialog or a form error appears, if that is the state under test). `exclude` leaves out third-party
 * frames we do not control (Stripe's card field).
 */
export async function expectAccessible(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  await settleTransitions(page);
  // Legacy mode: one axe.run over the page and its same-origin frames, instead of a partial run per frame finished
  // in a new blank page that loads axe again. Only cross-origin frames go unchecked: third parties' widgets (a card
  // field, a bot check), not ours to fix. Only violations are detailed: axe then skips building a selector for each
  // of the thousands of nodes that pass. Together they halve an axe pass (1.7 s to 0.9 s on CI's machine;
  // docs/performance.md, "The browser step"). public-site/a11y-check.spec.ts proves the check still fails on a
  // violation in the page and in a frame.
  let builder = new AxeBuilder({ page })
    .withTags(WCAG_21_AA)
    .setLegacyMode()
    .options({ resultTypes: ['violations'] });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}: ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
  expect(blocking, `axe found serious or critical WCAG 2.1 AA violations on ${page.url()}`).toEqual([]);
}

/**
 * Waits for the transitions and animations running now (a dialog fading in, a button's ripple) to end, so axe
 * judges the colours of the settled screen, not a frame of a fade (endless ones, like a spinner, are skipped).
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * The screen at a phone's width (375 px): it must not scroll sideways. Leaves the viewport at 375 px so the
 * test can go on to use the screen there.
 */
export async function expectFitsPhoneWidth(page: Page): Promise<void> {
  await page.setViewportSize({ width: 375, height: 812 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
      message: `${page.url()} scrolls sideways at 375 px`,
    })
    .toBeLessThanOrEqual(0);
}
