/** Turning the shared transport's errors into what react-admin shows. */
import { HttpError as AdminHttpError } from 'react-admin';
import { isHttpError } from '@storyfund/shared/transport';
import type { HttpError } from '@storyfund/shared/transport';

/** The API's own words (`message` in the body), else the transport's failure text. */
function apiMessage(error: HttpError): string {
  const body = error.response;
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return error.message;
}

/**
 * react-admin's error: status and body kept, and field errors in the shape
 * its forms read (`body.errors`: one text per field, plus `root.serverError`
 * for the notification), so an edit form marks the fields the API rejected.
 * Anything that is not an HTTP answer (a network failure) passes through.
 */
export function toAdminError(error: unknown): unknown {
  if (!isHttpError(error)) return error;
  const message = apiMessage(error);
  const body: Record<string, unknown> = typeof error.response === 'object' && error.response !== null ? { ...error.response } : {};
  const fields = Object.entries(error.fieldErrors ?? {}).filter(([, messages]) => messages.length > 0);
  if (fields.length > 0) {
    const errors: Record<string, unknown> = Object.fromEntries(fields.map(([field, messages]) => [field, messages.join(', ')]));
    errors['root'] = { serverError: message };
    body['errors'] = errors;
  } else {
    delete body['errors'];
  }
  return new AdminHttpError(message, error.status, body);
}

/** The API's refusal of one field, from an error toAdminError made (`body.errors[field]`), if there is one. */
export function fieldError(error: unknown, field: string): string | undefined {
  const value = (error as { body?: { errors?: Record<string, unknown> } } | null)?.body?.errors?.[field];
  return typeof value === 'string' ? value : undefined;
}
