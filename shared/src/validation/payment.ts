/** The rules of a call that pays (gifts, gift cards, monthly gifts, saved cards): one place for each. */
import type { ValidationResult } from './field-errors.js';

/** A processor payment method as the API takes it: Stripe's `pm_...` (a test id such as pm_card_visa, or a saved card). */
export function isPaymentMethodId(value: unknown): value is string {
  return typeof value === 'string' && /^pm_[A-Za-z0-9_]{1,200}$/.test(value);
}

export function validatePaymentMethodId(value: unknown, message = 'Please choose a payment method'): ValidationResult {
  return isPaymentMethodId(value) ? undefined : message;
}

/** The Idempotency-Key header: 1 to 255 visible ASCII characters (the site sends a new random UUID per attempt). */
export function validateIdempotencyKey(value: unknown): ValidationResult {
  return typeof value === 'string' && /^[\x21-\x7e]{1,255}$/.test(value)
    ? undefined
    : 'An Idempotency-Key header of 1 to 255 visible characters is required';
}
