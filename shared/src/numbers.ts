/**
 * Counts as people read them in en-US: 1234567 -> "1,234,567".
 *
 * Written out rather than through `Intl.NumberFormat` / `toLocaleString`: a page's first use of ICU number
 * formatting costs 36-49 ms of main thread in Chromium (measured 2026-11-30), about 150-200 ms of a phone's
 * blocking time under Lighthouse's 4x slowdown, and every page shows counts and amounts
 * (docs/performance.md "The project page's blocking time").
 */

/** "1234567" -> "1,234,567": a string of plain digits grouped in thousands. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * An integer count with thousands separators: 1234 -> "1,234", -1500 -> "-1,500". A fraction is rounded
 * half away from zero; NaN and infinities give '' so a broken value never renders as "NaN".
 */
export function formatCount(count: number): string {
  if (!Number.isFinite(count)) return '';
  const whole = Math.round(Math.abs(count));
  return `${count < 0 && whole !== 0 ? '-' : ''}${groupThousands(String(whole))}`;
}
