/** Reading the API's error answers (`{ message, error?, errors? }`) for display, spec §8. */
import { errorFieldText, isHttpError } from '@storyfund/shared/transport';

const FALLBACK = 'Something went wrong. Please try again.';

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as Record<string, unknown>)['message'];
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** The response's `message`, or undefined. */
export function responseMessage(err: unknown): string | undefined {
  return isHttpError(err) ? messageOf(err.response) : undefined;
}

/** The response's `error` field as text, or undefined. */
export function responseErrorField(err: unknown): string | undefined {
  return isHttpError(err) ? errorFieldText(err.error) : undefined;
}

/** The first message of each field error: `{ email: 'is taken' }`. */
export function firstFieldErrors(err: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!isHttpError(err) || err.fieldErrors === undefined) return result;
  for (const [field, messages] of Object.entries(err.fieldErrors)) {
    const first = messages[0];
    if (first !== undefined && first !== '') result[field] = first;
  }
  return result;
}

/** Any failure as one sentence: the response message, the transport's text ('Network Error'), or a fallback. */
export function errorText(err: unknown): string {
  const message = responseMessage(err);
  if (message !== undefined) return message;
  if (err instanceof Error && err.message.trim() !== '') return err.message;
  return FALLBACK;
}

/** Password reset failure (spec §8): message, else error, else each field's first error. */
export function resetFailureText(err: unknown): string {
  const text = responseMessage(err) ?? responseErrorField(err) ?? Object.values(firstFieldErrors(err)).join(' ');
  return text !== '' ? text : errorText(err);
}

export function isStatus(err: unknown, status: number): boolean {
  return isHttpError(err) && err.status === status;
}
