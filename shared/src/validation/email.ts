import type { ValidationResult } from './field-errors.js';

const EMAIL_REQUIRED_MESSAGE = 'Email is required';
const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address';

/** Spec §5: text, at-sign, text, dot, text (no spaces and no second at-sign). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True when the trimmed value has the shape text@text.text. */
export function isValidEmail(value: unknown): boolean {
  return typeof value === 'string' && EMAIL_PATTERN.test(value.trim());
}

/** Required, then the spec §5 shape, on the trimmed value. */
export function validateEmail(value: unknown): ValidationResult {
  if (typeof value !== 'string' || value.trim() === '') return EMAIL_REQUIRED_MESSAGE;
  return isValidEmail(value) ? undefined : EMAIL_INVALID_MESSAGE;
}
