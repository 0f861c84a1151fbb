/** Integration keys (docs/api-integrations.md): one rule for the form and the API. */
import { collectErrors, type FieldErrors } from './field-errors.js';
import { validateName } from './text.js';

/** At most this many live (not revoked) keys per account; revoke one to make another. */
export const AUTH_TOKENS_ACTIVE_MAX = 10;

/** Every key starts with this, so a log scanner (and the API) can tell a key from a session token. */
export const AUTH_TOKEN_SCHEME = 'sf_live_';

/** A key's label: required, 1 to 100 characters. */
export const validateAuthTokenLabel = (value: unknown) => validateName(value, 'Label');

/** POST and PATCH bodies: the label when given (PATCH may carry only `revoked`). */
export function validateAuthTokenBody(input: { label?: unknown }, labelRequired: boolean): FieldErrors | undefined {
  return collectErrors({ label: labelRequired || input.label !== undefined ? validateAuthTokenLabel(input.label) : undefined });
}
