import type { FastifyError, FastifyInstance } from 'fastify';
import { addFieldError, AppError, ServiceUnavailableError, type FieldErrors } from '../lib/errors.js';
import { isDatabaseUnavailable } from '../db/errors.js';

/** One place that turns every thrown error into the API's error body `{ message, error?, errors? }`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const mapped = toAppError(err);
    if (mapped) {
      if (mapped.statusCode >= 500) request.log.warn({ err }, mapped.message);
      for (const [name, value] of Object.entries(mapped.details.headers ?? {})) reply.header(name, value);
      const body: { message: string; error?: string; errors?: FieldErrors } = { message: mapped.message };
      if (mapped.details.error) body.error = mapped.details.error;
      if (mapped.details.errors) body.errors = mapped.details.errors;
      return reply.status(mapped.statusCode).send(body);
    }
    request.log.error({ err, reqId: request.id }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal Server Error' });
  });
}

/** The JSON 404 every unknown /api path answers. */
export function notFoundBody(method: string, url: string) {
  return { message: `Route ${method} ${url.split('?')[0]} not found` };
}

function toAppError(err: FastifyError): AppError | undefined {
  if (err instanceof AppError) return err;
  if (isDatabaseUnavailable(err)) return new ServiceUnavailableError();
  if (err.validation) return new AppError(422, 'Validation failed', { errors: schemaErrors(err) });
  const status = err.statusCode;
  // Fastify's own 4xx (malformed JSON, body too large, unsupported media type...).
  if (status && status >= 400 && status < 500) return new AppError(status, err.message);
  return undefined;
}

function schemaErrors(err: FastifyError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of err.validation ?? []) {
    const { missingProperty: missing, additionalProperty: extra } = issue.params as {
      missingProperty?: string;
      additionalProperty?: string;
    };
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const field = missing ?? (extra ? (path ? `${path}.${extra}` : extra) : path || (err.validationContext ?? 'body'));
    const message = missing ? 'is required' : extra ? 'is not a field you can set' : (issue.message ?? 'is invalid');
    addFieldError(errors, field, message);
  }
  return errors;
}
