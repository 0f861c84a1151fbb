/**
 * Messages people write to each other: comments and replies, updates, encouragements (with a gift or an
 * answer to one), gift-card notes, a partner's thank-you text. One rule and one set of limits for the forms, react-admin and the API.
 */
import type { ValidationResult } from './field-errors.js';

/** The longest message of each kind, in characters (code points, so an emoji counts once). */
export const MESSAGE_LIMITS = {
  comment: 2_000,
  update: 10_000,
  encouragement: 2_000,
  giftCard: 1_000,
  /** A premium partner's own thank-you text, in the mail to the donors of its projects. */
  thankYou: 1_000,
} as const;

export type MessageKind = keyof typeof MESSAGE_LIMITS;

/**
 * A message of `kind`, measured after trimming. Optional by default (missing or blank passes); with
 * `required`, a blank message is refused.
 */
export function validateMessage(value: unknown, kind: MessageKind, options: { required?: boolean } = {}): ValidationResult {
  if (value === undefined || value === null) return options.required ? 'Message is required' : undefined;
  if (typeof value !== 'string') return 'Message must be text';
  const text = value.trim();
  if (text === '') return options.required ? 'Message is required' : undefined;
  const max = MESSAGE_LIMITS[kind];
  return [...text].length > max ? `Message can be at most ${max} characters` : undefined;
}
