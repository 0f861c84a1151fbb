import type { Failure } from '@/hooks/use-form';
import { errorText, firstFieldErrors } from '@/lib/errors';
import { placeFieldErrors } from '@/lib/validation';

/** A failed save: field errors beside their fields, anything else for the whole form. */
export function saveFailure<T extends Record<string, string | boolean>>(err: unknown, fields: readonly (keyof T & string)[]): Failure<T> {
  const { placed, unplaced } = placeFieldErrors(firstFieldErrors(err), fields);
  const hasPlaced = Object.keys(placed).length > 0;
  const form = unplaced.length > 0 ? unplaced.join(' ') : hasPlaced ? undefined : errorText(err);
  return { fields: placed as Failure<T>['fields'], ...(form ? { form } : {}) };
}
