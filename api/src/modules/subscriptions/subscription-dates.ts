/**
 * The calendar of a monthly gift (docs/decisions.md "Monthly gifts"). Month 1 is charged at the billing
 * anchor (the first successful charge); month n falls n - 1 calendar months later, on the anchor's day of
 * the month, clamped at the month's end (an anchor on the 31st gives 28/29 Feb, 31 Mar, 30 Apr), at the
 * anchor's time of day, in UTC.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** A failed renewal is tried again 2 days later, then every 5 days; the 6th failure stops the gift. */
const FIRST_RETRY_DAYS = 2;
const LATER_RETRY_DAYS = 5;
const MAX_FAILED_ATTEMPTS = 6;

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** `anchor` moved by `months` calendar months, keeping its day of the month (clamped) and time of day. */
export function addMonthsClamped(anchor: Date, months: number): Date {
  const target = anchor.getUTCMonth() + months;
  const year = anchor.getUTCFullYear() + Math.floor(target / 12);
  const month = ((target % 12) + 12) % 12;
  const day = Math.min(anchor.getUTCDate(), daysInMonth(year, month));
  return new Date(
    Date.UTC(year, month, day, anchor.getUTCHours(), anchor.getUTCMinutes(), anchor.getUTCSeconds(), anchor.getUTCMilliseconds()),
  );
}

/** When month `period` (1 = the first) is due. */
export const periodDate = (anchor: Date, period: number): Date => addMonthsClamped(anchor, period - 1);

/**
 * After month `paidPeriod` is paid at `now`: the next month to charge and its date, one month after the
 * paid one. A month whose date has already passed (the service was down for weeks) is skipped, never
 * charged in a burst.
 */
export function nextPeriodAfter(anchor: Date, paidPeriod: number, now: Date): { period: number; at: Date } {
  let period = paidPeriod + 1;
  while (periodDate(anchor, period) <= now) period++;
  return { period, at: periodDate(anchor, period) };
}

/** When to try again after the `failedAttempts`-th consecutive failure (undefined: stop instead). */
export function retryAt(now: Date, failedAttempts: number): Date | undefined {
  if (failedAttempts >= MAX_FAILED_ATTEMPTS) return undefined;
  const days = failedAttempts <= 1 ? FIRST_RETRY_DAYS : LATER_RETRY_DAYS;
  return new Date(now.getTime() + days * DAY_MS);
}
