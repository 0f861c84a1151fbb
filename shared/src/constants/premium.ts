/**
 * Premium plans for partner accounts (issue #10, docs/api-premium.md). Prices are integer cents; the routes of
 * spec §2 pick a plan (/upgrade29 the monthly plan at $29, /upgradeannual312 the annual at $312, /free30 the
 * 30-day trial of the monthly plan).
 */
export const PREMIUM_PLANS = {
  monthly: { label: 'Monthly', price_cents: 2900, interval_months: 1 },
  annual: { label: 'Annual', price_cents: 31200, interval_months: 12 },
} as const;
export type PremiumPlan = keyof typeof PREMIUM_PLANS;
export const PREMIUM_PLAN_NAMES = Object.keys(PREMIUM_PLANS) as PremiumPlan[];

/** What a plan bought at `price_cents` brings in its first year (the /sales report's value of a premium conversion). */
export const premiumFirstYearCents = (plan: PremiumPlan, priceCents: number): number =>
  priceCents * (12 / PREMIUM_PLANS[plan].interval_months);

/** The free trial of /free30: no charge for 30 days, then the plan's first charge on the saved card. */
export const PREMIUM_TRIAL_DAYS = 30;

/** A failed renewal is tried again 2 days later, then every 5 days; the 4th failure ends the plan. */
export const PREMIUM_RETRY_DAYS = { first: 2, later: 5, maxFailures: 4 } as const;

/** The rule every part of the product reads: premium tools belong to premium partner accounts. */
export const isPremiumPartner = (user: { is_partner: boolean; is_premium: boolean }): boolean => user.is_partner && user.is_premium;
/** What premium gives a partner (the upgrade pages list it; docs/api-premium.md "What premium changes"). */
export const PREMIUM_BENEFITS = [
  'A lower platform fee on gifts made from 24 June 2024 on',
  'Your own thank-you text for every donor',
  'Your logo and colours on your profile',
  'Donor import from a CSV file',
] as const;

/** The plan an upgrade route of spec §2 offers first: /upgradeannual(312) the annual plan, /free30 the trial, the others monthly. */
export function upgradeOfferOf(pathname: string): { plan: PremiumPlan; trial: boolean } {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (path === '/upgradeannual' || path === '/upgradeannual312') return { plan: 'annual', trial: false };
  return { plan: 'monthly', trial: path === '/free30' };
}

/** What a plan brings a month (monthly recurring revenue): its price over its months, rounded to the cent (annual $312: $26). */
export const premiumMonthlyCents = (plan: PremiumPlan, priceCents: number): number =>
  Math.round(priceCents / PREMIUM_PLANS[plan].interval_months);
