/** Gift amount and tip rules: one place for the give panel, the back office and the API (docs/api-giving.md). */
import { GIFT_MAX_CENTS, GIFT_MIN_CENTS } from '../constants/gift-bounds.js';
import { collectErrors } from './field-errors.js';
import type { FieldErrors, ValidationResult } from './field-errors.js';
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

/** An encouragement sent with a gift is posted on the project's timeline: at most this many characters. */
export const GIFT_MESSAGE_MAX_LENGTH = 2000;

/** The optional encouragement: blank is fine, else at most GIFT_MESSAGE_MAX_LENGTH characters (trimmed). */
export function validateEncouragement(value: unknown): ValidationResult {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') return 'Message must be text';
  return [...value.trim()].length > GIFT_MESSAGE_MAX_LENGTH ? `Message can be at most ${GIFT_MESSAGE_MAX_LENGTH} characters` : undefined;
}

/** Both rules as the API's field errors (`{amount_cents: [...], tip_cents: [...]}`), or undefined when valid. */
export function validateGiftAmounts(input: { amount_cents?: unknown; tip_cents?: unknown }): FieldErrors | undefined {
  return collectErrors({
    amount_cents: validateGiftAmount(input.amount_cents),
    tip_cents: validateTip(input.tip_cents, input.amount_cents),
  });
}
