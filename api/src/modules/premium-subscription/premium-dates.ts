import { PREMIUM_PLANS, PREMIUM_RETRY_DAYS, PREMIUM_TRIAL_DAYS, type PremiumPlan } from '@storyfund/shared/constants';

/**
 * A plan's calendar: period n starts `n - 1` plan intervals after the billing anchor (the first charge, or
 * the trial's end), on the anchor's day of the month clamped at the month's end, at its time of day, UTC.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

function addMonthsClamped(anchor: Date, months: number): Date {
  const target = anchor.getUTCMonth() + months;
  const year = anchor.getUTCFullYear() + Math.floor(target / 12);
  const month = ((target % 12) + 12) % 12;
  const day = Math.min(anchor.getUTCDate(), new Date(Date.UTC(year, month + 1, 0)).getUTCDate());
  const time = anchor.getTime() % DAY_MS;
  return new Date(Date.UTC(year, month, day) + time);
}

/** When period `period` (1 = the first) starts, which is when it is charged. */
export const periodStart = (plan: PremiumPlan, anchor: Date, period: number): Date =>
  addMonthsClamped(anchor, (period - 1) * PREMIUM_PLANS[plan].interval_months);

export const trialEnd = (now: Date): Date => new Date(now.getTime() + PREMIUM_TRIAL_DAYS * DAY_MS);

/** When to try again after the `failures`-th consecutive failed renewal (undefined: the plan ends). */
export function retryAt(now: Date, failures: number): Date | undefined {
  if (failures >= PREMIUM_RETRY_DAYS.maxFailures) return undefined;
  return new Date(now.getTime() + (failures <= 1 ? PREMIUM_RETRY_DAYS.first : PREMIUM_RETRY_DAYS.later) * DAY_MS);
}
