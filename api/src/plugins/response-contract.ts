import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.js';

/**
 * Tests only (APP_ENV=test): every JSON answer must match its route's declared response schema exactly, with
 * no field the schema would silently drop and no field of the wrong type. So each API test is also a test of
 * the wire contract: a view that gains a field its schema lacks fails at once instead of losing the field.
 */
export function registerResponseContractCheck(app: FastifyInstance): void {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats.default(ajv);
  const compiled = new WeakMap<object, ValidateFunction>();
  app.addHook('preSerialization', async (request, reply, payload) => {
    const responses = request.routeOptions.schema?.response as Record<string, object> | undefined;
    if (!responses || payload === null || typeof payload !== 'object') return payload;
    const status = String(reply.statusCode);
    const declared = responses[status] ?? responses[`${status[0]}XX`] ?? responses.default;
    // A status with a schema per media type (JSON or CSV, say): JSON answers are checked against the JSON one.
    const schema =
      (declared as { content?: Record<string, { schema: object }> } | undefined)?.content?.['application/json']?.schema ?? declared;
    if (!schema) {
      // A route with no success schema at all is the coverage test's to catch (openapi.test.ts).
      if (!Object.keys(responses).some((code) => code.startsWith('2'))) return payload;
      throw new AppError(500, `${request.method} ${request.routeOptions.url} declares no response schema for ${status}`);
    }
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(strictCopy(schema) as object);
      compiled.set(schema, validate);
    }
    if (!validate(JSON.parse(JSON.stringify(payload)))) {
      const problems = (validate.errors ?? []).map(
        (e) =>
          `${e.instancePath || '/'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`,
      );
      throw new AppError(
        500,
        `The ${status} answer of ${request.method} ${request.routeOptions.url} does not match its schema: ${problems.join('; ')}`,
      );
    }
    return payload;
  });
}

/** The schema with `additionalProperties: false` on every object that does not say otherwise. */
function strictCopy(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strictCopy);
  if (!schema || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    copy[key] = key === 'properties' || key === 'patternProperties' ? mapValues(value, strictCopy) : strictCopy(value);
  }
  if ('properties' in copy && !('additionalProperties' in copy) && !('patternProperties' in copy)) copy.additionalProperties = false;
  return copy;
}

const mapValues = (object: unknown, fn: (value: unknown) => unknown) =>
  Object.fromEntries(Object.entries(object as Record<string, unknown>).map(([k, v]) => [k, fn(v)]));
