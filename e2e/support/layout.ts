import type { Page } from '@playwright/test';

/** Holds back the site's code chunks whose file names start with `name` by `ms`: what a slow network shows. */
export async function delayChunk(page: Page, name: string, ms: number): Promise<void> {
  await page.route(`**/assets/${name}-*.js`, async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fulfill({ response });
  });
}

/**
 * The page's cumulative layout shift so far (entries without recent input), read after `settleMs` more: what
 * Lighthouse's CLS adds up, for a test's "nothing jumps" (target < 0.1).
 */
export function layoutShift(page: Page, settleMs = 500): Promise<number> {
  return page.evaluate(
    (wait) =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), wait);
      }),
    settleMs,
  );
}
