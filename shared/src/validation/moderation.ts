/** Moderation (the back-office's tools): a ban says why, in a few words. */
import type { ValidationResult } from './field-errors.js';

export const MODERATION_REASON_MAX = 500;

export function validateModerationReason(value: unknown): ValidationResult {
  if (typeof value !== 'string' || value.trim() === '') return 'Please give a reason';
  return value.trim().length > MODERATION_REASON_MAX ? `Keep the reason under ${MODERATION_REASON_MAX} characters` : undefined;
}
