/** The contact form (docs/api-contact.md): one rule for the public form, the API and the back-office's answer. */
import { isContactReason } from '../constants/index.js';
import { validateEmail } from './email.js';
import { collectErrors, type FieldErrors, type ValidationResult } from './field-errors.js';
import { validateName } from './text.js';

const CONTACT_MESSAGE_MAX = 5_000;
const CONTACT_ANSWER_MAX = 10_000;

function validateLongText(value: unknown, label: string, max: number): ValidationResult {
  if (typeof value !== 'string' || value.trim() === '') return `${label} is required`;
  return [...value.trim()].length > max ? `${label} can be at most ${max} characters` : undefined;
}

function validateContactReason(value: unknown): ValidationResult {
  return isContactReason(value) ? undefined : 'Please choose what your message is about';
}

/** Every field of a contact message, keyed by field; undefined when all pass. */
export function validateContactMessage(input: {
  name?: unknown;
  email?: unknown;
  reason?: unknown;
  message?: unknown;
}): FieldErrors | undefined {
  return collectErrors({
    name: validateName(input.name),
    email: validateEmail(input.email),
    reason: validateContactReason(input.reason),
    message: validateLongText(input.message, 'Message', CONTACT_MESSAGE_MAX),
  });
}

/** Staff's answer to a contact message. */
export function validateContactAnswer(value: unknown): ValidationResult {
  return validateLongText(value, 'Answer', CONTACT_ANSWER_MAX);
}
