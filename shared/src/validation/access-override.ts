/** The override table (spec §6): an account id mapped to an extra user allowed to act for it. */
import { collectErrors, type FieldErrors, type ValidationResult } from './field-errors.js';

const ACCESS_OVERRIDE_NOTE_MAX = 500;

const validId = (value: unknown, what: string): ValidationResult =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? undefined : `Enter the ${what}'s id`;

/** An override names two different accounts, and says why in a short note (optional). */
export function validateAccessOverride(input: { account_id?: unknown; user_id?: unknown; note?: unknown }): FieldErrors | undefined {
  const note = typeof input.note === 'string' ? input.note.trim() : '';
  return collectErrors({
    account_id: validId(input.account_id, 'account'),
    user_id: [
      validId(input.user_id, 'user'),
      input.user_id !== undefined && input.user_id === input.account_id
        ? 'An account already acts for itself: choose another user'
        : undefined,
    ],
    note: note.length > ACCESS_OVERRIDE_NOTE_MAX ? `Keep the note under ${ACCESS_OVERRIDE_NOTE_MAX} characters` : undefined,
  });
}
