/** Failure texts chosen from an error body (spec §8, "The error catalogue"). */
import type { FieldErrors } from './http-error.js';
import { isRecord } from './response-body.js';

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The body's `error` field, or undefined when the body has none. */
export function errorField(body: unknown): unknown {
  if (!isRecord(body)) return undefined;
  const value = body['error'];
  return value === null ? undefined : value;
}

/**
 * Text of an `error` field: the string itself, or the `message` of an
 * object. Undefined when neither gives a non-empty text.
 */
export function errorFieldText(error: unknown): string | undefined {
  if (isRecord(error)) return nonEmptyString(error['message']);
  return nonEmptyString(error);
}

/** The body's `message` field when it is a non-empty string. */
function messageField(body: unknown): string | undefined {
  return isRecord(body) ? nonEmptyString(body['message']) : undefined;
}

/**
 * The body's `errors` object normalised to `{ field: [messages] }`: a single
 * string becomes a one-item list, non-string entries are dropped.
 * Undefined when the body has no `errors` object.
 */
export function fieldErrorsOf(body: unknown): FieldErrors | undefined {
  if (!isRecord(body) || !isRecord(body['errors'])) return undefined;
  const result: FieldErrors = {};
  for (const [field, raw] of Object.entries(body['errors'])) {
    const list = Array.isArray(raw) ? raw : [raw];
    result[field] = list.filter((m): m is string => typeof m === 'string');
  }
  return result;
}

/**
 * Renders field errors as spec §8 words it: "each key followed by its
 * messages joined with commas, keys joined with commas". Precisely: each
 * field becomes `{key} {messages joined by ','}` (one space between the key
 * and its first message), and those parts are joined by ',' with no spaces,
 * in the object's key order. Fields without messages are left out.
 *
 * `{ email: ['is taken', 'is bad'], password: ['too short'] }`
 * renders as `email is taken,is bad,password too short`.
 */
export function renderFieldErrors(errors: FieldErrors): string {
  return Object.entries(errors)
    .filter(([, messages]) => messages.length > 0)
    .map(([key, messages]) => `${key} ${messages.join(',')}`)
    .join(',');
}

/**
 * POST, PUT and DELETE failure text, first that applies:
 * 1. the `error` field (a string, or an object's `message`);
 * 2. the `message` field;
 * 3. the `errors` object, as `renderFieldErrors` renders it;
 * 4. the status text.
 */
export function postFailureMessage(body: unknown, statusText: string): string {
  const fromError = errorFieldText(errorField(body));
  if (fromError !== undefined) return fromError;
  const message = messageField(body);
  if (message !== undefined) return message;
  const fieldErrors = fieldErrorsOf(body);
  const rendered = fieldErrors === undefined ? '' : renderFieldErrors(fieldErrors);
  return rendered !== '' ? rendered : statusText;
}

/**
 * Upload failure text: the `message` field or else the status text, combined
 * with the `error` field's text when present as `{message}: {error}`.
 */
export function uploadFailureMessage(body: unknown, statusText: string): string {
  const base = messageField(body) ?? statusText;
  const error = errorFieldText(errorField(body));
  return error === undefined || error === base ? base : `${base}: ${error}`;
}
