/** Numeric ids (spec §2 route rules) and integer cents (spec §5). */
import { formatCents } from '../money.js';
import type { ValidationResult } from './field-errors.js';

/**
 * A positive integer id: a safe integer above 0, or a string of digits only
 * ('42', also '007') whose value is a safe integer above 0. No signs, spaces or decimals.
 */
export function isNumericId(value: unknown): boolean {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0;
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return false;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0;
}

export function validateNumericId(value: unknown, label = 'Id'): ValidationResult {
  return isNumericId(value) ? undefined : `${label} must be a positive whole number`;
}

export type IntegerCentsOptions = {
  /** Smallest allowed amount in cents (inclusive). */
  min?: number;
  /** Largest allowed amount in cents (inclusive). */
  max?: number;
  /** Field name used in messages; 'Amount' when omitted. */
  label?: string;
};

/**
 * Spec §5: gift amount and tip are integers in cents. The value must already be a
 * number that is a safe integer: a string ('500') or a float (5.5) is rejected,
 * so clients convert with `dollarsToCents` before sending.
 */
export function validateIntegerCents(value: unknown, options: IntegerCentsOptions = {}): ValidationResult {
  const label = options.label ?? 'Amount';
  if (value === undefined || value === null || value === '') return `${label} is required`;
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    return `${label} must be a whole number of cents`;
  }
  if (options.min !== undefined && value < options.min) {
    return `${label} must be at least ${formatCents(options.min)}`;
  }
  if (options.max !== undefined && value > options.max) {
    return `${label} must be at most ${formatCents(options.max)}`;
  }
  return undefined;
}
