/** Typed errors thrown by services; the error handler renders them as `{ message, error?, errors? }`. */
export type FieldErrors = Record<string, string[]>;

/**
 * Adds a message under a field named by the request, which may be any key a client sends ("valueOf",
 * "constructor", "__proto__"): only the map's own keys count, and a new one is defined, not assigned, so no
 * inherited member is taken for a field's list and no key reaches the prototype (a body field named valueOf
 * answered 500, "errors[field].push is not a function", found by the fuzz suite).
 */
export function addFieldError(errors: FieldErrors, field: string, message: string): void {
  if (Object.hasOwn(errors, field)) errors[field]!.push(message);
  else Object.defineProperty(errors, field, { value: [message], enumerable: true, writable: true, configurable: true });
}

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: { error?: string; errors?: FieldErrors; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message = 'Bad Request') {
    super(400, message);
  }
}

export class ValidationError extends AppError {
  constructor(errors: FieldErrors, message?: string) {
    super(422, message ?? firstMessage(errors) ?? 'Validation failed', { errors });
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication required') {
    super(401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this') {
    super(403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not Found') {
    super(404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, errors?: FieldErrors) {
    super(409, message, errors ? { errors } : {});
  }
}

export class RateLimitedError extends AppError {
  constructor(retryAfterSeconds: number, message = 'Too many attempts. Please wait a moment and try again.') {
    super(429, message, { headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message = 'The service is temporarily unavailable. Please try again shortly.') {
    super(503, message, { headers: { 'retry-after': '5' } });
  }
}

/** Builds a ValidationError from `{ field: message | undefined }`, or returns undefined when all are valid. */
export function fieldErrors(checks: Record<string, string | undefined>): FieldErrors | undefined {
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(checks)) if (message) errors[field] = [message];
  return Object.keys(errors).length > 0 ? errors : undefined;
}

export function assertValid(checks: Record<string, string | undefined>): void {
  const errors = fieldErrors(checks);
  if (errors) throw new ValidationError(errors);
}

function firstMessage(errors: FieldErrors): string | undefined {
  for (const [field, messages] of Object.entries(errors)) {
    if (messages[0]) return field === 'base' ? messages[0] : `${humanize(field)}: ${messages[0]}`;
  }
  return undefined;
}

function humanize(field: string): string {
  const words = field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
