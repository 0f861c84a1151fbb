/** Presence, name and password rules shared by forms, react-admin and the API. */
import type { ValidationResult } from './field-errors.js';

const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;
const NAME_MAX_LENGTH = 100;

/** Length in characters (code points), so an emoji counts once. */
function length(text: string): number {
  return [...text].length;
}

/** Missing: undefined, null, a blank string or an empty array. */
export function validateRequired(value: unknown, label: string): ValidationResult {
  const missing =
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0);
  return missing ? `${label} is required` : undefined;
}

/** 1 to 100 characters after trimming. */
export function validateName(value: unknown, label = 'Name'): ValidationResult {
  if (typeof value !== 'string' || value.trim() === '') return `${label} is required`;
  if (length(value.trim()) > NAME_MAX_LENGTH) {
    return `${label} must be at most ${NAME_MAX_LENGTH} characters`;
  }
  return undefined;
}

/** 8 to 128 characters, counted as typed (a password is never trimmed). */
export function validatePassword(value: unknown): ValidationResult {
  if (typeof value !== 'string' || value === '') return 'Password is required';
  const size = length(value);
  if (size < PASSWORD_MIN_LENGTH) {
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  }
  if (size > PASSWORD_MAX_LENGTH) {
    return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  }
  return undefined;
}
