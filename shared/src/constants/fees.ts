/**
 * Fee estimates from spec §9, in integer cents.
 *
 * Rates are held in per-mille (29 = 2.9 %, 171 = 17.1 %) so that `amount * rate`
 * stays an exact integer; the division by 1000 is then rounded once, half up
 * (Math.round), to whole cents. Both functions reject non-integer or negative
 * amounts with a RangeError: validate input with `validateIntegerCents` first.
 */

const CARD_FEE_PER_MILLE = 29;
const CARD_FEE_FIXED_CENTS = 30;
const DONOR_EARN_PER_MILLE = 171;
const DONOR_EARN_PER_GIFT_CENTS = 30;

function assertCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer number of cents, got ${value}`);
  }
}

function perMille(amountCents: number, rate: number): number {
  return Math.round((amountCents * rate) / 1000);
}

/** Card processing fee estimate: 2.9 % of the amount (rounded half up) plus 30 cents. */
export function estimateCardFeeCents(amountCents: number): number {
  assertCents(amountCents, 'amountCents');
  return perMille(amountCents, CARD_FEE_PER_MILLE) + CARD_FEE_FIXED_CENTS;
}

/**
 * Donor earn estimate: 17.1 % of the amount (rounded half up to whole cents)
 * minus 30 cents for each gift, floored at 0.
 */
export function estimateDonorEarnCents(amountCents: number, gifts = 1): number {
  assertCents(amountCents, 'amountCents');
  if (!Number.isSafeInteger(gifts) || gifts < 1) {
    throw new RangeError(`gifts must be a positive integer, got ${gifts}`);
  }
  const earn = perMille(amountCents, DONOR_EARN_PER_MILLE) - DONOR_EARN_PER_GIFT_CENTS * gifts;
  return Math.max(0, earn);
}
