/** Gift amount and tip rules: one place for the give panel, the back office and the API (docs/api-giving.md). */
import { GIFT_MAX_CENTS, GIFT_MIN_CENTS } from '../constants/gift-bounds.js';
import { collectErrors } from './field-errors.js';
import type { FieldErrors, ValidationResult } from './field-errors.js';
import { validateMessage } from './message.js';
import { validateIntegerCents } from './numbers.js';

/** The gift's amount: integer cents (a number, never a string), GIFT_MIN_CENTS to GIFT_MAX_CENTS. */
export function validateGiftAmount(amountCents: unknown): ValidationResult {
  return validateIntegerCents(amountCents, { min: GIFT_MIN_CENTS, max: GIFT_MAX_CENTS, label: 'Amount' });
}

/**
 * The tip: integer cents from 0 up to the gift's amount; missing (undefined or null) means no tip. While the
 * amount itself is invalid the tip is held to GIFT_MAX_CENTS, so only the amount is reported.
 */
export function validateTip(tipCents: unknown, amountCents: unknown): ValidationResult {
  const max = validateGiftAmount(amountCents) === undefined ? (amountCents as number) : GIFT_MAX_CENTS;
  return validateIntegerCents(tipCents ?? 0, { min: 0, max, label: 'Tip' });
}

/** The optional encouragement sent with a gift (posted on the project's timeline): the message rule. */
export function validateEncouragement(value: unknown): ValidationResult {
  return validateMessage(value, 'encouragement');
}

/** A dedication email can wait at most this many days. */
const DEDICATION_MAX_DAYS_AHEAD = 366;

/**
 * The day a dedication email goes out (YYYY-MM-DD, UTC): today up to a year ahead; empty means at once. A
 * scheduled one needs the dedicatee's email.
 */
export function validateDedicationDate(sendOn: unknown, dedicateeEmail: unknown, now: Date): ValidationResult {
  if (sendOn === undefined || sendOn === null || (typeof sendOn === 'string' && sendOn.trim() === '')) return undefined;
  const day = typeof sendOn === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(sendOn) ? new Date(`${sendOn}T00:00:00Z`) : undefined;
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== sendOn) return 'Please give a date as YYYY-MM-DD';
  if (typeof dedicateeEmail !== 'string' || dedicateeEmail.trim() === '') return "A scheduled dedication needs the dedicatee's email";
  const today = new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  if (day < today) return 'The date cannot be in the past';
  if (day.getTime() - today.getTime() > DEDICATION_MAX_DAYS_AHEAD * 86_400_000) return 'The date can be at most a year ahead';
  return undefined;
}

/** Both rules as the API's field errors (`{amount_cents: [...], tip_cents: [...]}`), or undefined when valid. */
export function validateGiftAmounts(input: { amount_cents?: unknown; tip_cents?: unknown }): FieldErrors | undefined {
  return collectErrors({
    amount_cents: validateGiftAmount(input.amount_cents),
    tip_cents: validateTip(input.tip_cents, input.amount_cents),
  });
}
