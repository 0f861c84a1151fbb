/**
 * Field errors in the API's wire shape: `{ field: [messages] }`.
 * Each validator answers one message or undefined; `collectErrors` gathers them.
 */
export type FieldErrors = Record<string, string[]>;

/** A single validator's answer: a message, or undefined when the value is valid. */
export type ValidationResult = string | undefined;

/**
 * Keeps the fields that have a message and answers undefined when there are none,
 * so `if (errors)` reads naturally:
 * `collectErrors({ email: validateEmail(body.email), name: validateName(body.name) })`.
 */
export function collectErrors(results: Readonly<Record<string, ValidationResult | readonly ValidationResult[]>>): FieldErrors | undefined {
  const errors: FieldErrors = {};
  for (const [field, result] of Object.entries(results)) {
    const list = Array.isArray(result) ? result : [result];
    const messages = list.filter((message): message is string => typeof message === 'string');
    if (messages.length > 0) errors[field] = messages;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}
