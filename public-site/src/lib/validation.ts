/** Client-side checks run the shared validators; forms show the first message per field. */
import type { ValidationResult } from '@storyfund/shared/validation';

/** Keeps the fields that have a message; undefined when all are valid. */
export function firstErrors<K extends string>(results: Partial<Record<K, ValidationResult>>): Partial<Record<K, string>> | undefined {
  const errors: Partial<Record<K, string>> = {};
  for (const [field, message] of Object.entries(results) as [K, ValidationResult][]) {
    if (message) errors[field] = message;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** Splits server field errors into those a form shows beside a field and the rest. */
export function placeFieldErrors<K extends string>(
  errors: Record<string, string>,
  fields: readonly K[],
): { placed: Partial<Record<K, string>>; unplaced: string[] } {
  const placed: Partial<Record<K, string>> = {};
  const unplaced: string[] = [];
  for (const [field, message] of Object.entries(errors)) {
    if ((fields as readonly string[]).includes(field)) placed[field as K] = message;
    else unplaced.push(message);
  }
  return { placed, unplaced };
}
