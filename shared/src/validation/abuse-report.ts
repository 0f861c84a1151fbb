/** An abuse report's reason and message (docs/api-timeline.md "Abuse reports"). */
import { ABUSE_REASONS, type AbuseReason } from '../constants/index.js';
import type { ValidationResult } from './field-errors.js';

function isAbuseReason(value: unknown): value is AbuseReason {
  return (ABUSE_REASONS as readonly unknown[]).includes(value);
}

export function validateAbuseReason(value: unknown): ValidationResult {
  return isAbuseReason(value) ? undefined : `Choose one of: ${ABUSE_REASONS.join(', ')}`;
}

/** A message is optional, but 'other' needs one to say what is wrong. */
export function validateAbuseMessage(reason: unknown, message: unknown): ValidationResult {
  const blank = typeof message !== 'string' || message.trim() === '';
  return reason === 'other' && blank ? 'Please tell us what is wrong' : undefined;
}
