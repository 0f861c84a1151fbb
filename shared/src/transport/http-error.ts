/** Errors the transport rejects with (spec §7 "Transport behaviour", §8). */

import type { FieldErrors } from '../validation/index.js';

/** Field-level messages, as the API's `errors` object: `{ email: ['is taken'] }` (the validation module's shape). */
export type { FieldErrors };

export interface HttpErrorInit {
  status: number;
  statusText: string;
  /** The parsed response body (JSON value, text, or null when empty). */
  response?: unknown;
  /** The response body exactly as received. */
  rawText?: string;
  /** The body's `error` field, when present. */
  error?: unknown;
  /** The body's `errors` object, when present. */
  fieldErrors?: FieldErrors;
  cause?: unknown;
}

/**
 * A non-success HTTP answer. `message` is the text the spec chooses for the
 * method (see `postFailureMessage`, `uploadFailureMessage`); the body stays on
 * the error so an app can show field-level messages. No UI side effects.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly statusText: string;
  readonly response: unknown;
  readonly rawText: string;
  readonly error?: unknown;
  readonly fieldErrors?: FieldErrors;

  constructor(message: string, init: HttpErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.statusText = init.statusText;
    this.response = init.response ?? null;
    this.rawText = init.rawText ?? '';
    if (init.error !== undefined) this.error = init.error;
    if (init.fieldErrors !== undefined) this.fieldErrors = init.fieldErrors;
  }
}

/** The request never got an HTTP answer (fetch itself threw). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(cause: unknown) {
    super('Network Error', { cause });
  }
}

export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError;
}

export function isNetworkError(value: unknown): value is NetworkError {
  return value instanceof NetworkError;
}
